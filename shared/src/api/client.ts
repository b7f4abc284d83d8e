/**
 * The one API client: an axios instance per service, the bearer token, the loader
 * counter, abortable calls, and every failure turned into a value and a toast — never thrown.
 * Offline, a call is held until the connection returns rather than failed (./connection.ts).
 * 401 "token expired." signs out; 402 signs out and shows the License Expired modal.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Static, TSchema } from 'typebox';
import { useSessionStore } from '../auth/session-store';
import type { EndpointKey, Endpoints, StreamEvents, StreamPath } from '../contracts/endpoints';
import type { RemoteName } from '../contracts/registry';
import { consoleConfig } from '../config';
import { useLoaderStore } from '../stores/loader-store';
import { useToastStore } from '../stores/toast-store';
import { kit } from '../i18n/kit-messages';
import { shownServerMessage } from '../i18n/server-message-shown';
import { isOnline, whenOnline } from './connection';
import { connectionLost, resendable } from './resend';
import { endsSession, messageOf } from './refusal';
import { subscribeStream, type StreamHandlers } from './stream';
import { uploadForm, type UploadFieldsOf } from './upload';

export { TOKEN_EXPIRED } from './refusal';
export type { StreamHandlers } from './stream';
export type { UploadFieldsOf } from './upload';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; aborted: boolean; body?: unknown };

export interface CallOptions {
  signal?: AbortSignal;
  /** Keep the loader overlay down (background polling, typeahead). */
  quiet?: boolean;
  /** The caller shows its own error; no toast. */
  noErrorToast?: boolean;
  /** Sent without the bearer token (login). */
  anonymous?: boolean;
  /** Not cancelled when the page changes (the shell's own calls, e.g. the registry). */
  keepOnNavigation?: boolean;
  /** Given up on, with the kit's 'api.noAnswer', when the server has not answered by then (reads and sign-in). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** A file the server sent (an export): its bytes, type and the name it suggested. */
export interface DownloadedFile {
  bytes: ArrayBuffer;
  type: string;
  fileName: string;
}

function downloadedFile(response: AxiosResponse): DownloadedFile {
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return {
    bytes: response.data as ArrayBuffer,
    type: String(response.headers['content-type'] ?? 'application/octet-stream'),
    fileName: name ?? 'download',
  };
}

/** Hands a downloaded file to the browser as a save. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// 202: a job the server accepted and runs on (a channel sync), answered with its record.
const SUCCESS = new Set([200, 201, 202, 204]);

let client: AxiosInstance | undefined;
/** Made on first use: the host configures the API base URL before any call. */
function instance(): AxiosInstance {
  client ??= axios.create({
    baseURL: consoleConfig().apiBaseUrl,
    validateStatus: (status) => SUCCESS.has(status),
    headers: { Accept: 'application/json' },
  });
  return client;
}

/** Every call in flight, so navigation can cancel them all. */
const pending = new Set<AbortController>();

export function cancelAllRequests(): void {
  for (const controller of pending) controller.abort();
  pending.clear();
}

/** A refusal's body: a download's arrives as bytes (responseType arraybuffer), so its JSON is read. */
function refusalBody(body: unknown): unknown {
  if (!(body instanceof ArrayBuffer)) return body;
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return null;
  }
}

const ABORTED = { ok: false, status: 0, message: 'aborted', aborted: true } as const;

async function call<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const forward = () => controller.abort();
  options.signal?.addEventListener('abort', forward, { once: true });
  if (options.signal?.aborted) controller.abort();
  if (!options.keepOnNavigation) pending.add(controller);
  const loader = useLoaderStore.getState();
  let loading = false;

  try {
    for (;;) {
      // Offline, a call waits for the connection (no loader, no toast) and is sent when it returns.
      if (!isOnline() && !(await whenOnline(controller.signal))) return ABORTED;
      if (!options.quiet && !loading) {
        loader.start();
        loading = true;
      }
      const token = useSessionStore.getState().token;
      const headers: Record<string, string> = { ...options.headers };
      if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
      try {
        const response = await instance().request<T>({
          ...config,
          headers,
          signal: controller.signal,
          timeout: options.timeoutMs ?? 0,
        });
        const data = config.responseType === 'arraybuffer' ? (downloadedFile(response) as T) : response.data;
        return { ok: true, status: response.status, data };
      } catch (error: unknown) {
        // Cut off by the browser going offline: waits for the connection again, when sending twice is harmless.
        if (connectionLost(error) && !isOnline() && resendable(config, options)) continue;
        return failure<T>(error, options);
      }
    }
  } finally {
    pending.delete(controller);
    options.signal?.removeEventListener('abort', forward);
    if (loading) loader.finish();
  }
}

function failure<T>(error: unknown, options: CallOptions): ApiResult<T> {
  if (axios.isCancel(error)) return { ok: false, status: 0, message: 'aborted', aborted: true };
  const toast = useToastStore.getState();
  if (axios.isAxiosError(error) && error.code === 'ECONNABORTED' && !error.response) {
    // The console's own words, in the language shown ('api.noAnswer').
    const message = kit.t('api.noAnswer');
    if (!options.noErrorToast) toast.showError(message);
    return { ok: false, status: 0, message, aborted: false };
  }
  if (!axios.isAxiosError(error) || !error.response) {
    const message = kit.t('api.network');
    if (!options.noErrorToast) toast.showError(message);
    return { ok: false, status: 0, message, aborted: false };
  }
  const { status } = error.response;
  // A download's refusal keeps its code and details too (EXPORT_TOO_LARGE), not only its message.
  const data = refusalBody(error.response.data);
  const message = messageOf(data) ?? kit.t('api.genericError');
  // An expired token or licence ends the session; the licence's modal is its message.
  if (endsSession(status, data) === 'licence') return { ok: false, status, message, aborted: false, body: data };
  if (!options.noErrorToast) useToastStore.getState().showError(message);
  return { ok: false, status, message, aborted: false, body: data };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What a path's `:name` takes: a remote's name, a version, else a record id. */
type ParamValue<N extends string> = N extends 'remote' ? RemoteName : N extends 'version' ? string : number;
/**
 * A table path with its `:params` filled: `/merchant/users/:id` → `/merchant/users/${number}`,
 * `/platform/remotes/:remote/current` → `/platform/remotes/remote-admin/current`.
 */
type Fill<P extends string> = P extends `${infer H}/:${infer N}/${infer T}`
  ? `${H}/${ParamValue<N>}/${Fill<T>}`
  : P extends `${infer H}/:${infer N}`
    ? `${H}/${ParamValue<N>}`
    : P;
/** The paths the console may call with `method`, as `/service/path` (ENDPOINTS in the contracts). */
export type ApiPath<M extends Method> = {
  [K in EndpointKey]: K extends `${M} ${infer P}` ? Fill<P> : never;
}[EndpointKey];
/** The table entry a concrete path belongs to. */
export type EndpointOf<M extends Method, P extends string> = {
  [K in EndpointKey]: K extends `${M} ${infer Q}` ? (P extends Fill<Q> ? K : never) : never;
}[EndpointKey];
/** What the endpoint's body schema accepts. */
export type BodyOf<K extends EndpointKey> = Endpoints[K] extends { body: infer B extends TSchema } ? Static<B> : never;
/** What the endpoint answers on success (nothing for a 204). */
export type AnswerOf<K extends EndpointKey> = Endpoints[K] extends { response: infer R extends TSchema }
  ? Static<R>
  : void;

/**
 * The calls, typed by the endpoint table: the path names the service and the endpoint
 * (`/customer/wallet/list`), the body must match the schema the server validates, and the
 * answer is typed by the schema the server answers with.
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, options?: CallOptions) =>
    call<AnswerOf<EndpointOf<'GET', P>>>({ method: 'GET', url: path }, options),
  post: <P extends ApiPath<'POST'>>(path: P, body: BodyOf<EndpointOf<'POST', P>>, options?: CallOptions) =>
    call<AnswerOf<EndpointOf<'POST', P>>>({ method: 'POST', url: path, data: body ?? {} }, options),
  put: <P extends ApiPath<'PUT'>>(path: P, body: BodyOf<EndpointOf<'PUT', P>>, options?: CallOptions) =>
    call<AnswerOf<EndpointOf<'PUT', P>>>({ method: 'PUT', url: path, data: body ?? {} }, options),
  delete: <P extends ApiPath<'DELETE'>>(path: P, options?: CallOptions) =>
    call<void>({ method: 'DELETE', url: path }, options),
  /** A POST whose answer is a file (exports): the bytes and the server's file name. */
  download: <P extends ApiPath<'POST'>>(path: P, body: BodyOf<EndpointOf<'POST', P>>, options?: CallOptions) =>
    call<DownloadedFile>({ method: 'POST', url: path, data: body ?? {}, responseType: 'arraybuffer' }, options),
  /** A POST of a file (a CSV import) to an `upload` entry: multipart, its text fields then the part `file`. */
  upload: <P extends ApiPath<'POST'>>(
    path: P,
    fields: UploadFieldsOf<EndpointOf<'POST', P>>,
    file: File,
    options?: CallOptions,
  ) => call<AnswerOf<EndpointOf<'POST', P>>>({ method: 'POST', url: path, data: uploadForm(fields, file) }, options),
  /** A GET whose answer is a file (a finished report's download), carrying the token like every call. */
  getFile: <P extends ApiPath<'GET'>>(path: P, options?: CallOptions) =>
    call<DownloadedFile>({ method: 'GET', url: path, responseType: 'arraybuffer' }, options),
  /**
   * Reads a server-sent event stream (STREAMS in the contracts) until the returned function is
   * called. It is read with fetch, not EventSource, so it carries the bearer token like every
   * call (EventSource sends no headers); each (re)connection takes the current token, so a
   * refreshed token is picked up. A tab holds one connection per path, however many subscribe,
   * and only while the page is visible: hiding the page closes it, showing it opens it again
   * (events sent meanwhile are missed, as on any reconnection). A dropped or ended stream
   * reconnects after the server's `retry` (3 s by default), one over the server's bounds (429)
   * after 30 s; a refusal (401, 402, 403, 404) ends it for good — a 401 "token expired." and a
   * 402 sign out as any call does. Quiet: no loader, no toast; not cancelled by navigation.
   */
  stream: <P extends StreamPath>(path: P, handlers: StreamHandlers<StreamEvents<P>>): (() => void) =>
    subscribeStream(path, handlers as StreamHandlers<Record<string, unknown>>),
};

/** One field's refusal, as the server's `details` name it (`field` is the body property). */
export interface FieldError {
  field: string;
  message: string;
}

/** Thrown only into React Query and forms, which want a rejection to mark a call failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted: boolean,
    /** The server's error `code`, e.g. STALE_RECORD. */
    readonly code?: string,
    /** Field-level refusals, for the form to show under their fields. */
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

function errorParts(body: unknown): { code?: string; details: FieldError[] } {
  if (!body || typeof body !== 'object') return { details: [] };
  const { code, details } = body as { code?: unknown; details?: unknown };
  const fields = Array.isArray(details)
    ? details.filter(
        (d): d is FieldError =>
          !!d && typeof d === 'object' && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : [];
  return {
    ...(typeof code === 'string' ? { code } : {}),
    details: fields.map((d) => ({ ...d, message: shownServerMessage(d.message) })),
  };
}

/** The data of a successful result; a failure (already toasted unless asked not to) becomes an ApiError. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const { code, details } = errorParts(result.body);
  throw new ApiError(result.message, result.status, result.aborted, code, details);
}

/**
 * A list's Export that fits a download: posts the list's filters, saves the file and answers its
 * name. A refusal rejects with its ApiError and shows no toast, for the kit's Export buttons to
 * handle (EXPORT_TOO_LARGE becomes the offer to mail the report instead).
 */
export async function saveDownload<P extends ApiPath<'POST'>>(
  path: P,
  body: BodyOf<EndpointOf<'POST', P>>,
): Promise<string> {
  const file = unwrap(await api.download(path, body, { noErrorToast: true }));
  saveFile(file);
  return file.fileName;
}
