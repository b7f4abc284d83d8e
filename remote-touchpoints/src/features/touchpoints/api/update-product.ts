/** PUT /merchant/touchpoints/:id/products/:productId — edit a store product with the `updated_at` the dialog loaded (409 when stale). */
import { api, unwrap } from '@console/shared';
import type { ProductUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      touchpointId,
      productId,
      body,
    }: {
      touchpointId: number;
      productId: number;
      body: ProductUpdateBody;
    }) =>
      unwrap(await api.put(`/merchant/touchpoints/${touchpointId}/products/${productId}`, body, { noErrorToast: true }))
        .data,
    onSuccess: (_, { touchpointId }) =>
      queryClient.invalidateQueries({ queryKey: touchpointsKeys.of('products', touchpointId) }),
  });
}
