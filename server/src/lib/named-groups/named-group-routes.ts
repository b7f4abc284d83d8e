/**
 * The routes every kind of named group serves under its path: the list, one group, a group's
 * members, create, edit and delete. Each is registered by its own call, so a kind places its own
 * routes (a picker, a bulk action) among them.
 */
import { DataResponse, IdParams, ListResponse } from '@console/shared/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { Db } from '../../db/client';
import { actorOf, principalOf, type Access } from '../../plugins/access';
import type { Actor } from '../audit';
import type { pagination } from '../list';
import { responses, type App } from '../route';

type Paging = ReturnType<typeof pagination>;

/** The schemas of a kind's group routes: list and member list requests, bodies, and answers. */
type SchemaName = 'list' | 'memberList' | 'body' | 'update' | 'group' | 'detail' | 'member';
type Schemas = Record<SchemaName, TSchema>;

/** What a kind's store answers, on the bodies its schemas admit (`T`: each schema's type). */
export interface NamedGroupStore<T extends Record<SchemaName, unknown>> {
  list(db: Db, tenantId: number, body: T['list']): Promise<{ data: T['group'][]; pagination: Paging }>;
  get(db: Db, tenantId: number, id: number): Promise<T['detail']>;
  listMembers(
    db: Db,
    tenantId: number,
    groupId: number,
    body: T['memberList'],
  ): Promise<{ data: T['member'][]; pagination: Paging }>;
  create(db: Db, actor: Actor, body: T['body']): Promise<T['detail']>;
  update(db: Db, actor: Actor, id: number, body: T['update']): Promise<T['detail']>;
  remove(db: Db, actor: Actor, id: number): Promise<void>;
}

export interface NamedGroupRoutes<S extends Schemas> {
  /** The groups' path under the service: `/customer-groups`. */
  path: string;
  tags: string[];
  /** Who may manage the groups; `listAccess`, who may read their list (a picker's reader too). */
  access: Access;
  listAccess: Access;
  /** Tidies a create or edit body before its schema sees it. */
  tidy?: preValidationAsyncHookHandler;
  schemas: S;
  store: NamedGroupStore<{ [K in SchemaName]: Static<S[K]> }>;
}

export function namedGroupRoutes<S extends Schemas>(app: App, kind: NamedGroupRoutes<S>) {
  const { path, tags, access, tidy, store } = kind;
  // Here a schema is any schema: where a kind names its schemas and its store together, each
  // store function is checked against the body its route admits and the answer it declares.
  const schemas: Schemas = kind.schemas;
  const tidied = tidy ? { preValidation: tidy } : {};
  return {
    list: () =>
      app.post(
        `${path}/list`,
        {
          config: { search: true, access: kind.listAccess },
          schema: { tags, body: schemas.list, response: responses({ 200: ListResponse(schemas.group) }) },
        },
        (request) => store.list(app.db, principalOf(request).tenantId, request.body as Static<S['list']>),
      ),

    get: () =>
      app.get(
        `${path}/:id`,
        {
          config: { access },
          schema: { tags, params: IdParams, response: responses({ 200: DataResponse(schemas.detail) }) },
        },
        async (request) => ({ data: await store.get(app.db, principalOf(request).tenantId, request.params.id) }),
      ),

    members: () =>
      app.post(
        `${path}/:id/members/list`,
        {
          config: { search: true, access },
          schema: {
            tags,
            params: IdParams,
            body: schemas.memberList,
            response: responses({ 200: ListResponse(schemas.member) }),
          },
        },
        (request) =>
          store.listMembers(
            app.db,
            principalOf(request).tenantId,
            request.params.id,
            request.body as Static<S['memberList']>,
          ),
      ),

    create: () =>
      app.post(
        path,
        {
          config: { access },
          ...tidied,
          schema: { tags, body: schemas.body, response: responses({ 201: DataResponse(schemas.detail) }) },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send({ data: await store.create(app.db, actorOf(request), request.body as Static<S['body']>) }),
      ),

    update: () =>
      app.put(
        `${path}/:id`,
        {
          config: { access },
          ...tidied,
          schema: {
            tags,
            params: IdParams,
            body: schemas.update,
            response: responses({ 200: DataResponse(schemas.detail) }),
          },
        },
        async (request) => ({
          data: await store.update(app.db, actorOf(request), request.params.id, request.body as Static<S['update']>),
        }),
      ),

    remove: () =>
      app.delete(
        `${path}/:id`,
        { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
        async (request, reply) => {
          await store.remove(app.db, actorOf(request), request.params.id);
          return reply.status(204).send(null);
        },
      ),
  };
}
