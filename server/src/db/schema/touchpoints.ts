/** Channels, touchpoints with their products, and touchpoint groups (merchant service). */
import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, paise } from './columns';
import { tenantRef } from './tenancy';

export const channels = pgTable('channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const touchpoints = pgTable(
  'touchpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    channelId: integer('channel_id').references(() => channels.id),
    name: text('name').notNull(),
    /** e.g. 'vending_machine', 'kiosk', 'locker' */
    type: text('type').notNull(),
    company: text('company'),
    retailer: text('retailer'),
    source: text('source'),
    location: text('location'),
    stockSynced: boolean('stock_synced').notNull().default(false),
    status: smallint('status').notNull().default(1),
    lastUpdated: ts('last_updated'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('touchpoints_tenant_idx').on(t.tenantId, t.createdAt, t.id)],
);

export const touchpointProducts = pgTable(
  'touchpoint_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    touchpointId: integer('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
    name: text('name').notNull(),
    coil: text('coil'),
    productMrp: paise('product_mrp').notNull(),
    productGst: numeric('product_gst', { precision: 5, scale: 2 }).notNull().default('0'),
    productCess: numeric('product_cess', { precision: 5, scale: 2 }).notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('touchpoint_products_tp_idx').on(t.touchpointId)],
);

export const touchpointGroups = pgTable('touchpoint_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const touchpointGroupMembers = pgTable(
  'touchpoint_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => touchpointGroups.id),
    touchpointId: integer('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.touchpointId] })],
);
