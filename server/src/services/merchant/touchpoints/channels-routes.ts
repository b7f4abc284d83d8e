import { normaliseBody } from '../../../lib/normalise-body';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, type Access } from '../../../plugins/access';
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
  recordResourceRoutes(app, '/merchant/channels', {
    tags,
    access,
    listAccess: pickerAccess,
    optionsAccess: pickerAccess,
    service: { list: listChannels, options: channelOptions, get: getChannel },
  });

  route(app, 'POST /merchant/channels', { config: { access }, preValidation: tidy, tags }, async (request, reply) =>
    reply.status(201).send({ data: await createChannel(app.db, actorOf(request), request.body, feeds.assertAllowed) }),
  );

  route(app, 'PUT /merchant/channels/:id', { config: { access }, preValidation: tidy, tags }, async (request) => ({
    data: await updateChannel(app.db, actorOf(request), request.params.id, request.body, feeds.assertAllowed),
  }));
}
