/** Orders, their items and refunds (transaction service). */
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, paise } from './columns';
import { tenantRef } from './tenancy';
import { customers, wallets } from './people';
import { channels, touchpoints } from './touchpoints';

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    walletId: integer('wallet_id').references(() => wallets.id),
    channelId: integer('channel_id').references(() => channels.id),
    touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
    /** 'wallet' | 'upi' | 'card' | 'cash' */
    paymentSource: text('payment_source').notNull(),
    /** 0 Pending, 1 Success, 2 Failure */
    paymentStatus: smallint('payment_status').notNull(),
    status: smallint('status').notNull(),
    /** 'success' | 'partial' | 'failed' */
    vendStatus: text('vend_status').notNull(),
    amount: paise('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('orders_tenant_no_uq').on(t.tenantId, t.orderNo),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productName: text('product_name').notNull(),
    qty: integer('qty').notNull(),
    mrp: paise('mrp').notNull(),
    coil: text('coil'),
    vendStatus: text('vend_status').notNull(),
    amount: paise('amount').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    coil: text('coil'),
    refundAmount: paise('refund_amount').notNull(),
    /** 0 Pending, 1 Success, 2 Failure */
    status: smallint('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);
