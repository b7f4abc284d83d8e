/** GET /report/reports/:id/download — a sent report's file (own jobs only), saved by the browser. */
import { api, saveFile, unwrap } from '@console/shared';
import { useMutation } from '@tanstack/react-query';

export function useDownloadReport() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = unwrap(await api.getFile(`/report/reports/${id}/download`));
      saveFile(file);
      return file.fileName;
    },
  });
}
