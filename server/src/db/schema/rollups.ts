/**
 * The Dashboard's roll-ups of orders, maintained on write so that its figures for a week or a
 * month cost the same as for a day (the transaction service owns them; docs/vending.md, "Dashboard").
 *
 * Triggers on `orders` and `order_items` (migration 0012) append what each statement changed in
 * the figures to `order_deltas`, in the writing transaction: an insert takes no lock another vend
 * waits for, so roll-ups add no hot row to the vend path. The roll-up folder (`rollup-repository.ts`) moves the deltas into the
 * roll-ups in the background, one writer at a time, in key order. A read sums the roll-ups of the
 * whole buckets in its period, the deltas not yet folded, and the raw orders of the two partial
 * buckets at its edges: always exactly what the order list shows.
 *
 * Buckets are absolute (`date_bin` from 2000-01-01 UTC): 15 minutes for the tenant's figures, so
 * that an hour or a day in any time zone is whole buckets; an hour for touchpoints and products,
 * whose figures are totals over the period.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { counter, counters, ts } from './columns';

/** Order figures: an order row's (`product_name` null) or an order item's. */
const orderFigures = {
  orders: counter('orders'),
  amount: bigint('amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  refunded: bigint('refunded', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  settled: counter('settled'),
  /** Orders whose vend result says every item came out, some of them, or none. */
  ...counters('fullVends', 'partialVends', 'failedVends'),
};

export const orderDeltas = pgTable(
  'order_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    /** The order's creation time (its figures belong to its bucket, whenever they change). */
    createdAt: ts('created_at').notNull(),
    touchpointId: integer('touchpoint_id'),
    customerId: integer('customer_id'),
    paymentStatus: smallint('payment_status').notNull(),
    /** Null: the order's own figures; set: an item's (quantity and sales of a product). */
    productName: text('product_name'),
    ...orderFigures,
    quantity: counter('quantity'),
    sales: bigint('sales', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  // No index but its key: it holds the last seconds' changes, read whole, and every index would
  // cost each vend a write.
);

/** A tenant's orders per 15 minutes and payment status. */
export const orderRollups = pgTable(
  'order_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    bucket: ts('bucket').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    ...orderFigures,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.paymentStatus] })],
);

/** A touchpoint's orders and sales (paid minus refunded) per hour. */
export const touchpointRollups = pgTable(
  'touchpoint_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    touchpointId: integer('touchpoint_id').notNull(),
    bucket: ts('bucket').notNull(),
    orders: counter('orders'),
    sales: bigint('sales', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.touchpointId] })],
);

/** A product's quantity and sales (not refunded) per hour, by name as the order lines carry it. */
export const productRollups = pgTable(
  'product_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    productName: text('product_name').notNull(),
    bucket: ts('bucket').notNull(),
    quantity: counter('quantity'),
    sales: bigint('sales', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.productName] })],
);

/** Each customer's latest order: the active customers since a time are those at or after it. */
export const customerLastOrders = pgTable(
  'customer_last_orders',
  {
    tenantId: integer('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    lastOrderAt: ts('last_order_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId] }),
    index('customer_last_orders_at_idx').on(t.tenantId, t.lastOrderAt),
  ],
);
