import {
  NamedOptionsResponse,
  PlainOptionsRequest,
  Channel,
  ChannelBody,
  ChannelListRequest,
  ChannelUpdateBody,
  DataResponse,
  IdParams,
  ListResponse,
} from '@console/shared/contracts';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { FeedGate } from '../sync/sync-job';
import { channelOptions, createChannel, getChannel, listChannels, updateChannel } from './channels-service';

const access: Access = { permissions: ['PERM_VIEW_CHANNEL_LIST'] };
/** The touchpoint list and the sync screen filter by channel; a rule may cover a whole channel. */
const pickerAccess: Access = {
  permissions: ['PERM_VIEW_CHANNEL_LIST', 'PERM_VIEW_TOUCHPOINT_LIST', 'PERM_VIEW_RULE_LIST'],
};
const tags = ['channels'];
const tidy = normaliseBody({ blankToNull: ['feed_url'] });

export default async function channelsRoutes(app: App, { feeds }: { feeds: FeedGate }) {
  app.post(
    '/channels/list',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: ChannelListRequest, response: responses({ 200: ListResponse(Channel) }) },
    },
    (request) => listChannels(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/channels/options',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: PlainOptionsRequest, response: responses({ 200: NamedOptionsResponse }) },
    },
    (request) => channelOptions(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/channels/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Channel) }) } },
    async (request) => ({ data: await getChannel(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/channels',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: ChannelBody, response: responses({ 201: DataResponse(Channel) }) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createChannel(app.db, actorOf(request), request.body, feeds.assertAllowed) }),
  );

  app.put(
    '/channels/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, params: IdParams, body: ChannelUpdateBody, response: responses({ 200: DataResponse(Channel) }) },
    },
    async (request) => ({
      data: await updateChannel(app.db, actorOf(request), request.params.id, request.body, feeds.assertAllowed),
    }),
  );
}
