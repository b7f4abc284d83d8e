/**
 * Sync Stock for one touchpoint (a list row, the store page): reads its stock from its channel's
 * feed. Only a touchpoint that came from a channel's feed (a channel and a source id) can; any
 * other says why.
 */
import type { Touchpoint } from '@console/shared/contracts';
import { ReasonedButton } from '@console/shared/ui';
import { useSyncStock } from './api/sync-stock';

export function syncStockRefusal(t: Pick<Touchpoint, 'channel_id' | 'source_id'>): string | null {
  if (t.channel_id === null) return 'This touchpoint has no channel to sync its stock from';
  if (!t.source_id) return 'This touchpoint was not synced from its channel; its stock is kept by hand';
  return null;
}

export function SyncStockButton({ touchpoint, size = 'xs' }: { touchpoint: Touchpoint; size?: 'xs' | 'sm' | 'md' }) {
  const syncStock = useSyncStock();
  return (
    <ReasonedButton
      size={size}
      variant="outline"
      aria-label={`Sync Stock: ${touchpoint.name}`}
      reason={syncStockRefusal(touchpoint)}
      loading={syncStock.isPending}
      onClick={() => syncStock.mutate(touchpoint.id)}
    >
      Sync Stock
    </ReasonedButton>
  );
}
