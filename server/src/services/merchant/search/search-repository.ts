/**
 * SQL of the command palette's record search: each kind read by an indexed predicate of the
 * caller's tenant, a few rows at most. Every value is a placeholder, so one prepared statement per
 * kind (and row count) serves every tenant.
 *  - orders: the order number exactly (`orders_tenant_no_uq`);
 *  - customers: a mobile's first digits, as a range of `customers_tenant_mobile_idx`; or a name's
 *    start, as ranges of `customers_tenant_name_idx` (full name) and `customers_tenant_last_name_idx`;
 *  - touchpoints: a name's start, as a range of `touchpoints_tenant_name_idx` (lower(name));
 *  - wallets: a name's start, as a range of `wallets_tenant_name_idx` (lower(name)).
 * A range's bounds find the rows by the index in its order, so a read stops at its row count;
 * `starts_with` keeps exactly the matches whatever the database's collation.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, customers, orders, touchpoints, wallets } from '../../../db/schema';
import { P, statement } from '../../../db/statement-cache';

/**
 * A row count written into the statement (its key names it): under `limit $n` PostgreSQL's generic
 * plan assumes a tenth of the table and plans every call again (docs/api-conventions.md).
 */
const rowsOf = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

export interface OrderHit {
  id: number;
  orderNo: string;
  firstName: string | null;
  lastName: string | null;
  touchpoint: string | null;
}

/** The tenant's order numbered `orderNo` (none or one). */
export async function ordersNumbered(db: Db, tenantId: number, orderNo: string): Promise<OrderHit[]> {
  return (await statement(db, 'search|orders', () =>
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        firstName: customers.firstName,
        lastName: customers.lastName,
        touchpoint: touchpoints.name,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
      .where(and(eq(orders.tenantId, P('tenantId')), eq(orders.orderNo, P('orderNo'))))
      .limit(rowsOf(1)),
  ).execute({ tenantId, orderNo })) as OrderHit[];
}

export interface CustomerHit {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
}

/** A prefix and the string just after every string it starts (its last character raised by one). */
export interface Prefix {
  low: string;
  high: string;
}

const customerHit = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  mobile: customers.mobile,
};

/**
 * The tenant's first `limit` live customers whose `key` starts with the prefix, in the order of an
 * index on (tenant, key, id): a range read that stops at `limit` rows whatever the tenant's size.
 */
function customersFrom(
  db: Db,
  shape: string,
  key: SQL,
  limit: number,
  values: Prefix & { tenantId: number },
): Promise<CustomerHit[]> {
  return statement(db, `search|customers-${shape}|${limit}`, () =>
    db
      .select(customerHit)
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, P('tenantId')),
          isNull(customers.deletedAt),
          sql`${key} >= ${P('low')}`,
          sql`${key} < ${P('high')}`,
          sql`starts_with(${key}, ${P('low')})`,
        ),
      )
      .orderBy(asc(key), asc(customers.id))
      .limit(rowsOf(limit)),
  ).execute({ ...values }) as Promise<CustomerHit[]>;
}

/** Two reads' rows, each in order, as one list in order of `sortKey` then id, without repeats, at most `limit`. */
function merged<R extends { id: number }>(lists: R[][], sortKey: (row: R) => string, limit: number): R[] {
  const seen = new Set<number>();
  return lists
    .flat()
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : a.id - b.id))
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

/**
 * The tenant's live customers whose mobile starts with any of the prefixes, stored bare or after +91:
 * each a range of customers_tenant_mobile_idx.
 */
export async function customersByMobiles(
  db: Db,
  tenantId: number,
  prefixes: Prefix[],
  limit: number,
): Promise<CustomerHit[]> {
  const ranges = prefixes.flatMap((digits) => [digits, { low: `+91${digits.low}`, high: `+91${digits.high}` }]);
  const lists = await Promise.all(
    ranges.map((p) => customersFrom(db, 'mobile', sql`${customers.mobile}`, limit, { tenantId, ...p })),
  );
  return merged(lists, (c) => c.mobile.replace(/^\+91/, ''), limit);
}

const fullName = sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`;

/**
 * The tenant's live customers whose full name or last name starts with the (lower case) prefix:
 * ranges of customers_tenant_name_idx and customers_tenant_last_name_idx.
 */
export async function customersByName(db: Db, tenantId: number, name: Prefix, limit: number): Promise<CustomerHit[]> {
  const [byFull, byLast] = await Promise.all([
    customersFrom(db, 'name', fullName, limit, { tenantId, ...name }),
    customersFrom(db, 'last-name', sql`lower(${customers.lastName})`, limit, { tenantId, ...name }),
  ]);
  return merged([byFull!, byLast!], (c) => `${c.firstName} ${c.lastName}`.toLowerCase(), limit);
}

export interface TouchpointHit {
  id: number;
  name: string;
  type: string;
  channel: string | null;
}

/** The tenant's touchpoints whose name starts with `lowered`, by name: a range of the (tenant, lower(name), id) index. */
export async function touchpointsNamed(
  db: Db,
  tenantId: number,
  prefix: Prefix,
  limit: number,
): Promise<TouchpointHit[]> {
  const name = sql`lower(${touchpoints.name})`;
  return (await statement(db, `search|touchpoints|${limit}`, () =>
    db
      .select({ id: touchpoints.id, name: touchpoints.name, type: touchpoints.type, channel: channels.name })
      .from(touchpoints)
      .leftJoin(channels, eq(channels.id, touchpoints.channelId))
      .where(
        and(
          eq(touchpoints.tenantId, P('tenantId')),
          sql`${name} >= ${P('low')}`,
          sql`${name} < ${P('high')}`,
          sql`starts_with(${name}, ${P('low')})`,
        ),
      )
      .orderBy(asc(name), asc(touchpoints.id))
      .limit(rowsOf(limit)),
  ).execute({ tenantId, ...prefix })) as TouchpointHit[];
}

export interface WalletHit {
  id: number;
  name: string;
  type: string;
  firstName: string;
  lastName: string;
}

/** The tenant's live wallets whose name starts with the (lower case) prefix, with their owners: a range of wallets_tenant_name_idx. */
export async function walletsNamed(db: Db, tenantId: number, prefix: Prefix, limit: number): Promise<WalletHit[]> {
  const name = sql`lower(${wallets.name})`;
  return (await statement(db, `search|wallets|${limit}`, () =>
    db
      .select({
        id: wallets.id,
        name: wallets.name,
        type: wallets.type,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(wallets)
      .innerJoin(customers, eq(customers.id, wallets.customerId))
      .where(
        and(
          eq(wallets.tenantId, P('tenantId')),
          isNull(wallets.deletedAt),
          sql`${name} >= ${P('low')}`,
          sql`${name} < ${P('high')}`,
          sql`starts_with(${name}, ${P('low')})`,
        ),
      )
      .orderBy(asc(name), asc(wallets.id))
      .limit(rowsOf(limit)),
  ).execute({ tenantId, ...prefix })) as WalletHit[];
}
