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
import { channelFinder } from '../channels/api/list-channel-options';
import { touchpointsListQuery } from './api/list-touchpoints';
import { touchpointColumns } from './columns';
import { TouchpointDialog } from './touchpoint-dialog';
import { STOCK_SYNCED_FILTER_OPTIONS, TOUCHPOINT_FILTERS, TYPE_FILTER_OPTIONS } from './touchpoint-list-filters';

const SYNC_PATH = '/sync-touchpoint';

export default function TouchpointListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: touchpointsListQuery, filters: TOUCHPOINT_FILTERS });
  const canSync = useCanOpen(SYNC_PATH);
  // The touchpoint stays named while the dialog closes, so its content does not flip to "Add" on the way out.
  const [dialog, setDialog] = useState<{ open: boolean; touchpoint?: Touchpoint }>({ open: false });

  const columns = useMemo(
    () =>
      touchpointColumns({
        onView: (t) => navigate(`/touchpoint/${t.id}`),
        onEdit: (touchpoint) => setDialog({ open: true, touchpoint }),
      }),
    [navigate],
  );
  const addTouchpoint = <Button onClick={() => setDialog({ open: true })}>Add Touchpoint</Button>;

  return (
    <>
      <PageHeader
        title="Touchpoint List"
        subtitle="Vending machines, kiosks, lockers and micro markets, with their stock"
        right={
          <>
            {canSync && (
              <Button asChild variant="outline">
                <Link to={SYNC_PATH}>Sync touchpoints</Link>
              </Button>
            )}
            {addTouchpoint}
          </>
        }
      />
      <ListFilterBar
        list={list}
        search="Search by name"
        selects={[
          { name: 'channel_id', label: 'Channel', find: channelFinder },
          { name: 'type', label: 'Type', options: TYPE_FILTER_OPTIONS },
          { name: 'stock_synced', label: 'Stock Synced', options: STOCK_SYNCED_FILTER_OPTIONS },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun="Touchpoints"
        emptyAction={addTouchpoint}
        onRowClick={(t) => navigate(`/touchpoint/${t.id}`)}
      />
      <TouchpointDialog
        open={dialog.open}
        touchpoint={dialog.touchpoint}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
