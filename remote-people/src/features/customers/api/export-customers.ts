/** POST /customers/export — the People List under its current filter and sort, as CSV or XLSX. */
import { api, listPayload, saveFile, unwrap, type ListParams } from '@console/shared';
import type { ExportFormat } from '@console/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export async function exportCustomers({ params, format }: { params: ListParams; format: ExportFormat }) {
  // The list's filters and sort, without its paging.
  const { offset: _offset, limit: _limit, ...query } = listPayload(params);
  const file = unwrap(await api.download('/customers/export', { ...query, format }, { service: 'customer' }));
  saveFile(file);
  return file.fileName;
}

export function useExportCustomers() {
  return useMutation({ mutationFn: exportCustomers });
}
