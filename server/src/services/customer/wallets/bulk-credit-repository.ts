/** SQL of a bulk credit's step (bulk-credit-service.ts): the state of the step's wallets and which of them the batch reached. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wallets, ledgerMovements } from '../../../db/schema';
import { P } from '../../../db/statement-cache';

export type WalletState = { id: number; status: number; deletedAt: string | null };

/** The tenant's wallets among `ids`, deleted ones included (a skip says why). */
export function walletStates(db: Db, tenantId: number, ids: readonly number[]): Promise<WalletState[]> {
  return db
    .select({ id: wallets.id, status: wallets.status, deletedAt: wallets.deletedAt })
    .from(wallets)
    .where(and(eq(wallets.tenantId, P('tenantId')), inArray(wallets.id, [...ids])))
    .execute({ tenantId });
}

/** Which of `keys` the tenant's ledger already holds (movements a batch already made). */
export async function appliedKeys(db: Db, tenantId: number, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: ledgerMovements.idempotencyKey })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.tenantId, P('tenantId')), inArray(ledgerMovements.idempotencyKey, [...keys])))
    .execute({ tenantId });
  return new Set(rows.map((r) => r.key!));
}
