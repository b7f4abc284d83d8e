/**
 * CSV imports (customer service): a file of customers, top-ups or group members, run as a job on
 * the queue. The import's row holds the file's rows as parsed (so any process resumes it), who
 * asked, and how far its job got; each failed row's message is a row of `customer_import_failures`,
 * written in the same transaction as the progress. One import per file: the tenant, kind, group
 * and the file's sha256 are unique, so the same file again answers the import it made.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, counters, ref, timestamps, ts } from './columns';
import { tenantRecord, users } from './tenancy';

export const customerImports = pgTable(
  'customer_imports',
  {
    ...tenantRecord(),
    createdBy: ref('created_by', () => users.id),
    /** The operator's e-mail and address when the import was asked for: its audit rows carry them. */
    createdByEmail: text('created_by_email'),
    createdIp: text('created_ip'),
    /** 'customers' | 'top-ups' | 'group-members' */
    kind: text('kind').notNull(),
    /** The group a group-members import adds to (null for the other kinds). */
    groupId: integer('group_id'),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes, hex. */
    sha256: text('sha256').notNull(),
    /** The header row as uploaded. */
    header: text('header').array().notNull(),
    /** The data rows as parsed: `[line, ...cells]` each, in the file's order. */
    rows: jsonb('rows').$type<[number, ...string[]][]>().notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    /** Why a failed import stopped. */
    error: text('error'),
    /** The attempt at the import: an attempt writes progress only while this is still its number. */
    attempt: counter('attempt'),
    total: integer('total').notNull(),
    /** Rows whose outcome is saved (rows 0 … processed − 1). */
    processed: counter('processed'),
    ...counters('created', 'updated', 'unchanged', 'failed'),
    ...timestamps(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('customer_imports_file_uq').on(t.tenantId, t.kind, sql`coalesce(${t.groupId}, 0)`, t.sha256),
    // The reconcile's walk: imports not finished, by their last change.
    index('customer_imports_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('customer_imports_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('customer_imports_kind_ck', sql`${t.kind} in ('customers', 'top-ups', 'group-members')`),
    check('customer_imports_processed_ck', sql`${t.processed} between 0 and ${t.total}`),
  ],
);

/** A row of an import that failed, by its line in the file, with the reason. */
export const customerImportFailures = pgTable(
  'customer_import_failures',
  {
    importId: ref('import_id', () => customerImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
