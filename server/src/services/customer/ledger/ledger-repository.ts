/**
 * Reading the wallet ledger. Pages are cut on the base table by the (tenant, created_at, id)
 * index — by keyset cursor when the caller has one — and only that page is joined to its
 * wallet and customer, so page 1 and a page half a million rows deep cost the same.
 */
import type { WalletTransaction, WalletTransactionListRequest } from '@console/shared/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, wallets, walletTransactions as wt } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { clampLimit, filterShape, MAX_OFFSET, pageWithTotal, pagination, statement } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

const P = sql.placeholder;

type LedgerRow = {
  id: number;
  walletId: number;
  amount: bigint;
  previous: bigint;
  after: bigint;
  remark: string | null;
  reversesId: number | null;
  createdAt: string;
};
type Owner = {
  id: number;
  name: string;
  type: string;
  customerId: number;
  firstName: string;
  lastName: string;
  mobile: string;
};

type Cursor = { at: string; id: number; dir: 'ASC' | 'DESC' };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id, cursor.dir])).toString('base64url');
}

/** PostgreSQL's timestamptz text, as the cursor carries it (microseconds kept). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)$/;

function decodeCursor(text: string): Cursor {
  try {
    const [at, id, dir] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if (
      typeof at === 'string' &&
      TIMESTAMP.test(at) &&
      // The shape alone lets month 13 through to PostgreSQL (a 500); the calendar must agree.
      !Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))) &&
      Number.isSafeInteger(id) &&
      (dir === 'ASC' || dir === 'DESC')
    ) {
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

  const filters = { tenantId, walletId: body.wallet_id, customerId: body.customer_id };
  const shape = `ledger|${dir}|${cursor ? 'cursor' : 'offset'}|${filterShape(filters)}`;
  const where = () =>
    and(
      eq(wt.tenantId, P('tenantId')),
      filters.walletId !== undefined ? eq(wt.walletId, P('walletId')) : undefined,
      filters.customerId !== undefined
        ? inArray(
            wt.walletId,
            db
              .select({ id: wallets.id })
              .from(wallets)
              .where(and(eq(wallets.tenantId, P('tenantId')), eq(wallets.customerId, P('customerId')))),
          )
        : undefined,
    );
  // A row-value comparison walks the (tenant, created_at, id) index straight from the cursor.
  const keyset = () =>
    cursor
      ? dir === 'DESC'
        ? sql`(${wt.createdAt}, ${wt.id}) < (${P('cursorAt')}::timestamptz, ${P('cursorId')})`
        : sql`(${wt.createdAt}, ${wt.id}) > (${P('cursorAt')}::timestamptz, ${P('cursorId')})`
      : undefined;

  // The page from the ledger alone, then its wallets and customers in one small lookup.
  // (One joined statement is no faster on PGlite and, with a generic plan that cannot see
  // the limit, much slower on PostgreSQL.)
  const { rows, total } = await pageWithTotal<LedgerRow>(db, {
    key: shape,
    page: (extra) =>
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
          ...extra,
        })
        .from(wt)
        .where(and(where(), keyset()))
        .orderBy(order(wt.createdAt), order(wt.id))
        .limit(P('limit'))
        .offset(P('offset')),
    ids: () => db.select({ id: wt.id }).from(wt).where(where()).$dynamic(),
    filters,
    window: { ...(cursor ? { cursorAt: cursor.at, cursorId: cursor.id } : {}), limit, offset: cursor ? 0 : offset },
  });
  const walletIds = [...new Set(rows.map((r) => r.walletId))];
  const owners = walletIds.length
    ? ((await statement(db, 'ledger-owners', () =>
        db
          .select({
            id: wallets.id,
            name: wallets.name,
            type: wallets.type,
            customerId: customers.id,
            firstName: customers.firstName,
            lastName: customers.lastName,
            mobile: customers.mobile,
          })
          .from(wallets)
          .innerJoin(customers, eq(customers.id, wallets.customerId))
          .where(sql`${wallets.id} = any(${P('walletIds')}::int[])`),
      ).execute({ walletIds })) as Owner[])
    : [];
  const ownerOf = new Map(owners.map((o) => [o.id, o]));

  const data: WalletTransaction[] = rows.map((r) => {
    const o = ownerOf.get(r.walletId)!;
    return {
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
        name: o.name,
        wallet_type: o.type,
        Customer: { id: o.customerId, first_name: o.firstName, last_name: o.lastName, mobile: o.mobile },
      },
    };
  });
  const last = rows.at(-1);
  const nextCursor = rows.length === limit && last ? encodeCursor({ at: last.createdAt, id: last.id, dir }) : null;
  return {
    data,
    pagination: pagination({ limit, offset, currentPage: Math.floor(offset / limit) + 1 }, total, nextCursor),
  };
}
