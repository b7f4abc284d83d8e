/**
 * Reading customers as lists: the People List, its filter options and its export (one set of
 * filters for both), and a customer's orders. Always scoped to the caller's tenant.
 */
import {
  CUSTOMER_EXPORT_COLUMNS,
  type Customer,
  type CustomerExportRequest,
  type CustomerFilterOptions,
  type CustomerListRequest,
  type CustomerOrder,
  type PlainListRequest,
  type CUSTOMER_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { customerGroupMembers, customers, orders, touchpoints } from '../../../db/schema';
import { assertExportSize, exportFile, type ExportFile } from '../../../lib/export';
import { notFound } from '../../../lib/http-errors';
import {
  chosenFilter,
  filterShape,
  likePattern,
  listPage,
  type ListSpec,
  listWindow,
  statement,
} from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

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
    updated_at: toIso(r.updatedAt),
  };
}

export const liveCustomer = (tenantId: number | Placeholder) =>
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

const P = sql.placeholder;
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
    filters.search !== undefined
      ? or(
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, P('search')),
          ilike(customers.mobile, P('search')),
        )
      : undefined,
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
    select: (extra) =>
      db
        .select({ ...customerColumns, ...extra })
        .from(customers)
        .where(whereOf(filters))
        .$dynamic(),
    ids: () => db.select({ id: customers.id }).from(customers).where(whereOf(filters)).$dynamic(),
    present: toCustomer,
  });
}

/** The list's filters export as they list, sorted the same, up to `maxRows` rows. */
export async function exportCustomers(
  db: Db,
  tenantId: number,
  body: CustomerExportRequest,
  maxRows: number,
): Promise<ExportFile> {
  const window = listWindow({ sortBy: body.sortBy, sortDir: body.sortDir }, spec);
  const filters = filtersOf(tenantId, body);
  const shape = `customers-export|${window.sortKey}|${filterShape(filters)}`;
  const counted = (await statement(db, `${shape}#count`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: customers.id }).from(customers).where(whereOf(filters)).limit(P('cap')).as('capped')),
  ).execute({ ...filters, cap: maxRows + 1 })) as { n: number }[];
  assertExportSize(Number(counted[0]?.n ?? 0), maxRows);
  const rows = (await statement(db, shape, () =>
    db
      .select(customerColumns)
      .from(customers)
      .where(whereOf(filters))
      .orderBy(...window.orderBy),
  ).execute(filters)) as CustomerRow[];
  return exportFile(body.format, {
    name: 'customers',
    columns: CUSTOMER_EXPORT_COLUMNS,
    rows: rows.map((r) => [
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
    ]),
  });
}

/** Distinct departments and sub-departments of the tenant's live customers, sorted. */
export async function customerFilterOptions(db: Db, tenantId: number): Promise<CustomerFilterOptions> {
  const distinct = async (column: typeof customers.className | typeof customers.sectionName) => {
    const rows = await db
      .selectDistinct({ value: column })
      .from(customers)
      .where(and(liveCustomer(tenantId), sql`${column} <> ''`))
      .orderBy(column);
    return rows.map((r) => r.value!);
  };
  return { departments: await distinct(customers.className), sub_departments: await distinct(customers.sectionName) };
}

/** 404 unless `id` is a live customer of the tenant. */
export async function assertCustomer(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomer(tenantId), eq(customers.id, id)))
    .limit(1);
  if (!rows[0]) throw notFound('Customer');
}

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  amount: orders.amount,
  paymentSource: orders.paymentSource,
  paymentStatus: orders.paymentStatus,
  status: orders.status,
  vendStatus: orders.vendStatus,
  touchpoint: touchpoints.name,
};
type OrderRow = Omit<{ [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] }, 'touchpoint'> & {
  /** Null when the order names no touchpoint (left join). */
  touchpoint: string | null;
};

const orderSpec: ListSpec<'created_at' | 'id' | 'amount'> = {
  sortable: { created_at: orders.createdAt, id: orders.id, amount: orders.amount },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: orders.id,
};

/** The customer's orders for the overview's Order Details, newest first; search by order number. */
export async function listCustomerOrders(db: Db, tenantId: number, customerId: number, body: PlainListRequest) {
  await assertCustomer(db, tenantId, customerId);
  const filters = { tenantId, customerId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(orders.tenantId, P('tenantId')),
      eq(orders.customerId, P('customerId')),
      filters.search !== undefined ? ilike(orders.orderNo, P('search')) : undefined,
    );
  return listPage(db, {
    name: 'customer-orders',
    window: listWindow(body, orderSpec),
    filters,
    select: (extra) =>
      db
        .select({ ...orderColumns, ...extra })
        .from(orders)
        .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
        .where(where())
        .$dynamic(),
    ids: () => db.select({ id: orders.id }).from(orders).where(where()).$dynamic(),
    present: toOrder,
  });
}

function toOrder(r: OrderRow): CustomerOrder {
  return {
    id: r.id,
    order_no: r.orderNo,
    created_at: toIso(r.createdAt),
    amount: toRupees(r.amount),
    payment_source: r.paymentSource,
    payment_status: r.paymentStatus,
    status: r.status,
    vend_status: r.vendStatus,
    touchpoint: r.touchpoint,
  };
}
