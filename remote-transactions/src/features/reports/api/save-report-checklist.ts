/**
 * PUT /report/reports/checklist — saves the user's columns (none: the default report), restored
 * the next time the Report dialog opens. The refusal is shown by the dialog (not a toast too).
 */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportChecklistQuery } from './get-report-checklist';

export function useSaveReportChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (columns: string[]) =>
      unwrap(await api.put('/report/reports/checklist', { columns }, { noErrorToast: true })).data,
    onSuccess: (checklist) => queryClient.setQueryData(reportChecklistQuery().queryKey, checklist),
  });
}
