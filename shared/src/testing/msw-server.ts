/**
 * The one Mock Service Worker server of a test file: `shared/build/jest-msw.cjs` starts it before
 * the file's first test, drops the handlers a test added after it and closes it after the last.
 * Page tests add handlers through `fakeApi()`; a test of the client itself may `mswServer.use(…)`.
 * A request no handler answers gets a 500 whose message names it (a page shows it where it shows a
 * refusal), and the test that sent it fails after it, naming the request: `unansweredRequests()` is
 * what jest-msw.cjs checks.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { consoleConfig } from '../config';

const unanswered: string[] = [];

export const mswServer = setupServer(
  // Every list's Views menu reads the operator's saved views of it: a test that does not answer
  // that itself finds none (a test's own handler comes first).
  http.post(/\/merchant\/views\/mine$/, () => HttpResponse.json({ data: [] })),
  // The last resort: the handlers a test adds come first, and this one outlives resetHandlers.
  http.all('*', ({ request }) => {
    const call = `${request.method} ${apiPathOf(request)}`;
    unanswered.push(call);
    return HttpResponse.json({ message: `fakeApi: no answer for ${call}` }, { status: 500 });
  }),
);

/** `METHOD /service/path` of each request no handler answered since the last call; clears the list. */
export function unansweredRequests(): string[] {
  return unanswered.splice(0);
}

/** The API's base as the client calls it, absolute (a relative `apiBaseUrl` is read against the page). */
export function apiBase(): URL {
  return new URL(`${consoleConfig().apiBaseUrl.replace(/\/$/, '')}/`, window.location.href);
}

/** A request's path under the API's base (`/merchant/users/7`), or its whole URL when outside it. */
export function apiPathOf(request: Request): string {
  const url = new URL(request.url);
  const base = apiBase();
  return url.origin === base.origin && url.pathname.startsWith(base.pathname)
    ? url.pathname.slice(base.pathname.length - 1)
    : url.href;
}

export function listen(): void {
  // Nothing is left unhandled but a request a test lets through on purpose (`passthrough()`).
  mswServer.listen({ onUnhandledRequest: 'error' });
}
