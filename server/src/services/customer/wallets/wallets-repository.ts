/**
 * SQL of wallets (Employee Wallets), always scoped to the caller's tenant. The balance is never
 * written here: only a fund movement moves money (fund-service.ts).
 */
import type { WalletListRequest, WALLET_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customerGroupMembers, customers, wallets } from '../../../db/schema';
import { chosenFilter, likePattern, readPage, type ListSpec, listWindow } from '../../../lib/list';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

const columns = {
  id: wallets.id,
  customerId: wallets.customerId,
  name: wallets.name,
  type: wallets.type,
  creditLimit: wallets.creditLimit,
  amount: wallets.amount,
  isPrimary: wallets.isPrimary,
  status: wallets.status,
  createdAt: wallets.createdAt,
  updatedAt: wallets.updatedAt,
  firstName: customers.firstName,
  lastName: customers.lastName,
  mobile: customers.mobile,
};
/** A wallet row with its customer's name and mobile. */
export type WalletRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
/** A wallet's own row, as a lock reads it. */
export type LockedWallet = typeof wallets.$inferSelect;

const customerName = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
const spec: ListSpec<(typeof WALLET_SORTABLE)[number]> = {
  sortable: {
    id: wallets.id,
    name: sql`lower(${wallets.name})`,
    customer_name: sql`lower(${customerName})`,
    amount: wallets.amount,
    type: wallets.type,
    created_at: wallets.createdAt,
  },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: wallets.id,
};

/** A live wallet of the tenant placeholder: a value here would be cached into a shared statement. */
const liveWallet = (tenantId: Placeholder) => and(eq(wallets.tenantId, tenantId), isNull(wallets.deletedAt));
/**
 * Prepared per shape like every list. The page joins each wallet's customer (a primary-key
 * lookup per row); the capped count joins customers only when the search needs their names.
 */
export async function walletsPage(db: Db, tenantId: number, body: WalletListRequest) {
  const filters = {
    tenantId,
    search: body.search?.trim() ? likePattern(body.search) : undefined,
    type: chosenFilter(body.type),
    customerId: body.customer_id,
    groupId: chosenFilter(body.group_id),
    isPrimary: body.is_primary,
  };
  const where = () =>
    and(
      liveWallet(P('tenantId')),
      filters.search !== undefined
        ? or(ilike(wallets.name, P('search')), ilike(customerName, P('search')), ilike(customers.mobile, P('search')))
        : undefined,
      filters.type !== undefined ? eq(wallets.type, P('type')) : undefined,
      filters.customerId !== undefined ? eq(wallets.customerId, P('customerId')) : undefined,
      filters.groupId !== undefined
        ? sql`${wallets}.customer_id in (select m.customer_id from ${customerGroupMembers} m where m.group_id = ${P('groupId')})`
        : undefined,
      filters.isPrimary !== undefined ? eq(wallets.isPrimary, P('isPrimary')) : undefined,
    );
  return readPage<WalletRow>(db, {
    name: 'wallets',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(wallets)
        .innerJoin(customers, eq(customers.id, wallets.customerId))
        .$dynamic(),
    where,
    ids: () => {
      const ids = db.select({ id: wallets.id }).from(wallets).$dynamic();
      return (
        filters.search !== undefined ? ids.innerJoin(customers, eq(customers.id, wallets.customerId)) : ids
      ).where(where());
    },
  });
}

/** The tenant's live wallet `id` with its customer, or undefined. */
export async function findWallet(db: DbOrTx, tenantId: number, id: number): Promise<WalletRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(wallets)
    .innerJoin(customers, eq(customers.id, wallets.customerId))
    .where(and(liveWallet(P('tenantId')), eq(wallets.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** The tenant's live wallet row, locked for this transaction (a fund movement waits for it, and it for one); or undefined. */
export async function lockWalletRow(tx: Tx, tenantId: number, id: number): Promise<LockedWallet | undefined> {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(liveWallet(P('tenantId')), eq(wallets.id, id)))
    .for('update')
    .execute({ tenantId });
  return row;
}

/** Whether the customer has a live primary wallet other than `exceptId`. */
export async function otherPrimary(db: DbOrTx, customerId: number, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(
      and(
        eq(wallets.customerId, customerId),
        eq(wallets.isPrimary, true),
        isNull(wallets.deletedAt),
        exceptId ? ne(wallets.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type NewWallet = Pick<
  typeof wallets.$inferInsert,
  'tenantId' | 'customerId' | 'name' | 'type' | 'creditLimit' | 'isPrimary' | 'status'
>;

/** Inserts a wallet (at ₹0.00); its id. */
export async function insertWallet(tx: Tx, values: NewWallet): Promise<number> {
  const [created] = await tx.insert(wallets).values(values).returning({ id: wallets.id });
  return created!.id;
}

/** The WHERE term of a wallet edit: the row is still at the `updated_at` the client loaded (400 when malformed). */
export const walletUnchangedSince = (loaded: string): SQL => unchangedSince(wallets.updatedAt, loaded);

export type WalletChanges = Partial<
  Pick<typeof wallets.$inferInsert, 'name' | 'type' | 'creditLimit' | 'isPrimary' | 'status'>
>;

/** Sets the wallet's columns where `unchanged` holds; the ids updated (none: the row changed since). */
export function updateWalletRow(tx: Tx, id: number, unchanged: SQL, changes: WalletChanges) {
  return updateUnchanged(tx, wallets, and(eq(wallets.id, id), unchanged), changes);
}

/** Soft-deletes the wallet; the ledger keeps every row. */
export async function softDeleteWallet(tx: Tx, id: number): Promise<void> {
  await tenantRowsRepo.softDelete(tx, wallets, eq(wallets.id, id));
}
