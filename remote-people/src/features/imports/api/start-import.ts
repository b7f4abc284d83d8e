/**
 * POST /customer/imports — stores the file and queues its import on the server (202), or answers
 * the import of the same file made before (200): importing a file again applies nothing twice.
 * Once sent it is not cancelled by leaving the page; the server runs the import without the dialog.
 */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsKeys } from '../../../lib/query-keys';
import { uploadFields, type ImportUpload } from './import-upload';

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: ImportUpload) =>
      unwrap(
        await api.upload('/customer/imports', uploadFields(upload), upload.file, {
          quiet: true,
          keepOnNavigation: true,
          noErrorToast: true,
        }),
      ).data,
    onSuccess: (started) => queryClient.setQueryData(importsKeys.detail(started.id), started),
  });
}
