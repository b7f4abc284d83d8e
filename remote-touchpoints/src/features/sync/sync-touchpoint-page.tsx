/**
 * Sync Touchpoints (`/sync-touchpoint`): every channel sync, newest first, with a Channel filter —
 * a running one's row follows it every second. Choosing a run (its row, or `?run=<id>` as the
 * Channels list links it) shows the touchpoints it received.
 */
import { idFilter, routeId } from '@console/shared';
import { ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { channelFinder } from '../channels/api/list-channel-options';
import { useLiveSyncRuns } from './api/get-sync-run';
import { syncRunsListQuery } from './api/list-sync-runs';
import { runColumns } from './run-columns';
import { RunRecords } from './run-records';

export default function SyncTouchpointPage() {
  const t = catalogue.useT();
  const columns = useMemo(() => runColumns(t), [t]);
  const list = useListPage({
    query: syncRunsListQuery,
    filters: { channel_id: idFilter },
    defaults: { sortBy: 'started_at', sortDir: 'DESC' },
  });
  const rows = useLiveSyncRuns(list.rows);
  const [params, setParams] = useSearchParams();
  const runId = routeId(params.get('run'));

  const choose = (id: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('run', String(id));
      return next;
    });

  return (
    <>
      <PageHeader title={t('sync.title')} subtitle={t('sync.subtitle')} />
      <ListFilterBar list={list} selects={[{ name: 'channel_id', label: t('common.channel'), find: channelFinder }]} />
      <ListView
        list={{ ...list, rows }}
        columns={columns}
        noun={t('sync.noun')}
        caption={t('sync.caption')}
        onRowClick={(r) => choose(r.id)}
      />
      {runId !== undefined && <RunRecords key={runId} runId={runId} />}
    </>
  );
}
