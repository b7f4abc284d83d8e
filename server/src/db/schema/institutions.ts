/** Institutions and the customer and touchpoint groups they link (merchant service). */
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, timestamps, ts } from './columns';
import { tenantRecord } from './tenancy';
import { customerGroups } from './people';
import { touchpointGroups } from './touchpoints';

export const institutions = pgTable(
  'institutions',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    ...timestamps(),
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
    institutionId: ref('institution_id', () => institutions.id),
    groupId: ref('group_id', () => customerGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);

export const institutionTouchpointGroups = pgTable(
  'institution_touchpoint_groups',
  {
    institutionId: ref('institution_id', () => institutions.id),
    groupId: ref('group_id', () => touchpointGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);
