/** DELETE /merchant/rules/:id — through the console's delete dialog, which makes the call. */
import { useDeleteRecord } from '@console/shared/ui';
import { rulesKeys } from '../../../lib/query-keys';

export function useDeleteRule() {
  return useDeleteRecord({ keys: rulesKeys, path: (id) => `/merchant/rules/${id}` });
}
