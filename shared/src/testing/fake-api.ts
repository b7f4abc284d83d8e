/**
 * The API server of a page test, typed by the endpoint table: each answer is checked against the
 * endpoint's response type and each recorded body is the endpoint's body type. It answers at the
 * network (Mock Service Worker handlers on the API's base URL, `msw-server.ts`), so every call goes
 * through the real client — its axios instance, bearer token, loader, error toasts, sign-out on an
 * expired token, idempotency headers — and needs no `jest.mock('@console/shared', …)` block. A call
 * nobody answers fails the test with its method and path.
 */
import { http, HttpResponse } from 'msw';
import type { AnswerOf, ApiResult, BodyOf, DownloadedFile, UploadFieldsOf } from '../api/client';
import { STREAMS, type EndpointKey, type Endpoints, type StreamEvents, type StreamPath } from '../contracts/endpoints';
import { optionsAnswer } from './fixtures';
import { apiBase, apiPathOf, mswServer } from './msw-server';

/** What an endpoint answers: JSON, or for a file endpoint (an export, a download) the file. */
type Answered<K extends EndpointKey> = Endpoints[K] extends { file: true } ? DownloadedFile : AnswerOf<K>;
type Answer<K extends EndpointKey> = Answered<K> | ApiResult<Answered<K>>;
/** What a call sent: its JSON body, or an upload's text fields and its file by name and text. */
type Sent<K extends EndpointKey> = Endpoints[K] extends { upload: unknown }
  ? UploadFieldsOf<K> & { file: { name: string; text: string } }
  : BodyOf<K>;
type Handler<K extends EndpointKey> = (body: Sent<K>, path: string) => Answer<K> | Promise<Answer<K>>;

/** The endpoints that answer a picker's options: `{ data: option[], total }`. */
type OptionsKey = {
  [K in EndpointKey]: AnswerOf<K> extends { data: unknown[]; total: number } ? K : never;
}[EndpointKey];
type OptionOf<K extends EndpointKey> = AnswerOf<K> extends { data: (infer O)[] } ? O : never;

export interface FakeApi {
  /**
   * Answers `METHOD /service/path` (as the table spells it) with what `handler` returns; later calls
   * win. A value is a 200 with it as JSON (a file: its bytes, type and name); an `ApiResult` its
   * status, a refusal with `{ message, ...body }` as the server sends it (status 0: a network error).
   */
  on<K extends EndpointKey>(endpoint: K, handler: Handler<K>): FakeApi;
  /** Answers a picker's `…/options` endpoint over `all` (in name order), as `optionsAnswer` does. */
  options<K extends OptionsKey>(endpoint: K, all: OptionOf<K>[]): FakeApi;
  /** The bodies sent to `endpoint`, in order (GET and DELETE record undefined; an upload its fields, a file `{ name, text }`). */
  bodies<K extends EndpointKey>(endpoint: K): Sent<K>[];
  /** The concrete paths called for `endpoint`, in order. */
  paths(endpoint: EndpointKey): string[];
  /** The headers each call to `endpoint` sent (an Idempotency-Key), in order, named as `Idempotency-Key`. */
  headers(endpoint: EndpointKey): Record<string, string>[];
  /**
   * Sends an event down every open `path` stream (a new order on the order stream). The client
   * reads it a moment later; the promise settles once it has handed the event to its subscribers
   * (`await act(() => server.emit(…))`).
   */
  emit<P extends StreamPath, N extends keyof StreamEvents<P> & string>(
    path: P,
    name: N,
    data: StreamEvents<P>[N],
  ): Promise<void>;
  /** How many connections to the `path` stream are open now (the client opens one for all its subscribers). */
  openStreams(path: StreamPath): number;
}

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A path's `:params` as a pattern, as `api` fills them: a remote's name or a version (`:remote`,
 * `:version`) any one segment, anything else a record id.
 */
const params = (path: string) => path.replace(/:(remote|version)\b/g, '[^/]+').replace(/:[A-Za-z_]+/g, '\\d+');

/** `/merchant/users/:id` → a RegExp over the whole URL, each `:param` as `api` fills it. */
function urlPattern(path: string): RegExp {
  const base = apiBase().href.replace(/\/$/, '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(base)}${params(escape(path))}$`);
}

function isResult(value: unknown): value is ApiResult<unknown> {
  return !!value && typeof value === 'object' && 'ok' in value && typeof value.ok === 'boolean';
}

function isFile(value: unknown): value is DownloadedFile {
  return !!value && typeof value === 'object' && 'bytes' in value && 'fileName' in value && 'type' in value;
}

/** `idempotency-key` → `Idempotency-Key`: headers as the client names them. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** The response the server would send for `data` with `status`. */
function success(data: unknown, status: number): Response {
  if (isFile(data)) {
    return new HttpResponse(data.bytes, {
      status,
      headers: { 'Content-Type': data.type, 'Content-Disposition': `attachment; filename="${data.fileName}"` },
    });
  }
  if (data === undefined || status === 204) return new HttpResponse(null, { status });
  return HttpResponse.json(data as never, { status });
}

/** The response the real client turns back into `answer`. */
function responseOf(answer: unknown): Response {
  if (!isResult(answer)) return success(answer, 200);
  if (answer.ok) return success(answer.data, answer.status);
  // The client reports a failed connection as status 0 (the kit's 'api.network'); an abort is the caller's own.
  if (answer.status === 0) return HttpResponse.error();
  const body = answer.body && typeof answer.body === 'object' ? answer.body : {};
  return HttpResponse.json({ message: answer.message, ...body }, { status: answer.status });
}

/** A multipart form (an upload) as its fields: text as it is, a file as its name and text. */
async function formFields(request: Request): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of await request.formData()) {
    fields[name] = typeof value === 'string' ? value : { name: value.name, text: await value.text() };
  }
  return fields;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return formFields(request);
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Answers the API for this test (handlers dropped after it by `shared/build/jest-msw.cjs`). */
export function fakeApi(): FakeApi {
  const calls: Call[] = [];
  const streams: { path: string; send(text: string): Promise<void> }[] = [];
  const encoder = new TextEncoder();

  /**
   * An open event stream, counted until the client closes it (an unmount, a hidden page). It holds
   * no chunk ahead (high-water mark 0): the client asks for the next chunk only once it has handed
   * the last one's events to its subscribers, so that ask is when a sent event has been delivered.
   */
  const openStream = (path: string, request: Request): Response => {
    let entry: (typeof streams)[number] | undefined;
    /** The sends waiting for the client to have read them. */
    let waiting: (() => void)[] = [];
    const delivered = () => {
      const settled = waiting;
      waiting = [];
      for (const resolve of settled) resolve();
    };
    const close = () => {
      const at = entry ? streams.indexOf(entry) : -1;
      if (at >= 0) streams.splice(at, 1);
      delivered();
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          entry = {
            path,
            send: (text) =>
              new Promise((resolve) => {
                waiting.push(resolve);
                controller.enqueue(encoder.encode(text));
              }),
          };
          streams.push(entry);
          request.signal.addEventListener(
            'abort',
            () => {
              close();
              controller.close();
            },
            { once: true },
          );
        },
        pull: delivered,
        cancel: close,
      },
      { highWaterMark: 0 },
    );
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
  };
  mswServer.use(
    ...Object.keys(STREAMS).map((path) => http.get(urlPattern(path), ({ request }) => openStream(path, request))),
  );

  const split = (endpoint: EndpointKey) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    return { method, path, pattern: new RegExp(`^${params(path)}$`) };
  };
  const matching = (endpoint: EndpointKey) => {
    const { method, pattern } = split(endpoint);
    return calls.filter((c) => c.method === method && pattern.test(c.path));
  };

  const fake: FakeApi = {
    on(endpoint, handler) {
      const { method, path } = split(endpoint);
      const route = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
      mswServer.use(
        route(urlPattern(path), async ({ request }) => {
          const headers: Record<string, string> = {};
          request.headers.forEach((value, name) => void (headers[headerName(name)] = value));
          // Recorded before the body is read, so calls keep the order they were sent in.
          const call: Call = { method, path: apiPathOf(request), body: undefined, headers };
          calls.push(call);
          call.body = await bodyOf(request);
          return responseOf(await handler(call.body as never, call.path));
        }),
      );
      return fake;
    },
    options(endpoint, all) {
      return fake.on(endpoint, (body) => optionsAnswer(all as never[], body as never) as never);
    },
    bodies: (endpoint) => matching(endpoint).map((c) => c.body) as never,
    paths: (endpoint) => matching(endpoint).map((c) => c.path),
    headers: (endpoint) => matching(endpoint).map((c) => c.headers),
    emit(path, name, data) {
      const text = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
      return Promise.all(streams.filter((s) => s.path === path).map((s) => s.send(text))).then(() => undefined);
    },
    openStreams: (path) => streams.filter((s) => s.path === path).length,
  };
  return fake;
}
