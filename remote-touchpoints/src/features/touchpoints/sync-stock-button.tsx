/**
 * Sync Stock for one touchpoint (a list row, the store page): reads its stock from its channel's
 * feed. Only a touchpoint that came from a channel's feed (a channel and a source id) can; any
 * other says why.
 */
import type { Touchpoint } from '@console/shared/contracts';
import { ReasonedButton } from '@console/shared/ui';
import { catalogue, type Translate } from '../../i18n/catalogue';
import { useSyncStock } from './api/sync-stock';

export function syncStockRefusal(tp: Pick<Touchpoint, 'channel_id' | 'source_id'>, t: Translate): string | null {
  if (tp.channel_id === null) return t('touchpoints.noChannel');
  if (!tp.source_id) return t('touchpoints.notSynced');
  return null;
}

export function SyncStockButton({ touchpoint, size = 'xs' }: { touchpoint: Touchpoint; size?: 'xs' | 'sm' | 'md' }) {
  const syncStock = useSyncStock();
  const t = catalogue.useT();
  return (
    <ReasonedButton
      size={size}
      variant="outline"
      aria-label={t('touchpoints.syncStockAria', { name: touchpoint.name })}
      reason={syncStockRefusal(touchpoint, t)}
      loading={syncStock.isPending}
      onClick={() => syncStock.mutate(touchpoint.id)}
    >
      {t('touchpoints.syncStock')}
    </ReasonedButton>
  );
}
