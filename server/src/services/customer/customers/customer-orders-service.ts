/** A customer's orders, as the overview's Order Details lists them: newest first, searchable by number. */
import type { CustomerOrder, PlainListRequest } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { presentPage } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './customer-orders-repository';
import { assertCustomer } from './customers-list-service';

function toOrder(r: repo.OrderRow): CustomerOrder {
  return {
    ...snakeFields(r, 'id orderNo paymentSource paymentStatus status vendStatus touchpoint'),
    created_at: toIso(r.createdAt),
    amount: toRupees(r.amount),
  };
}

/** The customer's orders for the overview's Order Details (404 for an unknown customer). */
export async function listCustomerOrders(db: Db, tenantId: number, customerId: number, body: PlainListRequest) {
  await assertCustomer(db, tenantId, customerId);
  return presentPage(await repo.customerOrdersPage(db, tenantId, customerId, body), toOrder);
}
