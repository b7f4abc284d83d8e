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
  ListResponse,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { addGroupMembers, customerGroupStore as groups, groupWallets } from './groups-repository';

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
const tidy = normaliseBody({ blankToNull: ['description'] });

export default async function groupsRoutes(app: App) {
  app.post(
    '/customer-groups/list',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: GroupListRequest, response: responses({ 200: ListResponse(CustomerGroup) }) },
    },
    (request) => groups.list(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/customer-groups/options',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: PlainOptionsRequest, response: responses({ 200: CustomerGroupOptionsResponse }) },
    },
    (request) => groups.options(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/customer-groups/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(CustomerGroupDetail) }) },
    },
    async (request) => ({ data: await groups.get(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/customer-groups/:id/members/list',
    {
      config: { search: true, access },
      schema: {
        tags,
        params: IdParams,
        body: GroupMemberListRequest,
        response: responses({ 200: ListResponse(GroupMember) }),
      },
    },
    (request) => groups.listMembers(app.db, principalOf(request).tenantId, request.params.id, request.body),
  );

  app.get(
    '/customer-groups/:id/wallets',
    {
      config: { access: walletAccess },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(GroupWallets) }) },
    },
    async (request) => ({ data: await groupWallets(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/customer-groups',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: GroupBody, response: responses({ 201: DataResponse(CustomerGroupDetail) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await groups.create(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/customer-groups/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: {
        tags,
        params: IdParams,
        body: GroupUpdateBody,
        response: responses({ 200: DataResponse(CustomerGroupDetail) }),
      },
    },
    async (request) => ({ data: await groups.update(app.db, actorOf(request), request.params.id, request.body) }),
  );

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

  app.delete(
    '/customer-groups/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await groups.remove(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
