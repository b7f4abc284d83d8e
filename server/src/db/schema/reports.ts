/** Report jobs (report service). */
import { integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { tenantRef, users } from './tenancy';

export const reportJobs = pgTable('report_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** 'transaction' | 'feedback' */
  kind: text('kind').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull().default([]),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
  email: text('email').notNull(),
  /** 0 queued, 1 sent, 2 failed */
  status: smallint('status').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
});
