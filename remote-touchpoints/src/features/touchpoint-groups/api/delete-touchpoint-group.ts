/**
 * DELETE /merchant/touchpoint-groups/:id — through the console's delete dialog (the touchpoints
 * stay). A group an institution links answers 409 with which; the dialog shows it.
 */
import { useDeleteRecord } from '@console/shared/ui';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export function useDeleteTouchpointGroup() {
  return useDeleteRecord({ keys: touchpointGroupsKeys, path: (id) => `/merchant/touchpoint-groups/${id}` });
}
