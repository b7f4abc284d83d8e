/**
 * SQL of one customer, always scoped to the caller's tenant: its row (whether a PIN is set, never
 * the PIN) and wallet total, the PIN itself, the row lock, the RFID and mobile checks, and the
 * writes of a create, an edit, an RFID link and a delete with its wallets.
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { customers, wallets } from '../../../db/schema';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import * as customersListRepo from './customers-list-repository';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

/** The tenant's live customer `id` and whether its PIN is set, or undefined. */
export async function findCustomerRow(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({ ...customersListRepo.customerColumns, hasPin: sql<boolean>`${customers.pin} is not null` })
    .from(customers)
    .where(and(customersListRepo.liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** What the customer's live wallets hold together (as text) and how many there are. */
export async function walletTotals(db: DbOrTx, customerId: number) {
  const [held] = await db
    .select({ total: sql<string>`coalesce(sum(${wallets.amount}), 0)::text`, n: sql<number>`count(*)::int` })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)));
  return held;
}

/** The tenant's live customer's PIN (null when none is set), or undefined when there is no such customer. */
export async function customerPin(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({ pin: customers.pin })
    .from(customers)
    .where(and(customersListRepo.liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** Locks the tenant's live customer row for this transaction; whether there was one. */
export async function lockCustomerRow(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(customersListRepo.liveCustomer(P('tenantId')), eq(customers.id, id)))
    .for('update')
    .execute({ tenantId });
  return rows[0] !== undefined;
}

/** Whether a live customer of the tenant other than `exceptId` holds `value` in `column`. */
async function otherCustomerHas(
  db: DbOrTx,
  tenantId: number,
  column: typeof customers.rfid | typeof customers.mobile,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        customersListRepo.liveCustomer(P('tenantId')),
        eq(column, P('value')),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId, value });
  return rows[0] !== undefined;
}

/** Whether a live customer of the tenant other than `exceptId` has this RFID. */
export function rfidInUse(db: DbOrTx, tenantId: number, rfid: string, exceptId?: number): Promise<boolean> {
  return otherCustomerHas(db, tenantId, customers.rfid, rfid, exceptId);
}

/**
 * Whether a live customer of the tenant other than `exceptId` has this mobile. Two saves of one
 * number at once queue on a transaction lock taken on the number first, so the second sees the
 * first's row (old data may hold duplicates, so this is not a unique index).
 */
export async function mobileInUse(tx: Tx, tenantId: number, mobile: string, exceptId?: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customer-mobile:${tenantId}:${mobile}`}, 0))`);
  return otherCustomerHas(tx, tenantId, customers.mobile, mobile, exceptId);
}

/** The columns a customer's form sets (undefined: kept). */
export type CustomerColumns = Partial<
  Pick<
    typeof customers.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'mobile'
    | 'email'
    | 'userOrigin'
    | 'className'
    | 'sectionName'
    | 'rfid'
    | 'pin'
    | 'status'
  >
>;

/** Inserts the tenant's customer; its id. */
export async function insertCustomer(
  tx: Tx,
  values: CustomerColumns & Pick<typeof customers.$inferInsert, 'tenantId' | 'firstName' | 'lastName' | 'mobile'>,
): Promise<number> {
  const [created] = await tx.insert(customers).values(values).returning({ id: customers.id });
  return created!.id;
}

/** The WHERE term of a customer edit: the row is still at the `updated_at` the client loaded (400 when malformed). */
export const customerUnchangedSince = (loaded: string): SQL => unchangedSince(customers.updatedAt, loaded);

/** Sets the customer's columns where `unchanged` holds; the ids updated (none: the row changed since). */
export function updateCustomerRow(tx: Tx, id: number, unchanged: SQL, changes: CustomerColumns) {
  return updateUnchanged(tx, customers, and(eq(customers.id, id), unchanged), changes);
}

/** Links the RFID to the customer. */
export async function setRfid(tx: Tx, id: number, rfid: string): Promise<void> {
  await tx
    .update(customers)
    .set({ rfid, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** The customer's live wallets (id, name, balance) by id, locked for this transaction. */
export function lockCustomerWallets(tx: Tx, customerId: number) {
  return tx
    .select({ id: wallets.id, name: wallets.name, amount: wallets.amount })
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
    .orderBy(asc(wallets.id))
    .for('update');
}

/** Soft-deletes the wallets `ids`; the ledger keeps every row. */
export async function softDeleteWallets(tx: Tx, ids: number[]): Promise<void> {
  await tenantRowsRepo.softDelete(tx, wallets, inArray(wallets.id, ids));
}

/** Soft-deletes the customer. */
export async function softDeleteCustomer(tx: Tx, id: number): Promise<void> {
  await tenantRowsRepo.softDelete(tx, customers, eq(customers.id, id));
}
