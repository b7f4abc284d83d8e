/** Tenants, their roles and users, sessions, the login limiter and the audit trail (merchant service). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, ref, timestamps, ts } from './columns';

export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** The columns a tenant's table opens with: the row's identity and its tenant. */
export const tenantRecord = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantRef(),
});

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
  /** Per remote, the version the tenant got before the last change that affected it. */
  remotesBefore: jsonb('remotes_before').$type<Record<string, string>>().notNull().default({}),
  /** The IANA zone rule windows are read in (`HH:MM-HH:MM`). */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** The most credit a postpaid wallet of the tenant may have, in paise (₹10,00,000 unless the tenant lowers it). */
  maxCreditLimit: paise('max_credit_limit')
    .notNull()
    .default(sql`100000000`),
  /** The most rows one report of the tenant may hold (its cap; a larger one is refused). */
  reportMaxRows: integer('report_max_rows').notNull().default(1000000),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    roleCode: text('role_code').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.roleCode),
    uniqueIndex('roles_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  'users',
  {
    ...tenantRecord(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: ref('role_id', () => roles.id),
    /** 1 active, 0 inactive (cannot log in). */
    status: smallint('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // Sign-in names a user by e-mail alone, so an e-mail belongs to one live user of any tenant.
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/**
 * One signed-in session; the JWT carries its id, so logout revokes token and refresh. Each token
 * also names itself (`jti` = `token_id`): a refresh issues a new one and the one it replaced
 * keeps working only until `previous_valid_until` (requests already in flight with it).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ref('user_id', () => users.id),
    tenantId: tenantRef(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
    tokenId: uuid('token_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    previousTokenId: uuid('previous_token_id'),
    previousValidUntil: ts('previous_valid_until'),
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
  (t) => [
    index('audit_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The audit log screen filters by one of these and pages by (created_at, id): each filter has
    // its index, so a page deep in a rare entity's rows costs what the first page costs.
    index('audit_tenant_entity_created_idx').on(t.tenantId, t.entity, t.createdAt, t.id),
    index('audit_tenant_action_created_idx').on(t.tenantId, t.action, t.createdAt, t.id),
    index('audit_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt, t.id),
  ],
);
