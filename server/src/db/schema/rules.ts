/** Rules and their time/limit rows (merchant service). */
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantRef } from './tenancy';
import { customerGroups } from './people';
import { channels, touchpoints } from './touchpoints';

export const rules = pgTable('rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
  channelId: integer('channel_id').references(() => channels.id),
  customerGroupId: integer('customer_group_id').references(() => customerGroups.id),
  /** e.g. 'daily_limit', 'time_window' */
  type: text('type').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ruleLimits = pgTable('rule_limits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => rules.id),
  sno: integer('sno').notNull(),
  name: text('name').notNull(),
  /** 'HH:MM-HH:MM' */
  time: text('time').notNull(),
  limit: integer('limit').notNull(),
});
