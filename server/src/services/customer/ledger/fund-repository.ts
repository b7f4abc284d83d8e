/**
 * SQL of a fund movement (fund-service.ts decides it): the movement as one statement, a keyed
 * movement's first result, the original of a reversal, and the wallet a refused movement names.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wallets, ledgerMovements as wt } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';
import * as ledgerMovementRepo from './ledger-movement-repository';

export type LedgerMovementRow = typeof wt.$inferSelect;

/** The ledger row a movement statement returns, every number as text (both drivers agree on text). */
export type MovedRow = {
  id: string;
  wallet_id: number;
  transaction_amount: string;
  previous_balance: string;
  after_balance: string;
  remark: string | null;
  reverses_id: string | null;
  created_at: string | Date;
};

/** The tenant's movement made under an Idempotency-Key, or undefined. */
export const movementByKey = (db: Db, tenantId: number, key: string): Promise<LedgerMovementRow | undefined> =>
  tenantRowsRepo.tenantRowWhere(db, wt, tenantId, wt.idempotencyKey, key);

/** The tenant's movement `id` as a reversal checks it (wallet, amount, what it reverses), or undefined. */
export async function reversedMovement(db: Db, tenantId: number, id: number) {
  const [original] = await db
    .select({ walletId: wt.walletId, amount: wt.transactionAmount, reversesId: wt.reversesId })
    .from(wt)
    .where(and(eq(wt.id, id), eq(wt.tenantId, tenantId)));
  return original;
}

/** What one fund movement statement writes (the fund dialog's: an active wallet, audited as 'fund'). */
export interface FundMovement {
  actor: ledgerMovementRepo.Mover;
  walletId: number;
  paise: bigint;
  remark: string | null;
  reversesId: number | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * The movement as ONE statement, hence one transaction and one round trip (ledger-movement-repository.ts).
 * No row back means the wallet is missing or the floor refused; a second key answers 23505.
 */
export async function insertMovement(db: Db, m: FundMovement): Promise<MovedRow | undefined> {
  const ctes = ledgerMovementRepo.movementCtes({ ...m, requireActive: true, auditAction: 'fund' });
  const statement = sql`
    with ${ctes}
    select id::text as id, wallet_id, transaction_amount::text as transaction_amount,
           previous_balance::text as previous_balance, after_balance::text as after_balance, remark,
           reverses_id::text as reverses_id, created_at
      from entry`;
  return rowsOf(await db.execute(statement))[0] as MovedRow | undefined;
}

/** The tenant's live wallet as a refused movement describes it, or undefined. */
export async function movementWallet(db: Db, tenantId: number, walletId: number) {
  const [wallet] = await db
    .select({ type: wallets.type, amount: wallets.amount, creditLimit: wallets.creditLimit, status: wallets.status })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.tenantId, tenantId), isNull(wallets.deletedAt)));
  return wallet;
}
