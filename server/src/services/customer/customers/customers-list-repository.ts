/**
 * SQL of customers as lists: the People List, its filter options, its export (one set of filters
 * for both) and the picker. Always scoped to the caller's tenant.
 */
import type {
  CustomerOptionsRequest,
  CustomerExportRequest,
  CustomerListRequest,
  CUSTOMER_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { customerGroupMembers, customers } from '../../../db/schema';
import { keysetChunks } from '../../../lib/export/keyset-chunks';
import { P, statement } from '../../../db/statement-cache';
import { chosenFilter, filterShape, likePattern, readPage, type ListSpec, listWindow } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { nameOptions } from '../../../lib/name-options';

export const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
  userOrigin: customers.userOrigin,
  className: customers.className,
  sectionName: customers.sectionName,
  rfid: customers.rfid,
  status: customers.status,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};
export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof customerColumns>;

/** A name or mobile search (an ILIKE pattern placeholder) of customers. */
export const customerMatches = (pattern: Placeholder) =>
  or(ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern), ilike(customers.mobile, pattern));

/** What a picker or a member list shows of a customer: id, name and mobile only. */
export const customerOptionColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  mobile: customers.mobile,
};

/** A customer as a picker or a member list reads one. */
export type CustomerOptionRow = { id: number; firstName: string; lastName: string; mobile: string };

/** A live customer of the tenant placeholder: a value here would be cached into a shared statement. */
export const liveCustomer = (tenantId: Placeholder | number) =>
  and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt));

const spec: ListSpec<(typeof CUSTOMER_SORTABLE)[number]> = {
  sortable: {
    id: customers.id,
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    mobile: customers.mobile,
    user_origin: customers.userOrigin,
    class_name: customers.className,
    section_name: customers.sectionName,
    created_at: customers.createdAt,
  } satisfies Record<(typeof CUSTOMER_SORTABLE)[number], AnyColumn | SQL>,
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: customers.id,
};

/** `'ALL'` and an empty choice both mean "no filter". */
type Filters = CustomerListRequest | CustomerExportRequest;

function filtersOf(tenantId: number, body: Filters) {
  return {
    tenantId,
    search: body.search?.trim() ? likePattern(body.search) : undefined,
    className: chosenFilter(body.class_name),
    sectionName: chosenFilter(body.section_name),
    groupId: chosenFilter(body.group_id),
  };
}

/** The WHERE of the list and the export, on placeholders named after `filtersOf`'s keys. */
function whereOf(filters: ReturnType<typeof filtersOf>) {
  return and(
    liveCustomer(P('tenantId')),
    filters.search !== undefined ? customerMatches(P('search')) : undefined,
    filters.className !== undefined ? eq(customers.className, P('className')) : undefined,
    filters.sectionName !== undefined ? eq(customers.sectionName, P('sectionName')) : undefined,
    filters.groupId !== undefined
      ? sql`${customers}.id in (select m.customer_id from ${customerGroupMembers} m where m.group_id = ${P('groupId')})`
      : undefined,
  );
}

/** One page of the People List, filtered and sorted as the body asks, with its pagination. */
export async function customersPage(db: Db, tenantId: number, body: CustomerListRequest) {
  const filters = filtersOf(tenantId, body);
  return readPage<CustomerRow>(db, {
    name: 'customers',
    window: listWindow(body, spec),
    filters,
    ...tableSource(db, customers, customerColumns, () => whereOf(filters)),
  });
}

/** The export's statement shape and window: the list's filters, sorted as the list. */
function exportQuery(tenantId: number, body: CustomerExportRequest) {
  const window = listWindow({ sortBy: body.sortBy, sortDir: body.sortDir }, spec);
  const filters = filtersOf(tenantId, body);
  return { window, filters, shape: `customers-export|${window.sortKey}|${filterShape(filters)}` };
}

/** How many customers an export's filters hold, counted up to `cap`. */
export async function countCustomersToExport(db: Db, tenantId: number, body: CustomerExportRequest, cap: number) {
  const { filters, shape } = exportQuery(tenantId, body);
  const counted = (await statement(db, `${shape}#count`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: customers.id }).from(customers).where(whereOf(filters)).limit(P('cap')).as('capped')),
  ).execute({ ...filters, cap })) as { n: number }[];
  return Number(counted[0]?.n ?? 0);
}

/** An export's customers, read a chunk at a time as the job streams, sorted as the list. */
export function customersToExport(db: Db, tenantId: number, body: CustomerExportRequest) {
  const { window, filters, shape } = exportQuery(tenantId, body);
  return keysetChunks<CustomerRow>(db, {
    key: shape,
    sort: window.sort,
    tie: customers.id,
    from: (extra) =>
      db
        .select({ ...customerColumns, ...extra })
        .from(customers)
        .$dynamic(),
    where: () => whereOf(filters),
    filters,
  });
}

/**
 * The customer picker's rows (group and wallet forms): id, name and mobile of the customers `ids`
 * names (to show what is already chosen), or else of up to `limit` matching `q`, by name.
 */
export function customerOptionRows(db: Db, tenantId: number, body: CustomerOptionsRequest) {
  const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
  return nameOptions(db, body, {
    rows: (extra) =>
      db
        .select({ ...customerOptionColumns, ...extra })
        .from(customers)
        .$dynamic(),
    ids: () => db.select({ id: customers.id }).from(customers).$dynamic(),
    id: customers.id,
    name,
    scope: liveCustomer(tenantId),
    matches: (pattern) => or(ilike(name, pattern), ilike(customers.mobile, pattern)),
    defaultLimit: 20,
  });
}

/** Distinct departments of the tenant's live customers, sorted. */
export async function customerDepartments(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: customers.className })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), sql`${customers.className} <> ''`))
    .orderBy(customers.className)
    .execute({ tenantId });
  return rows.map((r) => r.value!);
}

/** Distinct (sub-department, department) pairs of live customers, sorted ('' for no department). */
export function customerSections(db: Db, tenantId: number) {
  const department = sql<string>`coalesce(${customers.className}, '')`;
  return db
    .selectDistinct({ section: customers.sectionName, department })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), sql`${customers.sectionName} <> ''`))
    .orderBy(customers.sectionName, department)
    .execute({ tenantId });
}

/** Whether `id` is a live customer of the tenant. */
export async function customerExists(db: DbOrTx, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId });
  return rows[0] !== undefined;
}
