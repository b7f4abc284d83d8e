/**
 * A fake of the API client for page tests, typed by the endpoint table: each answer is checked
 * against the endpoint's response type and each recorded body is the endpoint's body type. It
 * replaces `api`'s methods with spies (every app imports the same `api` object), so a test needs
 * no `jest.mock('@console/shared', …)` block. A call nobody answers fails the test with its path.
 */
import {
  api,
  type AnswerOf,
  type ApiResult,
  type BodyOf,
  type CallOptions,
  type DownloadedFile,
  type StreamHandlers,
} from '../api/client';
import type { EndpointKey, Endpoints, StreamEvents, StreamPath } from '../contracts/endpoints';

/** What an endpoint answers: JSON, or for a file endpoint (an export, a download) the file. */
type Answered<K extends EndpointKey> = Endpoints[K] extends { file: true } ? DownloadedFile : AnswerOf<K>;
type Answer<K extends EndpointKey> = Answered<K> | ApiResult<Answered<K>>;
type Handler<K extends EndpointKey> = (body: BodyOf<K>, path: string) => Answer<K> | Promise<Answer<K>>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler<EndpointKey>;
}

export interface FakeApi {
  /** Answers `METHOD /service/path` (as the table spells it) with what `handler` returns; later calls win. */
  on<K extends EndpointKey>(endpoint: K, handler: Handler<K>): FakeApi;
  /** The bodies sent to `endpoint`, in order (GET and DELETE record undefined). */
  bodies<K extends EndpointKey>(endpoint: K): BodyOf<K>[];
  /** The concrete paths called for `endpoint`, in order. */
  paths(endpoint: EndpointKey): string[];
  /** The headers each call to `endpoint` sent (an Idempotency-Key), in order. */
  headers(endpoint: EndpointKey): Record<string, string>[];
  /** Sends an event to every open `api.stream(path)` subscriber (a new order on the order stream). */
  emit<P extends StreamPath, N extends keyof StreamEvents<P> & string>(
    path: P,
    name: N,
    data: StreamEvents<P>[N],
  ): void;
  /** How many `api.stream(path)` subscribers are open now. */
  openStreams(path: StreamPath): number;
}

function patternOf(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '\\d+')}$`);
}

function isResult(value: unknown): value is ApiResult<unknown> {
  return !!value && typeof value === 'object' && 'ok' in value && typeof value.ok === 'boolean';
}

/** Installs the fake on `api` (spies restored by Jest's `restoreMocks` or `jest.restoreAllMocks()`). */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];

  const answer = async (
    method: string,
    path: string,
    body: unknown,
    options?: CallOptions,
  ): Promise<ApiResult<unknown>> => {
    calls.push({ method, path, body, headers: options?.headers ?? {} });
    const route = routes.findLast((r) => r.method === method && r.pattern.test(path));
    if (!route) throw new Error(`fakeApi: no answer for ${method} ${path}`);
    const value = await route.handler(body as never, path);
    return isResult(value) ? value : { ok: true, status: 200, data: value };
  };

  const withBody = (method: string) => (path: string, body: unknown, options?: CallOptions) =>
    answer(method, path, body, options);
  const withoutBody = (method: string) => (path: string, options?: CallOptions) =>
    answer(method, path, undefined, options);
  jest.spyOn(api, 'get').mockImplementation(withoutBody('GET') as never);
  jest.spyOn(api, 'post').mockImplementation(withBody('POST') as never);
  jest.spyOn(api, 'put').mockImplementation(withBody('PUT') as never);
  jest.spyOn(api, 'delete').mockImplementation(withoutBody('DELETE') as never);
  jest.spyOn(api, 'download').mockImplementation(withBody('POST') as never);
  jest.spyOn(api, 'getFile').mockImplementation(withoutBody('GET') as never);
  const streams: { path: string; handlers: StreamHandlers<Record<string, unknown>> }[] = [];
  jest.spyOn(api, 'stream').mockImplementation(((path: string, handlers: StreamHandlers<Record<string, unknown>>) => {
    const entry = { path, handlers };
    streams.push(entry);
    queueMicrotask(() => handlers.onOpen?.());
    return () => {
      const at = streams.indexOf(entry);
      if (at >= 0) streams.splice(at, 1);
    };
  }) as never);

  const split = (endpoint: EndpointKey) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    return { method, pattern: patternOf(path) };
  };
  const matching = (endpoint: EndpointKey) => {
    const { method, pattern } = split(endpoint);
    return calls.filter((c) => c.method === method && pattern.test(c.path));
  };

  const fake: FakeApi = {
    on(endpoint, handler) {
      routes.push({ ...split(endpoint), handler: handler as Handler<EndpointKey> });
      return fake;
    },
    bodies: (endpoint) => matching(endpoint).map((c) => c.body) as never,
    paths: (endpoint) => matching(endpoint).map((c) => c.path),
    headers: (endpoint) => matching(endpoint).map((c) => c.headers),
    emit(path, name, data) {
      for (const stream of streams.filter((s) => s.path === path)) stream.handlers.onEvent({ name, data } as never);
    },
    openStreams: (path) => streams.filter((s) => s.path === path).length,
  };
  return fake;
}
