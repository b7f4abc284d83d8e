/**
 * The one schema of the console (SPEC §3), for PGlite and PostgreSQL alike.
 * Money is integer paise (`bigint`); timestamps are read as strings so keyset
 * cursors keep their microseconds.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();
const paise = (name: string) => bigint(name, { mode: 'bigint' });
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export type TenantLabelsRow = {
  customer: string;
  customers: string;
  transaction: string;
  transactions: string;
  peopleSection: string;
  transactionsSection: string;
};

/** A tenant; its id is the `module_id` the console sees. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  labels: jsonb('labels').$type<Partial<TenantLabelsRow>>().notNull().default({}),
  licenceExpiresAt: ts('licence_expires_at'),
  /** Remote names enabled for the tenant, optionally pinned: { "remote-people": "1.2.0" | "*" }. */
  remotes: jsonb('remotes').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    roleCode: text('role_code').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.roleCode),
    uniqueIndex('roles_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** 1 active, 0 inactive (cannot log in). */
    status: smallint('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** One signed-in session; the JWT carries its id, so logout revokes token and refresh. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: tenantRef(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobile: text('mobile').notNull(),
    userOrigin: text('user_origin'),
    className: text('class_name'),
    sectionName: text('section_name'),
    rfid: text('rfid'),
    pin: text('pin'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('customers_tenant_rfid_uq')
      .on(t.tenantId, t.rfid)
      .where(sql`${t.rfid} is not null and ${t.deletedAt} is null`),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('customers_tenant_mobile_idx').on(t.tenantId, t.mobile),
    // The People List's default order (id DESC) for any tenant, without walking other tenants' rows.
    index('customers_tenant_live_id_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const customerGroups = pgTable(
  'customer_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('customer_groups_tenant_name_uq')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('cgm_customer_idx').on(t.customerId)],
);

export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** 'prepaid' | 'postpaid' */
    type: text('type').notNull(),
    creditLimit: paise('credit_limit')
      .notNull()
      .default(sql`0`),
    /** The balance, in paise; always the sum of the wallet's ledger. */
    amount: paise('amount')
      .notNull()
      .default(sql`0`),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('wallets_one_primary_uq')
      .on(t.customerId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
    index('wallets_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('wallets_customer_idx').on(t.customerId),
    // The wallet list's default order (id DESC) for any tenant. No index on amount: a fund
    // movement updates it, and an indexed column would cost every movement a HOT update.
    index('wallets_tenant_live_id_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The ledger: append-only (a trigger refuses UPDATE and DELETE). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    transactionAmount: paise('transaction_amount').notNull(),
    previousBalance: paise('previous_balance').notNull(),
    afterBalance: paise('after_balance').notNull(),
    remark: text('remark'),
    /** The movement this one reverses, if it is a correction. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the parameters first sent with the key (a different request with it is a 409). */
    requestHash: text('request_hash'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_tx_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('wallet_tx_wallet_created_idx').on(t.walletId, t.createdAt, t.id),
    // A movement is reversed at most once.
    uniqueIndex('wallet_tx_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    uniqueIndex('wallet_tx_idem_uq')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const channels = pgTable('channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const touchpoints = pgTable(
  'touchpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    channelId: integer('channel_id').references(() => channels.id),
    name: text('name').notNull(),
    /** e.g. 'vending_machine', 'kiosk', 'locker' */
    type: text('type').notNull(),
    company: text('company'),
    retailer: text('retailer'),
    source: text('source'),
    location: text('location'),
    stockSynced: boolean('stock_synced').notNull().default(false),
    status: smallint('status').notNull().default(1),
    lastUpdated: ts('last_updated'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('touchpoints_tenant_idx').on(t.tenantId, t.createdAt, t.id)],
);

export const touchpointProducts = pgTable(
  'touchpoint_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    touchpointId: integer('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
    name: text('name').notNull(),
    coil: text('coil'),
    productMrp: paise('product_mrp').notNull(),
    productGst: numeric('product_gst', { precision: 5, scale: 2 }).notNull().default('0'),
    productCess: numeric('product_cess', { precision: 5, scale: 2 }).notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('touchpoint_products_tp_idx').on(t.touchpointId)],
);

export const touchpointGroups = pgTable('touchpoint_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const touchpointGroupMembers = pgTable(
  'touchpoint_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => touchpointGroups.id),
    touchpointId: integer('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.touchpointId] })],
);

export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const institutionCustomerGroups = pgTable(
  'institution_customer_groups',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);

export const institutionTouchpointGroups = pgTable(
  'institution_touchpoint_groups',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => touchpointGroups.id),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.groupId] })],
);

export const rules = pgTable('rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
  channelId: integer('channel_id').references(() => channels.id),
  customerGroupId: integer('customer_group_id').references(() => customerGroups.id),
  /** e.g. 'daily_limit', 'time_window' */
  type: text('type').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ruleLimits = pgTable('rule_limits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => rules.id),
  sno: integer('sno').notNull(),
  name: text('name').notNull(),
  /** 'HH:MM-HH:MM' */
  time: text('time').notNull(),
  limit: integer('limit').notNull(),
});

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

/** A request to move a wallet from prepaid to postpaid. */
export const requests = pgTable(
  'requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    remark: text('remark'),
    /** 0 Pending, 1 Approved, 2 Rejected */
    status: smallint('status').notNull().default(0),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('requests_tenant_created_idx').on(t.tenantId, t.createdAt, t.id)],
);

export const reportJobs = pgTable('report_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** 'transaction' | 'feedback' */
  kind: text('kind').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull().default([]),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
  email: text('email').notNull(),
  /** 0 queued, 1 sent, 2 failed */
  status: smallint('status').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_tenant_created_idx').on(t.tenantId, t.createdAt, t.id)],
);
