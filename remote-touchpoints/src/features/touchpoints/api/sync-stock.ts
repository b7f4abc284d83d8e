/**
 * POST /merchant/touchpoints/:id/sync-stock — read this touchpoint's stock from its channel's feed.
 * Says what changed in a success toast; a refusal (no feed, a feed that failed) is the API
 * client's error toast with the server's message.
 */
import { api, invalidateResources, unwrap, useToastStore } from '@console/shared';
import type { StockSyncResult } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '../../../i18n/catalogue';
import { touchpointsKeys } from '../../../lib/query-keys';

/** The success toast, in the language shown: the counts, then any slot the feed named that the touchpoint lacks. */
export function stockSyncMessage(result: StockSyncResult): string {
  const done = catalogue.t('touchpoints.stockSyncDone', { updated: result.updated, unchanged: result.unchanged });
  const unknown = result.unknown_slots;
  return unknown.length === 0
    ? done
    : catalogue.plural('touchpoints.stockSyncUnknown', unknown.length, { done, slots: unknown.join(', ') });
}

export function useSyncStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (touchpointId: number) =>
      unwrap(await api.post(`/merchant/touchpoints/${touchpointId}/sync-stock`, {})).data,
    onSuccess: (result) => {
      useToastStore.getState().showSuccess(stockSyncMessage(result));
      // The touchpoint's Stock Synced and Last Updated, and its store's stock.
      void invalidateResources(queryClient, touchpointsKeys);
    },
  });
}
