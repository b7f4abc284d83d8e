/** POST /merchant/touchpoints/:id/products — a product in a touchpoint's store (a slot taken is 409). Refusals are shown by the dialog. */
import { api, unwrap } from '@console/shared';
import type { ProductBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ touchpointId, body }: { touchpointId: number; body: ProductBody }) =>
      unwrap(await api.post(`/merchant/touchpoints/${touchpointId}/products`, body, { noErrorToast: true })).data,
    onSuccess: (_, { touchpointId }) =>
      queryClient.invalidateQueries({ queryKey: touchpointsKeys.of('products', touchpointId) }),
  });
}
