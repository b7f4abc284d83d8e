/**
 * Orders, their items and refunds (transaction service), and the touchpoint keys machines sign
 * their vends with. An order comes from a touchpoint spending a wallet through the vend API: its
 * debit and every refund are ledger movements (`wallet_transactions.order_id`).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, createdAt, paise, ref, timestamps, ts } from './columns';
import { tenantRecord, users } from './tenancy';
import { customers, wallets } from './people';
import { channels, touchpoints } from './touchpoints';

export const orders = pgTable(
  'orders',
  {
    ...tenantRecord(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    walletId: integer('wallet_id').references(() => wallets.id),
    channelId: integer('channel_id').references(() => channels.id),
    touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
    /** 'wallet' (every vend through the API pays from a wallet). */
    paymentSource: text('payment_source').notNull(),
    /** 0 Pending, 1 Success, 2 Failure. */
    paymentStatus: smallint('payment_status').notNull(),
    /** 0 Pending (no vend result yet), 1 Success (something vended), 2 Failure (nothing vended). */
    status: smallint('status').notNull(),
    /** 'pending' | 'success' | 'partial' | 'failed' */
    vendStatus: text('vend_status').notNull(),
    /** What the wallet was debited (the priced cart). */
    amount: paise('amount').notNull(),
    /** What went back to the wallet since: automatic refunds of unvended items and operator refunds. */
    refundedAmount: paise('refunded_amount')
      .notNull()
      .default(sql`0`),
    /** The machine's Idempotency-Key for the authorize, and a hash of what it sent with it. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** A hash of the vend result first reported (a retry with the same result replays it). */
    resultHash: text('result_hash'),
    resultAt: ts('result_at'),
    /** No result arrived in time: the sweeper failed the vend and refunded it in full. */
    timedOut: boolean('timed_out').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_touchpoint_created_idx').on(t.touchpointId, t.createdAt),
    index('orders_channel_created_idx').on(t.channelId, t.createdAt),
    uniqueIndex('orders_tenant_no_uq').on(t.tenantId, t.orderNo),
    uniqueIndex('orders_idem_uq')
      .on(t.tenantId, t.touchpointId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The sweeper's scan: vends still waiting for their result, oldest first.
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    check('orders_refunded_ck', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('orders_status_ck', sql`${t.status} in (0, 1, 2) and ${t.paymentStatus} in (0, 1, 2)`),
    check('orders_vend_status_ck', sql`${t.vendStatus} in ('pending', 'success', 'partial', 'failed')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: ref('order_id', () => orders.id),
    /** The store product it was priced from (no foreign key: a sync may replace the store's rows). */
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    /** Asked for and paid (the cart). */
    qty: integer('qty').notNull(),
    /** What the machine reported it vended; null until the result. */
    vendedQty: integer('vended_qty'),
    /** Quantity refunded so far (unvended automatically, then any operator refund). */
    refundedQty: counter('refunded_qty'),
    /** Unit price, MRP inclusive of GST and cess. */
    mrp: paise('mrp').notNull(),
    coil: text('coil'),
    /** 'pending' | 'success' | 'partial' | 'failed' */
    vendStatus: text('vend_status').notNull(),
    /** mrp × qty: what this line cost the wallet. */
    amount: paise('amount').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_ck', sql`${t.qty} > 0 and ${t.refundedQty} >= 0 and ${t.refundedQty} <= ${t.qty}`),
    check('order_items_vended_ck', sql`${t.vendedQty} is null or (${t.vendedQty} between 0 and ${t.qty})`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    ...tenantRecord(),
    orderId: ref('order_id', () => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    /** 'auto' (unvended, from the result), 'timeout' (no result in time), 'operator'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    coil: text('coil'),
    refundAmount: paise('refund_amount').notNull(),
    /** 0 Pending, 1 Success, 2 Failure */
    status: smallint('status').notNull(),
    reason: text('reason'),
    /** The ledger movement that credited the wallet. */
    walletTxId: bigint('wallet_tx_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    // An unvended line is refunded automatically exactly once, however often the machine retries.
    uniqueIndex('refunds_auto_once_uq')
      .on(t.orderItemId)
      .where(sql`${t.kind} in ('auto', 'timeout')`),
    uniqueIndex('refunds_idem_uq')
      .on(t.tenantId, t.idempotencyKey, t.orderItemId)
      .where(sql`${t.idempotencyKey} is not null`),
    check('refunds_kind_ck', sql`${t.kind} in ('auto', 'timeout', 'operator')`),
    check('refunds_amount_ck', sql`${t.quantity} > 0 and ${t.refundAmount} > 0`),
  ],
);

/**
 * A touchpoint's machine credential: shown once when issued, stored as a SHA-256 of its secret
 * (a 256-bit random key needs no slow hash), revocable. The vend API accepts only a live key, and
 * only for its own touchpoint and tenant.
 */
export const touchpointKeys = pgTable(
  'touchpoint_keys',
  {
    ...tenantRecord(),
    touchpointId: ref('touchpoint_id', () => touchpoints.id),
    /** The key's first characters, shown to tell keys apart (`tpk_3f9a…`). */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    label: text('label'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('touchpoint_keys_hash_uq').on(t.keyHash),
    index('touchpoint_keys_touchpoint_idx').on(t.touchpointId, t.createdAt),
  ],
);
