/**
 * POST /customer/imports/dry-run — what importing the file would do, row by row, writing nothing:
 * the counts, and every row with an error by its line. A malformed file is refused (400) with the
 * reason, which the dialog shows.
 */
import { api, unwrap } from '@console/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadFields, type ImportUpload } from './import-upload';

export function useDryRunImport() {
  return useMutation({
    mutationFn: async (upload: ImportUpload) =>
      unwrap(await api.upload('/customer/imports/dry-run', uploadFields(upload), upload.file, { noErrorToast: true }))
        .data,
  });
}
