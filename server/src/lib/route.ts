/**
 * Small helpers every route module uses: the typed app, the standard error responses, and
 * `route`, which registers an endpoint of `ENDPOINTS` (shared/src/contracts/endpoints.ts) with
 * the schemas that table declares — the one place a console route's body, params and answer are
 * written.
 */
import {
  ENDPOINTS,
  ErrorResponse,
  Id,
  IdParams,
  type EndpointKey,
  type EndpointSpec,
  type Endpoints,
  type SuccessStatus,
} from '@console/shared/contracts';
import { NAMED_PATH_PARAMS } from '@console/shared/contracts/platform';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import { Type, type TNull, type TObject, type TSchema, type TUnsafe } from 'typebox';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 422, 429] as const;

/** A route's response schemas: its own success shapes plus the error shape for every 4xx. */
export function responses<T extends Record<number, TSchema>>(success: T) {
  const errors = Object.fromEntries(ERROR_STATUSES.map((s) => [s, ErrorResponse])) as Record<
    (typeof ERROR_STATUSES)[number],
    typeof ErrorResponse
  >;
  return { ...errors, ...success };
}

/** A 204's answer: no content. */
const NO_CONTENT = Type.Null();
/** An export's answer: the file's bytes, not JSON. */
const FILE = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The `:names` of a path: `/sync-runs/:id/records/:recordId` → `'id' | 'recordId'`. */
type ParamNames<P extends string> = P extends `${string}/:${infer N}/${infer R}`
  ? N | ParamNames<`/${R}`>
  : P extends `${string}/:${infer N}`
    ? N
    : never;
/** The success statuses of an entry (200 with an answer or a file, 204 without, else its `status`). */
type StatusesOf<S> = S extends { status: infer C }
  ? C extends readonly (infer L)[]
    ? L
    : C
  : S extends { response: TSchema } | { file: true }
    ? 200
    : 204;
type AnswerAt<S, C> = C extends 204
  ? TNull
  : S extends { file: true }
    ? TUnsafe<Buffer>
    : S extends { response: infer R extends TSchema }
      ? R
      : never;
type Successes<S> = { [C in StatusesOf<S> & number]: AnswerAt<S, C> };

/** What a route declares beside its entry: the docs' tags, and any headers or query it reads. */
export interface EndpointExtras<H extends TSchema | undefined, Q extends TSchema | undefined> {
  /** The OpenAPI tags the route is listed under. */
  tags: string[];
  /** `[]` for a route that needs no token (the docs' security). */
  security?: FastifySchema['security'];
  /** Request headers it validates (an Idempotency-Key). */
  headers?: H;
  querystring?: Q;
}

type Named = typeof NAMED_PATH_PARAMS;
/** A path param's schema: a remote's name or a version by its name, else a record id. */
type ParamSchema<N extends string> = N extends keyof Named ? Named[N] : typeof Id;

/**
 * The Fastify schema of endpoint `K`, as its ENDPOINTS entry declares it: the body, a path
 * param per `:name` (a record id, `Id`, as the API client fills them with numbers; a remote's
 * name or a version where the path names one: NAMED_PATH_PARAMS), and
 * the success answers at their statuses beside the error shape for every 4xx.
 */
export type EndpointSchema<
  K extends EndpointKey,
  H extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
> = {
  tags: string[];
  security?: FastifySchema['security'];
  body: Endpoints[K] extends { body: infer B extends TSchema } ? B : undefined;
  params: [ParamNames<K>] extends [never] ? undefined : TObject<{ [N in ParamNames<K>]: ParamSchema<N> }>;
  headers: H;
  querystring: Q;
  response: ReturnType<typeof responses<Successes<Endpoints[K]>>>;
};

/** Fastify's options of a route of this app with schema `S`: the shorthand options and the handler. */
type RouteOf<S extends FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;
type Options<S extends FastifySchema> = Omit<RouteOf<S>, 'schema' | 'method' | 'url' | 'handler'>;
type Handler<S extends FastifySchema> = RouteOf<S>['handler'];

/** Each schema `route` built, with the endpoint it was built from (the contract test reads it). */
const declared = new WeakMap<object, EndpointKey>();

/** The ENDPOINTS key a route's schema was built from by `route`; undefined for a schema written by hand. */
export function endpointOf(schema: unknown): EndpointKey | undefined {
  return schema && typeof schema === 'object' ? declared.get(schema) : undefined;
}

const paramsByNames = new Map<string, TSchema>([['id', IdParams]]);

/** The params schema of a path: each `:name` a record id, but those NAMED_PATH_PARAMS names. */
function paramsOf(path: string): TSchema | undefined {
  const names = [...path.matchAll(/\/:([^/]+)/g)].map((m) => m[1]!);
  if (names.length === 0) return undefined;
  const key = names.join();
  let params = paramsByNames.get(key);
  if (!params) {
    const schemaOf = (n: string): TSchema => (NAMED_PATH_PARAMS as Record<string, TSchema>)[n] ?? Id;
    params = Type.Object(Object.fromEntries(names.map((n) => [n, schemaOf(n)])), { additionalProperties: false });
    paramsByNames.set(key, params);
  }
  return params;
}

function statusesOf(spec: EndpointSpec): readonly SuccessStatus[] {
  if (spec.status !== undefined) return typeof spec.status === 'number' ? [spec.status] : spec.status;
  return spec.response || spec.file ? [200] : [204];
}

/** The schema of endpoint `key` (see EndpointSchema), remembered as built from it. */
function endpointSchema<
  K extends EndpointKey,
  H extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
>(key: K, extras: EndpointExtras<H, Q>): EndpointSchema<K, H, Q> {
  const spec: EndpointSpec | undefined = ENDPOINTS[key];
  if (!spec) throw new Error(`${key} is not in ENDPOINTS (shared/src/contracts/endpoints.ts)`);
  const success = Object.fromEntries(
    statusesOf(spec).map((status) => [status, status === 204 ? NO_CONTENT : spec.file ? FILE : spec.response]),
  );
  const schema = Object.fromEntries(
    Object.entries({
      tags: extras.tags,
      security: extras.security,
      body: spec.body,
      params: paramsOf(key),
      headers: extras.headers,
      querystring: extras.querystring,
      response: responses(success as Record<number, TSchema>),
    }).filter(([, value]) => value !== undefined),
  );
  declared.set(schema, key);
  return schema as EndpointSchema<K, H, Q>;
}

/** `'POST /merchant/roles/:id'` → its method, service and path under the service. */
function splitEndpoint(key: EndpointKey): { method: HTTPMethods; service: string; path: string } {
  const match = /^([A-Z]+) \/([^/]+)(\/.*)?$/.exec(key);
  if (!match) throw new Error(`${key} is not an ENDPOINTS key`);
  return { method: match[1] as HTTPMethods, service: match[2]!, path: match[3] ?? '' };
}

/**
 * Registers endpoint `key` of ENDPOINTS on a service's app: its method and URL from the key (the
 * service prefix, `/merchant`, is the app's), its schema from the entry (`endpointSchema`), and
 * the route's own options beside them — access, hooks, and the docs' `tags`. The handler is typed
 * by that schema: `request.body`, `request.params` and each status's answer.
 */
export function route<
  K extends EndpointKey,
  H extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
>(
  app: App,
  key: K,
  options: Options<EndpointSchema<K, H, Q>> & EndpointExtras<H, Q>,
  handler: Handler<EndpointSchema<K, H, Q>>,
): void {
  const { tags, security, headers, querystring, ...rest } = options;
  const { method, service, path } = splitEndpoint(key);
  if (!app.prefix.endsWith(`/${service}`))
    throw new Error(`${key} is served by the ${service} service; this app's prefix is ${app.prefix}`);
  app.route<RouteGenericInterface, ContextConfigDefault, FastifySchema>({
    ...(rest as Options<FastifySchema>),
    method,
    url: path,
    schema: endpointSchema(key, { tags, security, headers, querystring }),
    handler: handler as unknown as Handler<FastifySchema>,
  });
}
