/**
 * The one API client (SPEC §7, §8): an axios instance per service, the bearer token, the loader
 * counter, abortable calls, and every failure turned into a value and a toast — never thrown.
 * 401 "token expired." signs out; 402 signs out and shows the License Expired modal.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { useSessionStore } from '../auth/session-store';
import { consoleConfig } from '../config';
import { useLicenceStore } from '../stores/licence-store';
import { useLoaderStore } from '../stores/loader-store';
import { GENERIC_ERROR, NETWORK_ERROR, useToastStore } from '../stores/toast-store';
import type { ServiceName } from './services';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; aborted: boolean; body?: unknown };

export interface CallOptions {
  service?: ServiceName;
  signal?: AbortSignal;
  /** Keep the loader overlay down (background polling, typeahead). */
  quiet?: boolean;
  /** The caller shows its own error; no toast. */
  noErrorToast?: boolean;
  /** Sent without the bearer token (login). */
  anonymous?: boolean;
  /** Not cancelled when the page changes (the shell's own calls, e.g. the registry). */
  keepOnNavigation?: boolean;
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

export const TOKEN_EXPIRED = 'token expired.';
const SUCCESS = new Set([200, 201, 204]);

const instances = new Map<ServiceName, AxiosInstance>();
function instance(service: ServiceName): AxiosInstance {
  let made = instances.get(service);
  if (!made) {
    made = axios.create({
      baseURL: `${consoleConfig().apiBaseUrl}/${service}`,
      validateStatus: (status) => SUCCESS.has(status),
      headers: { Accept: 'application/json' },
    });
    instances.set(service, made);
  }
  return made;
}

/** Every call in flight, so navigation can cancel them all. */
const pending = new Set<AbortController>();

export function cancelAllRequests(): void {
  for (const controller of pending) controller.abort();
  pending.clear();
}

export function pendingRequestCount(): number {
  return pending.size;
}

function messageOf(body: unknown): string | null {
  // A download's error arrives as bytes (responseType arraybuffer): read its JSON.
  if (body instanceof ArrayBuffer) {
    try {
      body = JSON.parse(new TextDecoder().decode(body)) as unknown;
    } catch {
      return null;
    }
  }
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

async function call<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const forward = () => controller.abort();
  options.signal?.addEventListener('abort', forward, { once: true });
  if (options.signal?.aborted) controller.abort();
  if (!options.keepOnNavigation) pending.add(controller);
  const loader = useLoaderStore.getState();
  if (!options.quiet) loader.start();

  const token = useSessionStore.getState().token;
  const headers: Record<string, string> = { ...options.headers };
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await instance(options.service ?? 'merchant').request<T>({
      ...config,
      headers,
      signal: controller.signal,
    });
    const data = config.responseType === 'arraybuffer' ? (downloadedFile(response) as T) : response.data;
    return { ok: true, status: response.status, data };
  } catch (error: unknown) {
    return failure<T>(error, options);
  } finally {
    pending.delete(controller);
    options.signal?.removeEventListener('abort', forward);
    if (!options.quiet) loader.finish();
  }
}

function failure<T>(error: unknown, options: CallOptions): ApiResult<T> {
  if (axios.isCancel(error)) return { ok: false, status: 0, message: 'aborted', aborted: true };
  const toast = useToastStore.getState();
  if (!axios.isAxiosError(error) || !error.response) {
    if (!options.noErrorToast) toast.showError(NETWORK_ERROR);
    return { ok: false, status: 0, message: NETWORK_ERROR, aborted: false };
  }
  const { status, data } = error.response;
  const message = messageOf(data) ?? GENERIC_ERROR;
  const session = useSessionStore.getState();
  if (status === 401 && message === TOKEN_EXPIRED && session.isLoggedIn) {
    session.signOut('expired');
  } else if (status === 402) {
    const roleCode =
      (data && typeof data === 'object' && 'role_code' in data && typeof data.role_code === 'string'
        ? data.role_code
        : null) ??
      session.user?.Role.role_code ??
      null;
    if (session.isLoggedIn) session.signOut('licence');
    useLicenceStore.getState().show(roleCode);
    return { ok: false, status, message, aborted: false, body: data };
  }
  if (!options.noErrorToast) useToastStore.getState().showError(message);
  return { ok: false, status, message, aborted: false, body: data };
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>({ method: 'GET', url: path }, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'POST', url: path, data: body ?? {} }, options),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>({ method: 'PUT', url: path, data: body ?? {} }, options),
  delete: <T = void>(path: string, options?: CallOptions) => call<T>({ method: 'DELETE', url: path }, options),
  /** A POST whose answer is a file (exports): the bytes and the server's file name. */
  download: (path: string, body?: unknown, options?: CallOptions) =>
    call<DownloadedFile>({ method: 'POST', url: path, data: body ?? {}, responseType: 'arraybuffer' }, options),
  /** Multipart POST for uploads. */
  upload: <T>(path: string, form: FormData, options?: CallOptions) =>
    call<T>({ method: 'POST', url: path, data: form }, options),
};

/** Thrown only into React Query, which wants a rejection to mark a query failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted: boolean,
  ) {
    super(message);
  }
}

/** The data of a successful result; a failure (already toasted) becomes an ApiError. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.message, result.status, result.aborted);
}
