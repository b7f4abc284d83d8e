/** POST /customer/customers/export — the People List under its current filter and sort, as CSV or XLSX. */
import { saveDownload } from '@console/shared';
import type { CustomerListRequest, ExportFormat } from '@console/shared/contracts';

/** `columns`: the file's columns in the list's order (what it shows); none → every column. */
export function exportCustomers(body: CustomerListRequest, format: ExportFormat, columns?: string[]) {
  // The list's filters and sort, without its paging.
  const { offset: _offset, limit: _limit, ...query } = body;
  return saveDownload('/customer/customers/export', { ...query, format, ...(columns ? { columns } : {}) });
}
