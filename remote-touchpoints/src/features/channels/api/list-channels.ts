/** POST /merchant/channels/list — one page of channels, each with its latest sync. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { ChannelListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { channelsKeys } from '../../../lib/query-keys';

export const channelsListQuery = (body: ChannelListRequest) =>
  queryOptions({
    queryKey: channelsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/channels/list', body, inPlaceRead(context))),
  });
