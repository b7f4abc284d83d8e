/** POST /customer/customers/export — the People List under its current filter and sort, as CSV or XLSX. */
import { api, saveFile, unwrap } from '@console/shared';
import type { CustomerListRequest, ExportFormat } from '@console/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export function useExportCustomers() {
  return useMutation({
    mutationFn: async ({ body, format }: { body: CustomerListRequest; format: ExportFormat }) => {
      // The list's filters and sort, without its paging.
      const { offset: _offset, limit: _limit, ...query } = body;
      // A refusal rejects, for the kit's Export buttons to show.
      const file = unwrap(
        await api.download('/customer/customers/export', { ...query, format }, { noErrorToast: true }),
      );
      saveFile(file);
      return file.fileName;
    },
  });
}
