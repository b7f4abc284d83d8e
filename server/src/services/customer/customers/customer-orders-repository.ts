/** SQL of a customer's orders, as the overview's Order Details lists them: newest first, searchable by number. */
import type { PlainListRequest } from '@console/shared/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, touchpoints } from '../../../db/schema';
import { likePattern, readPage, listWindow, type ListSpec } from '../../../lib/list';
import { P } from '../../../db/statement-cache';

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  amount: orders.amount,
  paymentSource: orders.paymentSource,
  paymentStatus: orders.paymentStatus,
  status: orders.status,
  vendStatus: orders.vendStatus,
  touchpoint: touchpoints.name,
};
export type OrderRow = Omit<
  { [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] },
  'touchpoint'
> & {
  /** Null when the order names no touchpoint (left join). */
  touchpoint: string | null;
};

const orderSpec: ListSpec<'created_at' | 'id' | 'amount'> = {
  sortable: { created_at: orders.createdAt, id: orders.id, amount: orders.amount },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: orders.id,
};

/** One page of the customer's orders, newest first; search by order number. */
export async function customerOrdersPage(db: Db, tenantId: number, customerId: number, body: PlainListRequest) {
  const filters = { tenantId, customerId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(orders.tenantId, P('tenantId')),
      eq(orders.customerId, P('customerId')),
      filters.search !== undefined ? ilike(orders.orderNo, P('search')) : undefined,
    );
  return readPage<OrderRow>(db, {
    name: 'customer-orders',
    window: listWindow(body, orderSpec),
    filters,
    from: (extra) =>
      db
        .select({ ...orderColumns, ...extra })
        .from(orders)
        .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
        .$dynamic(),
    where,
    ids: () => db.select({ id: orders.id }).from(orders).where(where()).$dynamic(),
  });
}
