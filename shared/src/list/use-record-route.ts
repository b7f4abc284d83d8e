/**
 * A record's page from its `:id`: parse the id (anything but a positive integer is "not found"
 * without asking the API), load the record, and say which state the page is in. A form page
 * mounted without `:id` is the create form (`new`). Pages use it through the UI kit's
 * `<RecordFormRoute>` and `<RecordViewRoute>`, whose `<RecordState>` renders the states that are
 * not the record.
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { routeId } from '../format/route-id';
import { useRefreshAction } from '../hooks/use-refresh-action';

/** The api file's detail query: `userQuery(id)` → `queryOptions({ queryKey, queryFn })` (`any`: see ListQuery). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RecordQuery<T> = (id: number) => UseQueryOptions<T, Error, T, any>;

export type RecordStatus = 'new' | 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

export interface RecordRoute<T> {
  status: RecordStatus;
  id: number | undefined;
  record: T | undefined;
  /** The server's message when loading failed. */
  error: string | undefined;
  retry(): void;
}

export interface RecordRouteOptions {
  /** Register the top bar's refresh action (view pages). */
  refreshAction?: boolean;
  /**
   * Where the id is: the `:id` path parameter (default), or `?id=` (Role Management's fixed paths
   * /role and /edit-role carry none).
   */
  idFrom?: 'path' | 'query';
  /**
   * Whether this is the create form. Unsaid, a path page without `:id` is one and a query page
   * is not; a view page says `false` (it has no create form: a missing id is "not found").
   */
  isNew?: boolean;
}

export function useRecordRoute<T>(query: RecordQuery<T>, options: RecordRouteOptions = {}): RecordRoute<T> {
  const fromPath = useParams().id;
  const [search] = useSearchParams();
  const raw = options.idFrom === 'query' ? (search.get('id') ?? undefined) : fromPath;
  const isNew = options.isNew ?? (options.idFrom !== 'query' && raw === undefined);
  const id = isNew ? undefined : routeId(raw);
  // A disabled query for a bad id keeps the hooks unconditional; its key names no record.
  const result = useQuery({ ...query(id ?? 0), enabled: id !== undefined });
  useRefreshAction(options.refreshAction ? () => result.refetch() : undefined, result.isFetching);

  const status: RecordStatus = isNew
    ? 'new'
    : id === undefined
      ? 'not-found'
      : result.data !== undefined
        ? 'ready'
        : result.isError
          ? failure(result.error)
          : 'loading';
  return {
    status,
    id,
    record: result.data,
    error: result.isError && result.error instanceof Error ? result.error.message : undefined,
    retry: () => void result.refetch(),
  };
}

function failure(error: unknown): RecordStatus {
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  return 'failed';
}
