/**
 * How a query reads what a screen shows (issue 14). The loader overlay and the error toast
 * stay for writes; a read never throws the overlay over the screen (a list keeps its rows with
 * "Updating…", a record page shows its spinner, a skeleton stands in for a first list), and its
 * failure is toasted only when nothing on screen already says so. Every `queryFn` in a remote's
 * `api/` passes one of these (lint refuses a hand-written options object there):
 *
 * - `inPlaceRead` — a list screen (ListView), a record's rows (PagedTable), a dialog's detail: each
 *   shows its failure where the data would be (with Retry), first load and refetch alike, so never
 *   a toast.
 * - `recordRead` — a record's page: RecordState shows a failed first load; a failed refetch has
 *   the record on screen and nowhere to say it, so that one is toasted.
 * - `quietRead` — options of a filter or picker, a poll: nothing on screen reports their failure,
 *   so it is toasted.
 *
 * A read the server has not answered within 10 s gives up and says so (with Retry where the data
 * would be), instead of spinning for as long as the connection stays open.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ANSWER_WITHIN_MS } from '../stores/toast-store';
import type { CallOptions } from './client';

type ReadContext = Pick<QueryFunctionContext, 'signal'> & Partial<Pick<QueryFunctionContext, 'meta'>>;

/**
 * A list asked for before its page opens (`prefetchListPage`) is that page's: the navigation that
 * opens it does not cancel it.
 */
export function inPlaceRead({ signal, meta }: ReadContext): CallOptions {
  return {
    signal,
    quiet: true,
    noErrorToast: true,
    timeoutMs: ANSWER_WITHIN_MS,
    keepOnNavigation: meta?.opensPage === true,
  };
}

export function recordRead({
  signal,
  client,
  queryKey,
}: Pick<QueryFunctionContext, 'signal' | 'client' | 'queryKey'>): CallOptions {
  const onScreen = client.getQueryData(queryKey) !== undefined;
  return { signal, quiet: true, noErrorToast: !onScreen, timeoutMs: ANSWER_WITHIN_MS };
}

export function quietRead({ signal }: ReadContext): CallOptions {
  return { signal, quiet: true, timeoutMs: ANSWER_WITHIN_MS };
}
