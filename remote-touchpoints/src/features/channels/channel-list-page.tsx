/**
 * Channels (`/channel-list`): Channel Name, Sync Touchpoints. Each channel syncs its
 * touchpoints from its feed with progress in its row; Add Channel and a row's Edit open the
 * channel dialog.
 */
import { textFilter } from '@console/shared';
import type { Channel } from '@console/shared/contracts';
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { channelsListQuery } from './api/list-channels';
import { ChannelDialog } from './channel-dialog';
import { channelColumns } from './columns';

export default function ChannelListPage() {
  const t = catalogue.useT();
  const list = useListPage({ query: channelsListQuery, filters: { search: textFilter } });
  // The channel stays named while the dialog closes, so its content does not flip to "Add" on the way out.
  const [dialog, setDialog] = useState<{ open: boolean; channel?: Channel }>({ open: false });
  // The headers are words of the shown language: the columns are made again when it changes.
  const columns = useMemo(() => channelColumns({ t, onEdit: (channel) => setDialog({ open: true, channel }) }), [t]);
  const addChannel = <Button onClick={() => setDialog({ open: true })}>{t('channels.add')}</Button>;

  return (
    <>
      <PageHeader title={t('channels.title')} subtitle={t('channels.subtitle')} right={addChannel} />
      <ListFilterBar list={list} search={t('channels.search')} />
      <ListView list={list} columns={columns} noun={t('channels.noun')} emptyAction={addChannel} />
      <ChannelDialog
        open={dialog.open}
        channel={dialog.channel}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
