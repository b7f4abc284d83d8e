/**
 * Touchpoint Orders, an order's cart, order
 * and refund tables, the operator refund, and the Dashboard's figures. Money is rupees on the wire.
 */
import { Type, type Static } from 'typebox';
import { AllOr, Id, ListBase, Nullable, OneOf } from './common';
import { FIELDS } from './fields';
import { DATE_INPUT_PATTERN } from './time-ranges';

/** 0 Pending (yellow), 1 Success (green), 2 Failure (red). */
export const ORDER_STATUS_TEXT = { 0: 'Pending', 1: 'Success', 2: 'Failure' } as const;
export const OrderStatusCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export { REFUND_SUCCESS_TEXT, VEND_STATUS_TEXT, type VendStatus } from './status-texts';
export const VendStatusSchema = OneOf(['pending', 'success', 'partial', 'failed']);

export { DATE_INPUT_PATTERN, TIME_RANGES, type TimeRange } from './time-ranges';
const DateInput = Type.String({ pattern: DATE_INPUT_PATTERN, maxLength: 16 });

/**
 * The period a list or the dashboard covers: the last day, week or month up to now, or `from`
 * (inclusive) to `to` (a date alone: to the end of that day) in the tenant's time zone.
 */
export const RangeFields = {
  range: Type.Optional(OneOf(['1d', '1w', '1m', 'custom'])),
  from: Type.Optional(DateInput),
  to: Type.Optional(DateInput),
};

/** What selects Touchpoint Orders: the list's filters, and a report's (which reports them). */
export const OrderFilterFields = {
  ...RangeFields,
  channel_id: AllOr(Id),
  touchpoint_id: AllOr(Id),
  payment_status: AllOr(OrderStatusCode),
  status: AllOr(OrderStatusCode),
  /** An order number (`ORD00000042` or `42`) or a customer's mobile. */
  search: ListBase.search,
};

export const OrderListRequest = Type.Object(
  {
    ...ListBase,
    ...OrderFilterFields,
    /** Orders of one customer (the customer overview's Order Details). */
    customer_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type OrderListRequest = Static<typeof OrderListRequest>;
export const ORDER_SORTABLE = ['created_at', 'amount'] as const;

export const Order = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  created_at: Type.String(),
  channel_id: Nullable(Type.Integer()),
  channel: Nullable(Type.String()),
  touchpoint_id: Nullable(Type.Integer()),
  touchpoint: Nullable(Type.String()),
  payment_source: Type.String(),
  payment_status: Type.Integer(),
  amount: Type.Number(),
  status: Type.Integer(),
  vend_status: VendStatusSchema,
  /** The Refund column: what went back to the wallet so far. */
  refunded_amount: Type.Number(),
  customer_id: Nullable(Type.Integer()),
  customer_name: Nullable(Type.String()),
  customer_mobile: Nullable(Type.String()),
});
export type Order = Static<typeof Order>;

export const OrderItem = Type.Object({
  id: Type.Integer(),
  product_name: Type.String(),
  coil: Nullable(Type.String()),
  /** Asked for and paid (the cart table). */
  qty: Type.Integer(),
  /** Vended (the order table); null until the machine reported. */
  vended_qty: Nullable(Type.Integer()),
  refunded_qty: Type.Integer(),
  /** What an operator may still refund of this line (vended and not yet refunded). */
  refundable_qty: Type.Integer(),
  mrp: Type.Number(),
  vend_status: VendStatusSchema,
  amount: Type.Number(),
  vended_amount: Type.Number(),
});
export type OrderItem = Static<typeof OrderItem>;

/** The refund table's row: name, quantity, coil, refund_amount, status, created_at, updated_at. */
export const Refund = Type.Object({
  id: Type.Integer(),
  order_item_id: Nullable(Type.Integer()),
  kind: OneOf(['auto', 'timeout', 'operator']),
  name: Type.String(),
  quantity: Type.Integer(),
  coil: Nullable(Type.String()),
  refund_amount: Type.Number(),
  status: Type.Integer(),
  reason: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Refund = Static<typeof Refund>;

export const OrderDetail = Type.Object({
  ...Order.properties,
  wallet_id: Nullable(Type.Integer()),
  wallet_name: Nullable(Type.String()),
  result_at: Nullable(Type.String()),
  timed_out: Type.Boolean(),
  items: Type.Array(OrderItem),
  refunds: Type.Array(Refund),
  /** Paid, vended and not yet refunded: the most an operator refund may still return. */
  refundable_amount: Type.Number(),
});
export type OrderDetail = Static<typeof OrderDetail>;

/** An operator refund: some lines by quantity, or (no `lines`) everything still refundable. */
export const RefundBody = Type.Object(
  {
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          { item_id: Id, quantity: Type.Integer({ minimum: 1, maximum: 1000 }) },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50 },
      ),
    ),
    reason: Type.String(FIELDS.order.reason),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;
export const RefundResponse = Type.Object({
  data: Type.Object({ refunds: Type.Array(Refund), order: OrderDetail, replayed: Type.Boolean() }),
});
export type RefundResponse = Static<typeof RefundResponse>;

/** One event of `GET /transaction/orders/stream` (server-sent `event: order`): a new order of the tenant. */
export const OrderStreamEvent = Type.Object({
  id: Type.Integer(),
  channel_id: Nullable(Type.Integer()),
  touchpoint_id: Nullable(Type.Integer()),
});
export type OrderStreamEvent = Static<typeof OrderStreamEvent>;

/** The Channel filter's choices; the Touchpoint filter searches (`POST /orders/touchpoint-options`). */
export const OrderFilterOptions = Type.Object({
  channels: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type OrderFilterOptions = Static<typeof OrderFilterOptions>;

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────

export const DashboardRequest = Type.Object({ ...RangeFields }, { additionalProperties: false });
export type DashboardRequest = Static<typeof DashboardRequest>;

export const Dashboard = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** 'hour' for a day, 'day' otherwise: the step of `sales_over_time`. */
  bucket: OneOf(['hour', 'day']),
  kpis: Type.Object({
    /** Paid minus refunded, over the orders of the range. */
    sales: Type.Number(),
    orders: Type.Integer(),
    /** Orders whose every item vended, over orders with a result (0–1; null with none). */
    vend_success_rate: Nullable(Type.Number()),
    refunds: Type.Number(),
    active_customers: Type.Integer(),
    /** sales / orders (null with no order). */
    average_basket: Nullable(Type.Number()),
    /** Balances held now, by wallet type (not ranged). */
    float_prepaid: Type.Number(),
    float_postpaid: Type.Number(),
  }),
  sales_over_time: Type.Array(Type.Object({ at: Type.String(), sales: Type.Number(), orders: Type.Integer() })),
  payment_status: Type.Array(Type.Object({ status: Type.Integer(), orders: Type.Integer(), amount: Type.Number() })),
  /** Orders with a vend result by outcome (every item out, some, none): always these three, in this order. */
  vend_outcome: Type.Array(
    Type.Object({
      outcome: OneOf(['success', 'partial', 'failed']),
      orders: Type.Integer(),
    }),
  ),
  top_touchpoints: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), sales: Type.Number(), orders: Type.Integer() }),
  ),
  top_products: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer(), sales: Type.Number() })),
});
export type Dashboard = Static<typeof Dashboard>;
