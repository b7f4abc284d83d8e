import {
  CustomerGroupOptionsResponse,
  PlainOptionsRequest,
  CustomerGroup,
  CustomerGroupDetail,
  DataResponse,
  GroupBody,
  GroupListRequest,
  GroupMember,
  GroupMemberListRequest,
  GroupMembersAdded,
  GroupMembersBody,
  GroupUpdateBody,
  GroupWallets,
  IdParams,
} from '@console/shared/contracts';
import { namedGroupRoutes } from '../../../lib/named-groups/named-group-routes';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
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
    path: '/customer-groups',
    tags,
    access,
    listAccess: pickerAccess,
    tidy: normaliseBody({ blankToNull: ['description'] }),
    schemas: {
      list: GroupListRequest,
      memberList: GroupMemberListRequest,
      body: GroupBody,
      update: GroupUpdateBody,
      group: CustomerGroup,
      detail: CustomerGroupDetail,
      member: GroupMember,
    },
    store: customerGroupStore,
  });

  groups.list();

  app.post(
    '/customer-groups/options',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: PlainOptionsRequest, response: responses({ 200: CustomerGroupOptionsResponse }) },
    },
    (request) => customerGroupStore.options(app.db, principalOf(request).tenantId, request.body),
  );

  groups.get();
  groups.members();

  app.get(
    '/customer-groups/:id/wallets',
    {
      config: { access: walletAccess },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(GroupWallets) }) },
    },
    async (request) => ({ data: await groupWallets(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  groups.create();
  groups.update();

  app.post(
    '/customer-groups/:id/members',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        body: GroupMembersBody,
        response: responses({ 200: DataResponse(GroupMembersAdded) }),
      },
    },
    async (request) => ({
      data: await addGroupMembers(app.db, actorOf(request), request.params.id, request.body.customer_ids),
    }),
  );

  groups.remove();
}
