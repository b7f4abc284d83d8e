import {
  DataResponse,
  IdParams,
  ListResponse,
  Rule,
  RuleBody,
  RuleListRequest,
  RuleUpdateBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { createRule, deleteRule, getRule, listRules, updateRule } from './rules-service';

const access: Access = { permissions: ['PERM_VIEW_RULE_LIST'] };
const tags = ['rules'];
const tidy = normaliseBody({ blankToNull: [] });

export default async function rulesRoutes(app: App) {
  app.post(
    '/rules/list',
    {
      config: { search: true, access },
      schema: { tags, body: RuleListRequest, response: responses({ 200: ListResponse(Rule) }) },
    },
    (request) => listRules(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/rules/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Rule) }) } },
    async (request) => ({ data: await getRule(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/rules',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: RuleBody, response: responses({ 201: DataResponse(Rule) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRule(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/rules/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, params: IdParams, body: RuleUpdateBody, response: responses({ 200: DataResponse(Rule) }) },
    },
    async (request) => ({ data: await updateRule(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/rules/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteRule(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
