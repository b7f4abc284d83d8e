/**
 * Rules and their time/limit rows (merchant service). A rule applies to one
 * touchpoint or a whole channel, and to one customer group (or every customer when it names
 * none). Its rows are named windows `HH:MM-HH:MM` in the tenant's time zone (a window may cross
 * midnight), each with a limit per customer per window per day: items for type 'quantity',
 * whole rupees for type 'amount'. Outside every window of a rule that applies, nothing vends.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, timestamps, ts } from './columns';
import { tenantRecord } from './tenancy';
import { customerGroups } from './people';
import { channels, touchpoints } from './touchpoints';

export const rules = pgTable(
  'rules',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
    channelId: integer('channel_id').references(() => channels.id),
    customerGroupId: integer('customer_group_id').references(() => customerGroups.id),
    /** 'quantity' (items) | 'amount' (rupees) */
    type: text('type').notNull(),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('rules_tenant_idx').on(t.tenantId, t.id),
    uniqueIndex('rules_tenant_name_uq')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('rules_type_ck', sql`${t.type} in ('quantity', 'amount')`),
    check('rules_status_ck', sql`${t.status} in (0, 1)`),
    // A rule's scope is exactly one: a touchpoint or a channel.
    check('rules_scope_ck', sql`(${t.touchpointId} is null) <> (${t.channelId} is null)`),
  ],
);

export const ruleLimits = pgTable(
  'rule_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: ref('rule_id', () => rules.id),
    sno: integer('sno').notNull(),
    name: text('name').notNull(),
    /** 'HH:MM-HH:MM' in the tenant's time zone */
    time: text('time').notNull(),
    limit: integer('limit').notNull(),
  },
  (t) => [index('rule_limits_rule_idx').on(t.ruleId, t.sno), check('rule_limits_limit_ck', sql`${t.limit} > 0`)],
);
