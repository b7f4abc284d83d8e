/** When a call cut off by the browser going offline is sent again once the connection returns. */
import axios, { type AxiosRequestConfig } from 'axios';
import type { CallOptions } from './client';

/** The connection was lost under the call: no answer, neither cancelled nor timed out. */
export function connectionLost(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && !axios.isCancel(error) && error.code !== 'ECONNABORTED';
}

/**
 * Whether a call cut off by a lost connection may simply be sent again: a read (a GET, or a call
 * with an answer deadline — reads and sign-in) or a write carrying an Idempotency-Key.
 */
export function resendable(config: AxiosRequestConfig, options: CallOptions): boolean {
  return (
    config.method === 'GET' ||
    options.timeoutMs !== undefined ||
    Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key')
  );
}
