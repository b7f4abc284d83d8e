/**
 * Reading customers as lists: the People List, its filter options and its export (one set of
 * filters for both), and a customer's orders. Always scoped to the caller's tenant.
 */
import {
  CUSTOMER_EXPORT_COLUMNS,
  type Customer,
  type CustomerOption,
  type CustomerOptionsRequest,
  type CustomerExportRequest,
  type CustomerFilterOptions,
  type CustomerListRequest,
  type CUSTOMER_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { customerGroupMembers, customers } from '../../../db/schema';
import type { ExportJob } from '../../../lib/export/export-job';
import { assertExportSize } from '../../../lib/export/format';
import { keysetChunks } from '../../../lib/export/keyset-chunks';
import { notFound } from '../../../lib/http-errors';
import { P, statement } from '../../../db/statement-cache';
import { chosenFilter, filterShape, likePattern, listPage, type ListSpec, listWindow } from '../../../lib/list';
import { toExactIso, toIso } from '../../../lib/time';
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

export function toCustomer(r: CustomerRow): Customer {
  const name = `${r.firstName} ${r.lastName}`.trim();
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    name,
    customer_name: name,
    mobile: r.mobile,
    email: r.email,
    user_origin: r.userOrigin,
    class_name: r.className,
    section_name: r.sectionName,
    rfid: r.rfid,
    status: r.status,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

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

export function toCustomerOption(r: {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
}): CustomerOption {
  return { id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), mobile: r.mobile };
}

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

export async function listCustomers(db: Db, tenantId: number, body: CustomerListRequest) {
  const filters = filtersOf(tenantId, body);
  return listPage(db, {
    name: 'customers',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...customerColumns, ...extra })
        .from(customers)
        .$dynamic(),
    where: () => whereOf(filters),
    ids: () => db.select({ id: customers.id }).from(customers).where(whereOf(filters)).$dynamic(),
    present: toCustomer,
  });
}

/**
 * The list's filters export as they list, sorted the same, up to `maxRows` rows (counted first,
 * capped, so a too-large export is refused before a row is read). The rows are read a chunk at
 * a time by the job as it streams.
 */
export async function exportCustomers(
  db: Db,
  tenantId: number,
  body: CustomerExportRequest,
  maxRows: number,
): Promise<ExportJob> {
  const window = listWindow({ sortBy: body.sortBy, sortDir: body.sortDir }, spec);
  const filters = filtersOf(tenantId, body);
  const shape = `customers-export|${window.sortKey}|${filterShape(filters)}`;
  const counted = (await statement(db, `${shape}#count`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: customers.id }).from(customers).where(whereOf(filters)).limit(P('cap')).as('capped')),
  ).execute({ ...filters, cap: maxRows + 1 })) as { n: number }[];
  assertExportSize(Number(counted[0]?.n ?? 0), maxRows);
  const rows = keysetChunks<CustomerRow>(db, {
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
  return {
    format: body.format,
    name: 'customers',
    columns: CUSTOMER_EXPORT_COLUMNS,
    chunks: (async function* () {
      for await (const chunk of rows) {
        yield chunk.map((r) => [
          r.id,
          r.firstName,
          r.lastName,
          r.mobile,
          r.email,
          r.userOrigin,
          r.className,
          r.sectionName,
          r.rfid,
          r.status === 1 ? 'Active' : 'Inactive',
          toIso(r.createdAt),
        ]);
      }
    })(),
  };
}

/**
 * The customer picker (group and wallet forms): id, name and mobile of the customers `ids`
 * names (to show what is already chosen), or else of up to `limit` matching `search`, by name.
 */
export async function customerOptions(db: Db, tenantId: number, body: CustomerOptionsRequest) {
  const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
  const { data, total } = await nameOptions(db, body, {
    rows: () => db.select(customerOptionColumns).from(customers).$dynamic(),
    ids: () => db.select({ id: customers.id }).from(customers).$dynamic(),
    id: customers.id,
    name,
    scope: liveCustomer(tenantId),
    matches: (pattern) => or(ilike(name, pattern), ilike(customers.mobile, pattern)),
    defaultLimit: 20,
  });
  return { data: data.map(toCustomerOption), total };
}

/**
 * Distinct departments of live customers, sorted, and distinct sub-departments, sorted, each with
 * the departments it occurs under ('' for customers with none) — the list narrows Sub-Department
 * by Department from this one answer.
 */
export async function customerFilterOptions(db: Db, tenantId: number): Promise<CustomerFilterOptions> {
  const departments = await db
    .selectDistinct({ value: customers.className })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), sql`${customers.className} <> ''`))
    .orderBy(customers.className)
    .execute({ tenantId });
  const department = sql<string>`coalesce(${customers.className}, '')`;
  const pairs = await db
    .selectDistinct({ section: customers.sectionName, department })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), sql`${customers.sectionName} <> ''`))
    .orderBy(customers.sectionName, department)
    .execute({ tenantId });
  // In the database's order: a section's pairs arrive together, sorted.
  const sections = new Map<string, string[]>();
  for (const { section, department } of pairs) sections.set(section!, [...(sections.get(section!) ?? []), department]);
  return {
    departments: departments.map((r) => r.value!),
    sub_departments: [...sections].map(([name, under]) => ({ name, departments: under })),
  };
}

/** 404 unless `id` is a live customer of the tenant. */
export async function assertCustomer(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Customer');
}
