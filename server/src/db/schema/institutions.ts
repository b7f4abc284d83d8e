/** Institutions and the customer and touchpoint groups they link (merchant service). */
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns';
import { tenantRef } from './tenancy';
import { customerGroups } from './people';
import { touchpointGroups } from './touchpoints';

export const institutions = pgTable(
  'institutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Deleting an institution is soft; its link rows go with it, so the groups can be deleted again. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('institutions_tenant_name_uq')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const institutionCustomerGroups = pgTable(
  'institution_customer_groups',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);

export const institutionTouchpointGroups = pgTable(
  'institution_touchpoint_groups',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => touchpointGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);
