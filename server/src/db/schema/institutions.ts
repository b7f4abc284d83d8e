/** Institutions and the customer and touchpoint groups they link (merchant service). */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantRef } from './tenancy';
import { customerGroups } from './people';
import { touchpointGroups } from './touchpoints';

export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
