/**
 * A record's usual routes under one path, registered from its service functions: the list, the
 * picker's options, one record, create, edit and delete, and the lists of a record's own rows,
 * each with the schemas of its ENDPOINTS entry and the handler of `record-routes.ts`. A resource names the ones it serves; a route of its
 * own (an export, a bulk action, an edit that needs more than the caller) stays a `route` call.
 */
import type { EndpointKey, Endpoints } from '@console/shared/contracts';
import type { FastifyContextConfig, preValidationAsyncHookHandler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../db/client';
import type { Access } from '../plugins/access';
import type { Actor } from './audit';
import { recordCreate, recordDelete, recordRead, recordRowsRead, recordUpdate, tenantRead } from './record-routes';
import { route, type App } from './route';

/** The body's type of endpoint `K`, and its answer's (never when `K` is no endpoint). */
export type BodyOf<K> = K extends EndpointKey
  ? Endpoints[K] extends { body: infer B extends TSchema }
    ? Static<B>
    : never
  : never;
export type AnswerOf<K> = K extends EndpointKey
  ? Endpoints[K] extends { response: infer R extends TSchema }
    ? Static<R>
    : never
  : never;
type DataOf<K> = AnswerOf<K> extends { data: infer D } ? D : never;

/** The service functions of a record under `P` (`/merchant/rules`), typed by their ENDPOINTS entries. */
export interface RecordService<P extends string, C> {
  list?: (db: Db, tenantId: number, body: BodyOf<`POST ${P}/list`>) => Promise<AnswerOf<`POST ${P}/list`>>;
  options?: (db: Db, tenantId: number, body: BodyOf<`POST ${P}/options`>) => Promise<AnswerOf<`POST ${P}/options`>>;
  get?: (db: Db, tenantId: number, id: number) => Promise<DataOf<`GET ${P}/:id`>>;
  create?: (db: Db, caller: C, body: BodyOf<`POST ${P}`>) => Promise<DataOf<`POST ${P}`>>;
  update?: (db: Db, caller: C, id: number, body: BodyOf<`PUT ${P}/:id`>) => Promise<DataOf<`PUT ${P}/:id`>>;
  remove?: (db: Db, caller: C, id: number) => Promise<void>;
}

/** What follows `:id` in the POST endpoints under a record of `P`: `'/products/list'`. */
type UnderRecord<P extends string> = EndpointKey extends infer K
  ? K extends `POST ${P}/:id${infer U}`
    ? U
    : never
  : never;

/** The lists of a record's own rows by the path under its `:id`, each typed by its ENDPOINTS entry. */
export type RecordRows<P extends string> = {
  [U in UnderRecord<P>]?: (
    db: Db,
    tenantId: number,
    id: number,
    body: BodyOf<`POST ${P}/:id${U}`>,
  ) => Promise<AnswerOf<`POST ${P}/:id${U}`>>;
};
type RowsRead = (db: Db, tenantId: number, id: number, body: never) => Promise<unknown>;

export interface RecordRoutes<P extends string, C> {
  tags: string[];
  /** Who may read and write the records. */
  access: Access;
  /** Who may read the list, and the options (a picker's readers): `access` unless said. */
  listAccess?: Access;
  optionsAccess?: Access;
  /** The config of the writes, when it says more than `access` (a refused write audited). */
  writes?: FastifyContextConfig;
  /** Tidies a create or edit body before its schema sees it. */
  tidy?: preValidationAsyncHookHandler;
  /** Who makes a write: the actor unless said. */
  callerOf?: Parameters<typeof recordCreate<unknown, unknown, C>>[2];
  service: RecordService<P, C>;
  /** Lists of a record's own rows (`'/products/list': listProducts`): searched like the list, read with `access`. */
  rows?: RecordRows<P>;
}

/**
 * `route` for a key under any path. The handlers cannot be typed by one entry here, so the
 * route is called loosely: the service is checked against the path's entries (RecordService),
 * and each route validates and answers by its entry's schema.
 */
const routeUnder = route as unknown as (
  app: App,
  key: string,
  options: { config: FastifyContextConfig; tags: string[]; preValidation?: preValidationAsyncHookHandler },
  handler: unknown,
) => void;

/** Registers the routes under `path` that `kind.service` serves. */
export function recordResourceRoutes<P extends string, C = Actor>(app: App, path: P, kind: RecordRoutes<P, C>) {
  const { tags, access, service: s, callerOf } = kind;
  const writes = { config: kind.writes ?? { access }, tags, ...(kind.tidy ? { preValidation: kind.tidy } : {}) };
  const searched = (readers = access) => ({ config: { search: true, access: readers }, tags });
  if (s.list) routeUnder(app, `POST ${path}/list`, searched(kind.listAccess), tenantRead(app, s.list));
  if (s.options) routeUnder(app, `POST ${path}/options`, searched(kind.optionsAccess), tenantRead(app, s.options));
  if (s.get) routeUnder(app, `GET ${path}/:id`, { config: { access }, tags }, recordRead(app, s.get));
  if (s.create) routeUnder(app, `POST ${path}`, writes, recordCreate(app, s.create, callerOf));
  if (s.update) routeUnder(app, `PUT ${path}/:id`, writes, recordUpdate(app, s.update, callerOf));
  const removes = { config: kind.writes ?? { access }, tags };
  if (s.remove) routeUnder(app, `DELETE ${path}/:id`, removes, recordDelete(app, s.remove, callerOf));
  for (const [under, read] of Object.entries<RowsRead | undefined>(kind.rows ?? {})) {
    if (read) routeUnder(app, `POST ${path}/:id${under}`, searched(), recordRowsRead(app, read));
  }
}
