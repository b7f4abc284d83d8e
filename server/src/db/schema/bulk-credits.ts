/**
 * Bulk credits (customer service): one amount to many wallets as one batch, run as a job on the
 * queue. A batch's row holds what it pays (the wallets in order, the amount, the remark), who asked,
 * and how far its job got; each wallet's outcome is a row of `bulk_credit_results`, written in the
 * same transaction as the progress, so a job taken over by another process resumes after the last
 * wallet saved.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, counters, paise, ref, timestamps, ts } from './columns';
import { tenantRecord, users } from './tenancy';

export const bulkCredits = pgTable(
  'bulk_credits',
  {
    ...tenantRecord(),
    createdBy: ref('created_by', () => users.id),
    /** The operator's e-mail and address when the batch was asked for: every movement's audit row carries them. */
    createdByEmail: text('created_by_email'),
    createdIp: text('created_ip'),
    /** The Idempotency-Key the dialog sent: one batch per key and tenant. */
    batchKey: text('batch_key').notNull(),
    /** Paid to each wallet, in paise. */
    amount: paise('amount').notNull(),
    remark: text('remark'),
    /** The wallets in the order they are credited. */
    walletIds: integer('wallet_ids').array().notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    /** Why a failed batch stopped. */
    reason: text('reason'),
    /** The run of the batch: Run Again starts the next one, each its own job. */
    run: integer('run').notNull().default(1),
    /** The attempt at the run: an attempt writes progress only while this is still its number. */
    attempt: counter('attempt'),
    /** Wallets whose outcome is saved (`bulk_credit_results` positions 0 … processed − 1). */
    processed: counter('processed'),
    /** What became of the processed wallets. */
    ...counters('credited', 'alreadyCredited', 'skipped', 'failed'),
    ...timestamps(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('bulk_credits_tenant_key_uq').on(t.tenantId, t.batchKey),
    // The reconcile's walk: batches not finished, by their last change.
    index('bulk_credits_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('bulk_credits_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('bulk_credits_amount_ck', sql`${t.amount} > 0`),
    check('bulk_credits_processed_ck', sql`${t.processed} between 0 and cardinality(${t.walletIds})`),
  ],
);

/** What a batch did to one of its wallets, at the wallet's position in the batch. */
export const bulkCreditResults = pgTable(
  'bulk_credit_results',
  {
    bulkCreditId: ref('bulk_credit_id', () => bulkCredits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    walletId: integer('wallet_id').notNull(),
    /** 'credited' | 'replayed' | 'skipped' | 'failed' */
    outcome: text('outcome').notNull(),
    message: text('message'),
    /** The ledger row that credited the wallet (its balance after is read from there). */
    movementId: bigint('movement_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.bulkCreditId, t.position] }),
    check('bulk_credit_results_outcome_ck', sql`${t.outcome} in ('credited', 'replayed', 'skipped', 'failed')`),
  ],
);
