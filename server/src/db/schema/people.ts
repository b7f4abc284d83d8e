/** Customers, their groups, wallets and the wallet ledger (customer service). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, ref, timestamps, ts, updatedAt } from './columns';
import { tenantRecord, tenantRef } from './tenancy';

export const customers = pgTable(
  'customers',
  {
    ...tenantRecord(),
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
    ...timestamps(),
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
    // The command palette's search by a name's start (full name, or last name), read as a range.
    index('customers_tenant_name_idx')
      .on(t.tenantId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('customers_tenant_last_name_idx')
      .on(t.tenantId, sql`lower(${t.lastName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Wrong PINs typed at touchpoints for a mobile number (its last ten digits), whether or not a
 * customer holds it: five in a row lock mobile + PIN vends of that number until `locked_until`.
 * Keyed by the number, not the customer, so a number no customer holds answers exactly as one
 * that a customer holds. A row untouched for a day is forgotten (the vend sweeper).
 */
export const pinAttempts = pgTable(
  'pin_attempts',
  {
    tenantId: tenantRef(),
    mobile: text('mobile').notNull(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.mobile] }), index('pin_attempts_updated_idx').on(t.updatedAt)],
);

export const customerGroups = pgTable(
  'customer_groups',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
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
    groupId: ref('group_id', () => customerGroups.id),
    customerId: ref('customer_id', () => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('cgm_customer_idx').on(t.customerId)],
);

export const wallets = pgTable(
  'wallets',
  {
    ...tenantRecord(),
    customerId: ref('customer_id', () => customers.id),
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
    ...timestamps(),
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
    // The command palette's search by a wallet name's start, read as a range.
    index('wallets_tenant_name_idx')
      .on(t.tenantId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The money rules as the database's own, so no code path (a refund, a script) can bypass
    // them: the type and status are known, a credit limit is never negative, and the balance
    // stays at or above the floor (prepaid 0, postpaid minus the credit limit).
    check('wallets_type_ck', sql`${t.type} in ('prepaid', 'postpaid')`),
    check('wallets_status_ck', sql`${t.status} in (0, 1)`),
    check('wallets_credit_limit_ck', sql`${t.creditLimit} >= 0`),
    check('wallets_floor_ck', sql`${t.amount} >= case when ${t.type} = 'postpaid' then -${t.creditLimit} else 0 end`),
  ],
);

/** The ledger: append-only (a trigger refuses UPDATE and DELETE). */
export const ledgerMovements = pgTable(
  'wallet_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    walletId: ref('wallet_id', () => wallets.id),
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
    /** The order a vend debit or a refund belongs to. */
    orderId: integer('order_id'),
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
