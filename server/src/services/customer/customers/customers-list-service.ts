/**
 * Customers as lists: the People List, its filter options and its export (one set of filters for
 * both), and the picker, as the wire shows them.
 */
import {
  CUSTOMER_EXPORT_FIELDS,
  type Customer,
  type CustomerExportColumn,
  type CustomerExportRequest,
  type CustomerFilterOptions,
  type CustomerListRequest,
  type CustomerOption,
  type CustomerOptionsRequest,
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { ExportJob } from '../../../lib/export/export-job';
import { assertExportSize, chosenColumns, type Cell } from '../../../lib/export/format';
import { notFound } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { recordTimes, toIso } from '../../../lib/time';
import { fullName, snakeFields } from '../../../lib/wire';
import * as repo from './customers-list-repository';

export function toCustomer(r: repo.CustomerRow): Customer {
  const name = fullName(r);
  return {
    ...snakeFields(r, 'id firstName lastName mobile email userOrigin className sectionName rfid status'),
    name,
    customer_name: name,
    ...recordTimes(r),
  };
}

/** What a picker or a member list shows of a customer: id, name and mobile only. */
export function toCustomerOption(r: repo.CustomerOptionRow): CustomerOption {
  return { id: r.id, name: fullName(r), mobile: r.mobile };
}

export async function listCustomers(db: Db, tenantId: number, body: CustomerListRequest) {
  return presentPage(await repo.customersPage(db, tenantId, body), toCustomer);
}

/**
 * The list's filters export as they list, sorted the same, up to `maxRows` rows (counted first,
 * capped, so a too-large export is refused before a row is read), with the columns asked for in
 * their order (the list's visible ones; none: all). The rows are read a chunk at a time by the job
 * as it streams.
 */
export async function exportCustomers(
  db: Db,
  tenantId: number,
  body: CustomerExportRequest,
  maxRows: number,
): Promise<ExportJob> {
  const columns = chosenColumns(Object.keys(CUSTOMER_EXPORT_FIELDS) as CustomerExportColumn[], body.columns);
  assertExportSize(await repo.countCustomersToExport(db, tenantId, body, maxRows + 1), maxRows);
  const rows = repo.customersToExport(db, tenantId, body);
  return {
    format: body.format,
    name: 'customers',
    columns: columns.map((key) => CUSTOMER_EXPORT_FIELDS[key]),
    chunks: (async function* () {
      for await (const chunk of rows) {
        yield chunk.map((r) => {
          const cells: Record<CustomerExportColumn, Cell> = {
            id: r.id,
            first_name: r.firstName,
            last_name: r.lastName,
            mobile: r.mobile,
            email: r.email,
            user_origin: r.userOrigin,
            class_name: r.className,
            section_name: r.sectionName,
            rfid: r.rfid,
            status: r.status === 1 ? 'Active' : 'Inactive',
            created_at: toIso(r.createdAt),
          };
          return columns.map((key) => cells[key]);
        });
      }
    })(),
  };
}

/**
 * The customer picker (group and wallet forms): id, name and mobile of the customers `ids`
 * names (to show what is already chosen), or else of up to `limit` matching `q`, by name.
 */
export async function customerOptions(db: Db, tenantId: number, body: CustomerOptionsRequest) {
  const { data, total } = await repo.customerOptionRows(db, tenantId, body);
  return { data: data.map(toCustomerOption), total };
}

/**
 * Distinct departments of live customers, sorted, and distinct sub-departments, sorted, each with
 * the departments it occurs under ('' for customers with none) — the list narrows Sub-Department
 * by Department from this one answer.
 */
export async function customerFilterOptions(db: Db, tenantId: number): Promise<CustomerFilterOptions> {
  const departments = await repo.customerDepartments(db, tenantId);
  const pairs = await repo.customerSections(db, tenantId);
  // In the database's order: a section's pairs arrive together, sorted.
  const sections = new Map<string, string[]>();
  for (const { section, department } of pairs) sections.set(section!, [...(sections.get(section!) ?? []), department]);
  return {
    departments,
    sub_departments: [...sections].map(([name, under]) => ({ name, departments: under })),
  };
}

/** 404 unless `id` is a live customer of the tenant. */
export async function assertCustomer(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  if (!(await repo.customerExists(db, tenantId, id))) throw notFound('Customer');
}
