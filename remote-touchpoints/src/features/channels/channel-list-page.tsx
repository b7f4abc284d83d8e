/**
 * Channels (`/channel-list`): Channel Name, Sync Touchpoints. Each channel syncs its
 * touchpoints from its feed with progress in its row; Add Channel and a row's Edit open the
 * channel dialog.
 */
import { textFilter } from '@console/shared';
import type { Channel } from '@console/shared/contracts';
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { channelsListQuery } from './api/list-channels';
import { ChannelDialog } from './channel-dialog';
import { channelColumns } from './columns';

export default function ChannelListPage() {
  const list = useListPage({ query: channelsListQuery, filters: { search: textFilter } });
  // The channel stays named while the dialog closes, so its content does not flip to "Add" on the way out.
  const [dialog, setDialog] = useState<{ open: boolean; channel?: Channel }>({ open: false });
  const columns = useMemo(() => channelColumns({ onEdit: (channel) => setDialog({ open: true, channel }) }), []);
  const addChannel = <Button onClick={() => setDialog({ open: true })}>Add Channel</Button>;

  return (
    <>
      <PageHeader title="Channels" subtitle="Where touchpoints come from, and their sync" right={addChannel} />
      <ListFilterBar list={list} search="Search by name or code" />
      <ListView list={list} columns={columns} noun="Channels" emptyAction={addChannel} />
      <ChannelDialog
        open={dialog.open}
        channel={dialog.channel}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
