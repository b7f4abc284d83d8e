/**
 * SQL of Touchpoint Orders: the list's rows with its period, filters and search, paged by keyset at
 * any depth, the report rows of a selection, and the Channel filter's choices. One order's detail
 * rows are in `order-detail-repository.ts`; the wire shapes in `orders-service.ts`.
 */
import { type ListBase, type OrderListRequest } from '@console/shared/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { P, statement } from '../../../db/statement-cache';
import { channels, customers, orderFeedback, orders, touchpoints, wallets } from '../../../db/schema';
import { keysetChunks, type ChunkRows } from '../../../lib/export/keyset-chunks';
import { chosenFilter, filterShape, listWindow, readPage, type ListSpec, type RowOf } from '../../../lib/list';
import { periodOf, type PeriodOptions } from '../../../lib/period';

const customerName = sql<
  string | null
>`case when ${customers.id} is null then null else ${customers.firstName} || ' ' || ${customers.lastName} end`;

const columns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  channelId: orders.channelId,
  channel: channels.name,
  touchpointId: orders.touchpointId,
  touchpoint: touchpoints.name,
  paymentSource: orders.paymentSource,
  paymentStatus: orders.paymentStatus,
  amount: orders.amount,
  status: orders.status,
  vendStatus: orders.vendStatus,
  refundedAmount: orders.refundedAmount,
  customerId: orders.customerId,
  customerName,
  customerMobile: customers.mobile,
};
/** Channel, touchpoint and customer come from left joins: null when the order names none. */
export type OrderRow = Omit<RowOf<typeof columns>, 'channel' | 'touchpoint' | 'customerMobile'> & {
  channel: string | null;
  touchpoint: string | null;
  customerMobile: string | null;
};

const spec: ListSpec<'created_at' | 'amount'> = {
  sortable: { created_at: orders.createdAt, amount: orders.amount },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: orders.id,
};

/**
 * What a search names: an order number (`ORD00000042`, or just `42`), or a customer's mobile
 * (10 digits, optionally +91). Each is an exact, indexed lookup, so a search is fast at any size.
 */
function searchOf(term: string | undefined): { orderNo?: string; mobile?: string } {
  const text = term?.trim().toUpperCase();
  if (!text) return {};
  const mobile = /^(\+91)?([6-9]\d{9})$/.exec(text);
  if (mobile) return { mobile: mobile[2]! };
  if (/^\d{1,9}$/.test(text)) return { orderNo: `ORD${text.padStart(8, '0')}` };
  return { orderNo: text };
}

/**
 * The orders a list page or a report selects, with the period resolved to instants: a report
 * queued now covers the orders of its period as it was asked, whenever it runs.
 */
export interface OrderSelection {
  from?: string | undefined;
  to?: string | undefined;
  channelId?: number | undefined;
  touchpointId?: number | undefined;
  paymentStatus?: number | undefined;
  status?: number | undefined;
  customerId?: number | undefined;
  orderNo?: string | undefined;
  mobile?: string | undefined;
}

export function orderSelection(
  body: Omit<OrderListRequest, keyof typeof ListBase> & { search?: string | undefined },
  timeZone: string,
  options: PeriodOptions = {},
): OrderSelection {
  const period = periodOf(body, timeZone, new Date(), options);
  const search = searchOf(body.search);
  return {
    from: period?.from.toISOString(),
    to: period?.to.toISOString(),
    channelId: chosenFilter(body.channel_id),
    touchpointId: chosenFilter(body.touchpoint_id),
    paymentStatus: chosenFilter(body.payment_status),
    status: chosenFilter(body.status),
    customerId: body.customer_id,
    orderNo: search.orderNo,
    mobile: search.mobile,
  };
}

function filtersOf(tenantId: number, selection: OrderSelection) {
  return {
    tenantId,
    from: selection.from,
    to: selection.to,
    channelId: selection.channelId,
    touchpointId: selection.touchpointId,
    paymentStatus: selection.paymentStatus,
    status: selection.status,
    customerId: selection.customerId,
    orderNo: selection.orderNo,
    mobile: selection.mobile,
    mobilePlus: selection.mobile ? `+91${selection.mobile}` : undefined,
  };
}
type OrderFilters = ReturnType<typeof filtersOf>;

/** The WHERE of the list and the reports, on placeholders named after `filtersOf`'s keys. */
function whereOf(db: Db, filters: OrderFilters) {
  return and(
    eq(orders.tenantId, P('tenantId')),
    filters.from !== undefined ? gte(orders.createdAt, P('from')) : undefined,
    filters.to !== undefined ? lt(orders.createdAt, P('to')) : undefined,
    filters.channelId !== undefined ? eq(orders.channelId, P('channelId')) : undefined,
    filters.touchpointId !== undefined ? eq(orders.touchpointId, P('touchpointId')) : undefined,
    filters.paymentStatus !== undefined ? eq(orders.paymentStatus, P('paymentStatus')) : undefined,
    filters.status !== undefined ? eq(orders.status, P('status')) : undefined,
    filters.customerId !== undefined ? eq(orders.customerId, P('customerId')) : undefined,
    filters.orderNo !== undefined ? eq(orders.orderNo, P('orderNo')) : undefined,
    filters.mobile !== undefined
      ? inArray(
          orders.customerId,
          db
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(eq(customers.tenantId, P('tenantId')), inArray(customers.mobile, [P('mobile'), P('mobilePlus')])),
            ),
        )
      : undefined,
  );
}

/** One page of the list's rows with its pagination. */
export async function ordersPage(db: Db, tenantId: number, timeZone: string, body: OrderListRequest) {
  const window = listWindow(body, spec);
  const filters = filtersOf(tenantId, orderSelection(body, timeZone));
  const where = () => whereOf(db, filters);
  return readPage<OrderRow>(db, {
    name: 'orders',
    window,
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(orders)
        .leftJoin(channels, eq(channels.id, orders.channelId))
        .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .$dynamic(),
    where,
    ids: () => db.select({ id: orders.id }).from(orders).where(where()).$dynamic(),
  });
}

/** How many orders (or, `withFeedback`, feedback rows) a selection holds, counted up to `cap + 1`. */
export async function countSelected(
  db: Db,
  tenantId: number,
  selection: OrderSelection,
  cap: number,
  withFeedback: boolean,
): Promise<number> {
  const filters = filtersOf(tenantId, selection);
  const shape = `orders-report${withFeedback ? '-feedback' : ''}|${filterShape(filters)}#count`;
  const rows = (await statement(db, shape, () => {
    const base = db.select({ id: orders.id }).from(orders);
    const joined = withFeedback ? base.innerJoin(orderFeedback, eq(orderFeedback.orderId, orders.id)) : base;
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(joined.where(whereOf(db, filters)).limit(P('cap')).as('capped'));
  }).execute({ ...filters, cap: cap + 1 })) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

const reportSort = listWindow({}, spec);

/** A transaction report's rows: the orders of a selection, newest first, chunk by chunk. */
export function orderReportChunks(db: Db, tenantId: number, selection: OrderSelection, chunkRows?: ChunkRows) {
  const filters = filtersOf(tenantId, selection);
  return keysetChunks<OrderRow & { walletName: string | null }>(db, {
    key: `orders-report|${filterShape(filters)}`,
    sort: reportSort.sort,
    tie: orders.id,
    from: (extra) =>
      db
        .select({ ...columns, walletName: wallets.name, ...extra })
        .from(orders)
        .leftJoin(channels, eq(channels.id, orders.channelId))
        .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(wallets, eq(wallets.id, orders.walletId))
        .$dynamic(),
    where: () => whereOf(db, filters),
    filters,
    chunkRows,
  });
}

/** A feedback report's rows: the feedback on the orders of a selection, by the order, newest first. */
export function feedbackReportChunks(db: Db, tenantId: number, selection: OrderSelection, chunkRows?: ChunkRows) {
  const filters = filtersOf(tenantId, selection);
  return keysetChunks<OrderRow & { rating: number | null; comment: string | null; feedbackAt: string }>(db, {
    key: `orders-report-feedback|${filterShape(filters)}`,
    sort: reportSort.sort,
    tie: orders.id,
    from: (extra) =>
      db
        .select({
          ...columns,
          rating: orderFeedback.rating,
          comment: orderFeedback.comment,
          feedbackAt: orderFeedback.createdAt,
          ...extra,
        })
        .from(orders)
        .innerJoin(orderFeedback, eq(orderFeedback.orderId, orders.id))
        .leftJoin(channels, eq(channels.id, orders.channelId))
        .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .$dynamic(),
    where: () => whereOf(db, filters),
    filters,
    chunkRows,
  });
}

export { columns as orderColumns };

/** Every channel of the tenant (id, name), by name: the Channel filter's choices. */
export async function channelChoices(db: Db, tenantId: number) {
  return db
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .where(eq(channels.tenantId, tenantId))
    .orderBy(sql`lower(${channels.name})`, asc(channels.id));
}
