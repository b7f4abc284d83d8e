import { namedGroupRoutes } from '../../../lib/named-groups/named-group-routes';
import { normaliseBody } from '../../../lib/normalise-body';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { addGroupMembers, customerGroupStore, groupWallets } from './groups-service';

const access: Access = { permissions: ['PERM_VIEW_CUSTOMER_GROUP_LIST'] };
/** The customer form picks groups, a bulk credit can target one, and a rule governs one. */
const pickerAccess: Access = {
  permissions: [
    'PERM_VIEW_CUSTOMER_GROUP_LIST',
    'PERM_VIEW_CUSTOMER_LIST',
    'PERM_VIEW_WALLET_LIST',
    'PERM_VIEW_RULE_LIST',
  ],
};
/** Only a bulk credit (a wallet screen) needs a group's wallets. */
const walletAccess: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const tags = ['customer-groups'];

export default async function groupsRoutes(app: App) {
  const groups = namedGroupRoutes(app, {
    endpoints: '/customer/customer-groups',
    tags,
    access,
    listAccess: pickerAccess,
    tidy: normaliseBody({ blankToNull: ['description'] }),
    store: customerGroupStore,
  });

  groups.list();

  route(
    app,
    'POST /customer/customer-groups/options',
    { config: { search: true, access: pickerAccess }, tags },
    (request) => customerGroupStore.options(app.db, principalOf(request).tenantId, request.body),
  );

  groups.get();
  groups.members();

  route(
    app,
    'GET /customer/customer-groups/:id/wallets',
    { config: { access: walletAccess }, tags },
    async (request) => ({ data: await groupWallets(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  groups.create();
  groups.update();

  route(app, 'POST /customer/customer-groups/:id/members', { config: { access }, tags }, async (request) => ({
    data: await addGroupMembers(app.db, actorOf(request), request.params.id, request.body.customer_ids),
  }));

  groups.remove();
}
