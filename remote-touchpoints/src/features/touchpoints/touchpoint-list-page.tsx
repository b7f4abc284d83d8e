/**
 * Touchpoint List (`/touchpoint-list`): search by name; Channel, Type and Stock Synced
 * filters; a server-sorted table with Sync Stock on every row. Add Touchpoint and a row's Edit
 * open the touchpoint dialog; "Sync touchpoints" goes to the channel syncs.
 */
import { useCanOpen } from '@console/shared';
import type { Touchpoint } from '@console/shared/contracts';
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { channelFinder } from '../channels/api/list-channel-options';
import { touchpointsListQuery } from './api/list-touchpoints';
import { touchpointColumns } from './columns';
import { TouchpointDialog } from './touchpoint-dialog';
import { stockSyncedFilterOptions, TOUCHPOINT_FILTERS, typeFilterOptions } from './touchpoint-list-filters';

const SYNC_PATH = '/sync-touchpoint';

export default function TouchpointListPage() {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const list = useListPage({ query: touchpointsListQuery, filters: TOUCHPOINT_FILTERS });
  const canSync = useCanOpen(SYNC_PATH);
  // The touchpoint stays named while the dialog closes, so its content does not flip to "Add" on the way out.
  const [dialog, setDialog] = useState<{ open: boolean; touchpoint?: Touchpoint }>({ open: false });

  const columns = useMemo(
    () =>
      touchpointColumns({
        t,
        onView: (tp) => navigate(`/touchpoint/${tp.id}`),
        onEdit: (touchpoint) => setDialog({ open: true, touchpoint }),
      }),
    [navigate, t],
  );
  const addTouchpoint = <Button onClick={() => setDialog({ open: true })}>{t('touchpoints.add')}</Button>;

  return (
    <>
      <PageHeader
        title={t('touchpoints.title')}
        subtitle={t('touchpoints.subtitle')}
        right={
          <>
            {canSync && (
              <Button asChild variant="outline">
                <Link to={SYNC_PATH}>{t('touchpoints.syncLink')}</Link>
              </Button>
            )}
            {addTouchpoint}
          </>
        }
      />
      <ListFilterBar
        list={list}
        search={t('common.searchByName')}
        selects={[
          { name: 'channel_id', label: t('common.channel'), find: channelFinder },
          { name: 'type', label: t('common.type'), options: typeFilterOptions(t) },
          { name: 'stock_synced', label: t('touchpoints.stockSynced'), options: stockSyncedFilterOptions(t) },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun={t('common.touchpoints')}
        emptyAction={addTouchpoint}
        onRowClick={(tp) => navigate(`/touchpoint/${tp.id}`)}
      />
      <TouchpointDialog
        open={dialog.open}
        touchpoint={dialog.touchpoint}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
