/**
 * Reading the wallet ledger. Pages are cut on the base table by the (tenant, created_at, id)
 * index — by keyset cursor when the caller has one — and only that page is joined to its
 * wallet and customer, so page 1 and a page half a million rows deep cost the same.
 */
import type { WalletTransaction, WalletTransactionListRequest } from '@console/shared/contracts';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, wallets, walletTransactions as wt } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { boundedTotal, clampLimit, MAX_OFFSET, pagination } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

type Cursor = { at: string; id: number; dir: 'ASC' | 'DESC' };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id, cursor.dir])).toString('base64url');
}

/** PostgreSQL's timestamptz text, as the cursor carries it (microseconds kept). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)$/;

function decodeCursor(text: string): Cursor {
  try {
    const [at, id, dir] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if (typeof at === 'string' && TIMESTAMP.test(at) && Number.isSafeInteger(id) && (dir === 'ASC' || dir === 'DESC')) {
      return { at, id: id as number, dir };
    }
  } catch {
    // fall through
  }
  throw badRequest('cursor is not one this server issued.', 'INVALID_CURSOR');
}

const SORTABLE = ['created_at', 'id'];

export async function listWalletTransactions(db: Db, tenantId: number, body: WalletTransactionListRequest) {
  if (body.sortBy !== undefined && !SORTABLE.includes(body.sortBy)) {
    throw badRequest(`sortBy must be one of: ${SORTABLE.join(', ')}.`, 'INVALID_SORT');
  }
  const limit = clampLimit(body.limit);
  const offset = body.offset ?? 0;
  const cursor = body.cursor ? decodeCursor(body.cursor) : undefined;
  if (!cursor && offset > MAX_OFFSET) {
    throw badRequest(`offset must be at most ${MAX_OFFSET}; read deeper pages with pagination.nextCursor.`);
  }
  const dir = cursor?.dir ?? body.sortDir ?? 'DESC';
  const order = dir === 'DESC' ? desc : asc;
  const beyond = dir === 'DESC' ? lt : gt;

  const filters: (SQL | undefined)[] = [eq(wt.tenantId, tenantId)];
  if (body.wallet_id) filters.push(eq(wt.walletId, body.wallet_id));
  if (body.customer_id) {
    filters.push(
      inArray(
        wt.walletId,
        db
          .select({ id: wallets.id })
          .from(wallets)
          .where(and(eq(wallets.tenantId, tenantId), eq(wallets.customerId, body.customer_id))),
      ),
    );
  }
  const where = and(...filters);
  const keyset = cursor
    ? or(beyond(wt.createdAt, cursor.at), and(eq(wt.createdAt, cursor.at), beyond(wt.id, cursor.id)))
    : undefined;

  // Page of ids first (index only), then the joins for those rows alone.
  const pageIds = db
    .select({ id: wt.id })
    .from(wt)
    .where(and(where, keyset))
    .orderBy(order(wt.createdAt), order(wt.id))
    .limit(limit)
    .offset(cursor ? 0 : offset)
    .as('page');

  const [rows, total] = await Promise.all([
    db
      .select({
        id: wt.id,
        walletId: wt.walletId,
        amount: wt.transactionAmount,
        previous: wt.previousBalance,
        after: wt.afterBalance,
        remark: wt.remark,
        reversesId: wt.reversesId,
        createdAt: wt.createdAt,
        walletName: wallets.name,
        walletType: wallets.type,
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        mobile: customers.mobile,
      })
      .from(pageIds)
      .innerJoin(wt, eq(wt.id, pageIds.id))
      .innerJoin(wallets, eq(wallets.id, wt.walletId))
      .innerJoin(customers, eq(customers.id, wallets.customerId))
      .orderBy(order(wt.createdAt), order(wt.id)),
    boundedTotal(db, db.select({ id: wt.id }).from(wt).where(where)),
  ]);

  const data: WalletTransaction[] = rows.map((r) => ({
    id: r.id,
    wallet_id: r.walletId,
    transaction_amount: toRupees(r.amount),
    previous_balance: toRupees(r.previous),
    after_balance: toRupees(r.after),
    remark: r.remark,
    reverses_id: r.reversesId,
    created_at: toIso(r.createdAt),
    Wallet: {
      id: r.walletId,
      name: r.walletName,
      wallet_type: r.walletType,
      Customer: { id: r.customerId, first_name: r.firstName, last_name: r.lastName, mobile: r.mobile },
    },
  }));
  const last = rows.at(-1);
  const nextCursor = rows.length === limit && last ? encodeCursor({ at: last.createdAt, id: last.id, dir }) : null;
  return {
    data,
    pagination: pagination(
      { limit, offset, currentPage: Math.floor(offset / limit) + 1, orderBy: [] },
      total,
      nextCursor,
    ),
  };
}
