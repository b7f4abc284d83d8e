/** Orders as the API answers them, for this feature's tests. */
import type { Order, OrderDetail, OrderItem, Refund } from '@console/shared/contracts';
import { cursorPage } from '@console/shared/testing';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_no: 'ORD00000042',
    created_at: '2026-11-25T06:30:00.000Z',
    channel_id: 1,
    channel: 'Office Vending',
    touchpoint_id: 7,
    touchpoint: 'Lobby Machine',
    payment_source: 'Wallet',
    payment_status: 1,
    amount: 80,
    status: 1,
    vend_status: 'partial',
    refunded_amount: 40,
    customer_id: 5,
    customer_name: 'Asha Rao',
    customer_mobile: '9876543210',
    ...overrides,
  };
}

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 101,
    product_name: 'Masala Chai',
    coil: 'A1',
    qty: 2,
    vended_qty: 1,
    refunded_qty: 1,
    refundable_qty: 1,
    mrp: 40,
    vend_status: 'partial',
    amount: 80,
    vended_amount: 40,
    ...overrides,
  };
}

export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 9,
    order_item_id: 101,
    kind: 'auto',
    name: 'Masala Chai',
    quantity: 1,
    coil: 'A1',
    refund_amount: 40,
    status: 1,
    reason: null,
    created_at: '2026-11-25T06:31:00.000Z',
    updated_at: '2026-11-25T06:31:00.000Z',
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrder(),
    wallet_id: 3,
    wallet_name: 'Asha Meal Wallet',
    result_at: '2026-11-25T06:31:00.000Z',
    timed_out: false,
    items: [
      makeItem(),
      makeItem({
        id: 102,
        product_name: 'Veg Sandwich',
        coil: 'A2',
        qty: 1,
        vended_qty: 1,
        refunded_qty: 0,
        refundable_qty: 1,
        mrp: 60,
        vend_status: 'success',
        amount: 60,
        vended_amount: 60,
      }),
    ],
    refunds: [makeRefund()],
    refundable_amount: 100,
    ...overrides,
  };
}

/** Touchpoint Orders pages by 20. */
export const page = <T>(data: T[], total = data.length, limit = 20, offset = 0) =>
  cursorPage(data, total, limit, offset);
