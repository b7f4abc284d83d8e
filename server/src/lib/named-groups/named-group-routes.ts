/**
 * The routes every kind of named group serves under its path: the list, one group, a group's
 * members, create, edit and delete, each with the schemas of its ENDPOINTS entry. Each is
 * registered by its own call, so a kind places its own routes (a picker, a bulk action) among them.
 */
import type { EndpointKey } from '@console/shared/contracts';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { actorOf, principalOf, type Access } from '../../plugins/access';
import type { Actor } from '../audit';
import type { pagination } from '../list';
import { route, type App } from '../route';
import type { AnswerOf, BodyOf } from '../record-resource-routes';

type Paging = ReturnType<typeof pagination>;

/** The six endpoints of a kind of named group under `P`. */
type KindKey<P extends string> =
  `POST ${P}/list` | `GET ${P}/:id` | `POST ${P}/:id/members/list` | `POST ${P}` | `PUT ${P}/:id` | `DELETE ${P}/:id`;
/** The `/service/path` of every kind of named group: each has the six entries in ENDPOINTS. */
export type NamedGroupsPath = {
  [K in EndpointKey]: K extends `DELETE ${infer P}/:id` ? (KindKey<P> extends EndpointKey ? P : never) : never;
}[EndpointKey];

/** Each schema's type of a kind's routes, as its ENDPOINTS entries declare them. */
export interface NamedGroupTypes<P extends NamedGroupsPath> {
  list: BodyOf<`POST ${P}/list`>;
  group: AnswerOf<`POST ${P}/list`> extends { data: (infer G)[] } ? G : never;
  detail: AnswerOf<`GET ${P}/:id`> extends { data: infer D } ? D : never;
  memberList: BodyOf<`POST ${P}/:id/members/list`>;
  member: AnswerOf<`POST ${P}/:id/members/list`> extends { data: (infer M)[] } ? M : never;
  body: BodyOf<`POST ${P}`>;
  update: BodyOf<`PUT ${P}/:id`>;
}
type SchemaName = keyof NamedGroupTypes<NamedGroupsPath>;

/** What a kind's store answers, on the bodies its routes admit (`T`: each schema's type). */
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

export interface NamedGroupRoutes<P extends NamedGroupsPath> {
  /** The groups' endpoints in ENDPOINTS, `/service/path`: `/customer/customer-groups`. */
  endpoints: P;
  tags: string[];
  /** Who may manage the groups; `listAccess`, who may read their list (a picker's reader too). */
  access: Access;
  listAccess: Access;
  /** Tidies a create or edit body before its schema sees it. */
  tidy?: preValidationAsyncHookHandler;
  store: NamedGroupStore<NamedGroupTypes<P>>;
}

/**
 * `route` for a key of any kind. A kind's handlers cannot be typed by one entry here, so the
 * request is read loosely: the store is checked against the kind's entries where the kind names
 * it (NamedGroupTypes), and each route validates and answers by its entry's schema.
 */
const routeOfKind = route as unknown as (
  app: App,
  key: string,
  options: { config: FastifyContextConfig; tags: string[]; preValidation?: preValidationAsyncHookHandler },
  handler: (request: FastifyRequest<{ Body: unknown; Params: { id: number } }>, reply: FastifyReply) => unknown,
) => void;

export function namedGroupRoutes<P extends NamedGroupsPath>(app: App, kind: NamedGroupRoutes<P>) {
  const { endpoints, tags, access, tidy } = kind;
  type T = NamedGroupTypes<P>;
  const { store } = kind;
  const tidied = tidy ? { preValidation: tidy } : {};
  return {
    list: () =>
      routeOfKind(
        app,
        `POST ${endpoints}/list`,
        { config: { search: true, access: kind.listAccess }, tags },
        (request) => store.list(app.db, principalOf(request).tenantId, request.body as T['list']),
      ),

    get: () =>
      routeOfKind(app, `GET ${endpoints}/:id`, { config: { access }, tags }, async (request) => ({
        data: await store.get(app.db, principalOf(request).tenantId, request.params.id),
      })),

    members: () =>
      routeOfKind(app, `POST ${endpoints}/:id/members/list`, { config: { search: true, access }, tags }, (request) =>
        store.listMembers(app.db, principalOf(request).tenantId, request.params.id, request.body as T['memberList']),
      ),

    create: () =>
      routeOfKind(app, `POST ${endpoints}`, { config: { access }, ...tidied, tags }, async (request, reply) =>
        reply.status(201).send({ data: await store.create(app.db, actorOf(request), request.body as T['body']) }),
      ),

    update: () =>
      routeOfKind(app, `PUT ${endpoints}/:id`, { config: { access }, ...tidied, tags }, async (request) => ({
        data: await store.update(app.db, actorOf(request), request.params.id, request.body as T['update']),
      })),

    remove: () =>
      routeOfKind(app, `DELETE ${endpoints}/:id`, { config: { access }, tags }, async (request, reply) => {
        await store.remove(app.db, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      }),
  };
}
