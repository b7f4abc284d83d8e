/**
 * Wallets (Employee Wallets). The balance is never written here: only a fund movement moves
 * money (fund-repository.ts). Edits that depend on the balance — the type, the credit limit,
 * a delete — lock the wallet row first, so they cannot race a movement. What a credit limit and
 * a balance may be is in wallet-credit-repository.ts.
 */
import type {
  ConvertToPrepaidBody,
  Wallet,
  WalletBody,
  WalletListRequest,
  WalletUpdateBody,
  WALLET_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customerGroupMembers, customers, wallets } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, type ListSpec, listWindow } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { lockCustomer } from '../customers/customers-repository';
import { assertAboveFloor, creditLimitOf } from './wallet-credit-repository';
import { P } from '../../../db/statement-cache';

const PRIMARY_TAKEN = 'This customer already has a primary wallet.';

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
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toWallet(r: Row): Wallet {
  return {
    id: r.id,
    customer_id: r.customerId,
    name: r.name,
    wallet_name: r.name,
    number: r.mobile,
    amount: toRupees(r.amount),
    type: r.type,
    wallet_type: r.type,
    credit_limit: toRupees(r.creditLimit),
    is_primary: r.isPrimary,
    status: r.status,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
    Customer: { id: r.customerId, first_name: r.firstName, last_name: r.lastName, mobile: r.mobile },
  };
}

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
export async function listWallets(db: Db, tenantId: number, body: WalletListRequest) {
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
  return listPage(db, {
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
    present: toWallet,
  });
}

export async function getWallet(db: DbOrTx, tenantId: number, id: number): Promise<Wallet> {
  const [row] = await db
    .select(columns)
    .from(wallets)
    .innerJoin(customers, eq(customers.id, wallets.customerId))
    .where(and(liveWallet(P('tenantId')), eq(wallets.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Wallet');
  return toWallet(row);
}

/** The wallet row, locked for this transaction (a fund movement waits for it, and it for one). */
export async function lockWallet(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(liveWallet(P('tenantId')), eq(wallets.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!row) throw notFound('Wallet');
  return row;
}

async function otherPrimary(db: DbOrTx, customerId: number, exceptId?: number): Promise<boolean> {
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

/** Two primaries set at the same moment: the loser hits wallets_one_primary_uq and hears the same 409. */
const guardPrimary = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('wallets_one_primary_uq', () => conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN'), work);

/**
 * A new wallet starts at ₹0.00. Left unsaid, `is_primary` is true exactly when the customer has
 * no live primary wallet yet, so a customer's first wallet becomes the primary one.
 */
export function createWallet(db: Db, actor: Actor, input: WalletBody): Promise<Wallet> {
  return guardPrimary(() =>
    db.transaction(async (tx) => {
      const creditLimit = await creditLimitOf(tx, actor.tenantId, input);
      await lockCustomer(tx, actor.tenantId, input.customer_id, () =>
        badRequest('customer_id does not name a customer of your company.', 'UNKNOWN_CUSTOMER'),
      );
      const hasPrimary = await otherPrimary(tx, input.customer_id);
      if (input.is_primary && hasPrimary) throw conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN');
      const [created] = await tx
        .insert(wallets)
        .values({
          tenantId: actor.tenantId,
          customerId: input.customer_id,
          name: input.name,
          type: input.type,
          creditLimit,
          isPrimary: input.is_primary ?? !hasPrimary,
          status: input.status ?? 1,
        })
        .returning({ id: wallets.id });
      const wallet = await getWallet(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'wallet', entityId: wallet.id, after: wallet });
      return wallet;
    }),
  );
}

/** The wallet form keeps the type: each way has its own, reviewed path. */
function typeChangeRefused(current: string) {
  return conflict(
    current === 'prepaid'
      ? 'A prepaid wallet becomes postpaid only through an approved request: use Request Postpaid.'
      : 'A postpaid wallet becomes prepaid only through Convert to Prepaid, by the company admin.',
    'TYPE_CHANGE',
  );
}

export function updateWallet(db: Db, actor: Actor, id: number, input: WalletUpdateBody): Promise<Wallet> {
  const unchanged = unchangedSince(wallets.updatedAt, input.updated_at);
  return guardPrimary(() =>
    db.transaction(async (tx) => {
      const locked = await lockWallet(tx, actor.tenantId, id);
      if (input.customer_id !== locked.customerId) {
        throw badRequest('customer_id cannot change: a wallet stays with its customer.', 'CUSTOMER_CHANGE');
      }
      if (input.type !== locked.type) throw typeChangeRefused(locked.type);
      const creditLimit = await creditLimitOf(tx, actor.tenantId, input, locked.creditLimit);
      assertAboveFloor(locked.amount, input.type, creditLimit);
      const isPrimary = input.is_primary ?? locked.isPrimary;
      if (isPrimary && !locked.isPrimary && (await otherPrimary(tx, locked.customerId, id))) {
        throw conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN');
      }
      const before = await getWallet(tx, actor.tenantId, id);
      const updated = await tx
        .update(wallets)
        .set({
          name: input.name,
          type: input.type,
          creditLimit,
          isPrimary,
          status: input.status ?? locked.status,
          updatedAt: sql`now()`,
        })
        .where(and(eq(wallets.id, id), unchanged))
        .returning({ id: wallets.id });
      assertUnchanged(updated);
      const after = await getWallet(tx, actor.tenantId, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'wallet', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * Convert to Prepaid (company admin only): a postpaid wallet whose balance is at or above ₹0.00
 * becomes prepaid with no credit limit, audited with the remark. Guarded like an edit by the
 * `updated_at` the page loaded.
 */
export function convertToPrepaid(db: Db, actor: Actor, id: number, input: ConvertToPrepaidBody): Promise<Wallet> {
  const unchanged = unchangedSince(wallets.updatedAt, input.updated_at);
  return db.transaction(async (tx) => {
    const locked = await lockWallet(tx, actor.tenantId, id);
    if (locked.type !== 'postpaid') throw conflict('This wallet is already prepaid.', 'ALREADY_PREPAID');
    assertAboveFloor(locked.amount, 'prepaid', 0n);
    const before = await getWallet(tx, actor.tenantId, id);
    const updated = await tx
      .update(wallets)
      .set({ type: 'prepaid', creditLimit: 0n, updatedAt: sql`now()` })
      .where(and(eq(wallets.id, id), unchanged))
      .returning({ id: wallets.id });
    assertUnchanged(updated);
    const after = await getWallet(tx, actor.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'convert_to_prepaid',
      entity: 'wallet',
      entityId: id,
      before,
      after: { ...after, remark: input.remark?.trim() || null },
    });
    return after;
  });
}

/** Soft delete; the ledger keeps every row. A wallet holding money (or owing it) stays. */
export async function deleteWallet(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockWallet(tx, actor.tenantId, id);
    if (locked.amount !== 0n) {
      throw conflict('A wallet with a non-zero balance cannot be deleted.', 'BALANCE_NOT_ZERO');
    }
    const before = await getWallet(tx, actor.tenantId, id);
    await tx
      .update(wallets)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(wallets.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'wallet', entityId: id, before });
  });
}
