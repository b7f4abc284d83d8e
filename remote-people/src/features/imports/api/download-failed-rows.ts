/**
 * GET /customer/imports/:id/failed-rows — the rows of an ended import that failed, as a CSV of
 * their own cells and the error of each, saved by the browser.
 */
import { api, saveFile, unwrap } from '@console/shared';
import { useMutation } from '@tanstack/react-query';

export function useDownloadFailedRows() {
  return useMutation({
    mutationFn: async (id: number) =>
      saveFile(unwrap(await api.getFile(`/customer/imports/${id}/failed-rows`, { noErrorToast: true }))),
  });
}
