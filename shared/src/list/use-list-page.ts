/**
 * Everything a list screen does besides its columns and filter controls, in one hook: page, size,
 * sort and filters kept in the URL (a refresh, a shared link or Back returns to the same view),
 * the filters turned into the API body, the query (the previous page stays on screen while the
 * next loads), the last-page clamp, the top bar's refresh action, and which of the four states
 * the list is in — loading, failed (with the server's message and a retry), empty, no match.
 * `<ListView list={…} />` in the UI kit renders them.
 */
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import type { ListPage } from '../api/list';
import { useSessionStore } from '../auth/session-store';
import { useRefreshAction } from '../hooks/use-refresh-action';
import { kit } from '../i18n/kit-messages';
import { COLUMNS_PARAM, parseColumnIds, readDefaultColumns, writeDefaultColumns } from './column-choice';
import { useDefaultViewHold } from './default-view';
import type { FilterCodec } from './filters';
import { listBodyOf, PAGE_SIZES, readListState } from './list-body';
import { UrlIntent } from './url-intent';

/** The part of every list body the hook fills in. */
export interface ListBody {
  offset?: number | undefined;
  limit?: unknown;
  sortBy?: string | undefined;
  sortDir?: 'ASC' | 'DESC' | undefined;
}

type FilterName<B> = Exclude<keyof B & string, keyof ListBody>;
/**
 * What `setFilters` takes: filter texts by name, or a function of the filters as the last change
 * left them (not as rendered) that returns them.
 */
export type FilterChanges<N extends string> =
  Partial<Record<N, string>> | ((current: Record<N, string>) => Partial<Record<N, string>>);
export type ListFilters<B> = { [K in FilterName<B>]?: FilterCodec<Exclude<B[K], 'ALL' | undefined>> };

/**
 * The api file's list query: `usersListQuery(body)` → `queryOptions({ queryKey, queryFn })`. The
 * key's exact tuple type is the api file's business (hence `any`: a query function typed for a
 * narrower key is not assignable to one for any key).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQuery<Row, B> = (body: B) => UseQueryOptions<ListPage<Row>, Error, ListPage<Row>, any>;

export interface ListPageSpec<Row, B extends ListBody> {
  query: ListQuery<Row, B>;
  /** Filter name (a property of the body) → how its URL text becomes the body's value. */
  filters?: ListFilters<B>;
  defaults?: { pageSize?: number; sortBy?: string; sortDir?: 'ASC' | 'DESC' };
  /** Called when a filter changes or is cleared (e.g. to drop a row selection). */
  onFiltersChange?(): void;
  /**
   * `cursor`: pages after the first are read by the previous page's `nextCursor` (kept in the URL
   * as `after`), so a page at any depth costs what page 1 costs and there is no offset limit. The
   * pager then reaches the pages already seen and the next one; a page not seen in this visit
   * (after a reload) is read by offset while that is allowed, else the list starts again. Last
   * reads the list from its other end (the sort reversed, the rows turned back), and Previous
   * walks back from there the same way (`end`: pages from the end, `before`: its cursor), so a
   * list too deep to count still has a last page and the pages before it.
   */
  paging?: 'offset' | 'cursor';
}

export { PAGE_SIZES };
/** The deepest offset the API serves (it answers 400 past it): the pager stops there. */
export const MAX_LIST_OFFSET = 10_000;

export type ListStatus = 'loading' | 'failed' | 'empty' | 'no-match' | 'ready';

export function useListPage<Row, B extends ListBody>(spec: ListPageSpec<Row, B>) {
  const [params, setParams] = useSearchParams();
  const names = Object.keys(spec.filters ?? {});

  const state = useMemo(() => readListState(params, spec), [params]); // eslint-disable-line react-hooks/exhaustive-deps
  const { body, sortBy, fromEnd } = useMemo(() => listBodyOf<B>(state, spec), [state]); // eslint-disable-line react-hooks/exhaustive-deps

  // Cursor paging: the cursor each page starts after, for this sort, size and filters.
  const cursorsByShape = useRef(new Map<string, Map<number, string>>());
  const shape = JSON.stringify([state.sortBy, state.sortDir, state.pageSize, state.filters]);
  if (!cursorsByShape.current.has(shape)) cursorsByShape.current.set(shape, new Map());
  const cursors = cursorsByShape.current.get(shape)!;
  // The same from the other end: the reversed sort's cursor each page from the end starts after.
  const endShape = `end|${shape}`;
  if (!cursorsByShape.current.has(endShape)) cursorsByShape.current.set(endShape, new Map());
  const endCursors = cursorsByShape.current.get(endShape)!;

  // Opened with no search, the list reads once it knows whether a default view applies.
  const { pathname } = useLocation();
  const held = useDefaultViewHold(pathname, params);
  const options = spec.query(body);
  const query = useQuery({ ...options, enabled: held ? false : options.enabled, placeholderData: keepPreviousData });

  // The URL as the last change left it, which a quick second change (a Sub-Department, then a
  // Department) builds on before the router has rendered the first.
  const intent = useRef<UrlIntent | null>(null);
  intent.current ??= new UrlIntent(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    intent.current.rendered(params);
  }
  const update = useCallback(
    (
      changes:
        | Record<string, string | number | undefined>
        | ((current: URLSearchParams) => Record<string, string | number | undefined>),
      resetPage = true,
    ) => {
      const latest = intent.current!.latest;
      const next = new URLSearchParams(latest);
      const changed = typeof changes === 'function' ? changes(latest) : changes;
      for (const [key, value] of Object.entries(changed)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (resetPage && !('page' in changed)) next.delete('page');
      for (const cursorParam of ['after', 'end', 'before']) if (!(cursorParam in changed)) next.delete(cursorParam);
      intent.current!.sent(next);
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const total = query.data?.pagination.total;
  const nextCursor = query.isPlaceholderData ? undefined : query.data?.pagination.nextCursor;
  if (spec.paging === 'cursor' && nextCursor) {
    if (fromEnd !== undefined) endCursors.set(fromEnd + 1, nextCursor);
    else cursors.set(state.page + 1, nextCursor);
  }
  // A page past the end (its last rows were deleted, or an old link) steps back to the last page.
  useEffect(() => {
    if (query.isPlaceholderData || total === undefined) return;
    if (spec.paging === 'cursor') {
      // Cursor pages are reached from the one before; an empty one past the first starts again.
      if ((state.page > 1 || state.end !== undefined) && query.data?.data.length === 0) update({}, true);
      return;
    }
    const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
    if (state.page > lastPage) update({ page: lastPage }, false);
  }, [total, query.isPlaceholderData, state.page, state.end, state.pageSize, update]); // eslint-disable-line react-hooks/exhaustive-deps

  // Pages in all: counted, or the planner's estimate above the ceiling (`totalIsEstimate`).
  const allPages = Math.max(1, Math.ceil((total ?? 0) / state.pageSize));
  const estimate = query.data?.pagination.totalIsEstimate === true;
  const shallow = (page: number) => (page - 1) * state.pageSize <= MAX_LIST_OFFSET;
  /**
   * Cursor paging: how page `page` is read now — from the start (after a cursor seen in this
   * visit, or by offset while that is allowed), from the end (the same, the sort reversed), or
   * not at all (undefined: no page on the way to it has been seen).
   */
  const route = (page: number): Record<string, string | number | undefined> | undefined => {
    const after = cursors.get(page);
    if (page === 1 || after || shallow(page)) return { page: page > 1 ? page : undefined, after };
    const back = allPages - page + 1;
    if (sortBy === undefined || back < 1) return undefined;
    const before = endCursors.get(back);
    if (back === 1 || before || shallow(back)) return { end: back, before };
    return undefined;
  };
  /** The page the pager shows: counted from the start, or from the (estimated) end. */
  const page = fromEnd !== undefined ? Math.max(1, allPages - fromEnd + 1) : state.page;
  const setPage = (next: number) => {
    if (spec.paging !== 'cursor') return update({ page: next }, false);
    const how = route(next);
    return update(how ?? { page: undefined }, false);
  };
  /** Cursor paging: pages the pager may offer now (undefined when paging by offset). */
  const canReach =
    spec.paging === 'cursor' ? (n: number) => n >= 1 && n <= allPages && route(n) !== undefined : undefined;

  // "Updating…" is for what the user asked (another page, filter or sort, Refresh, Retry); a list
  // that polls by itself (the Reports page while a job runs) refetches quietly.
  const [asked, setAsked] = useState(false);
  const refetch = () => {
    setAsked(true);
    return query.refetch().finally(() => setAsked(false));
  };
  const askedFetch = query.isFetching && (query.isPending || query.isPlaceholderData || asked);
  useRefreshAction(refetch, askedFetch);

  const hasFilters = names.some((name) => body[name as keyof B] !== undefined);
  /**
   * Several filters in one URL change (a Department and the Sub-Department it no longer holds);
   * given a function, it decides from the filters as the last change left them, not as rendered.
   */
  const setFilters = (changes: FilterChanges<FilterName<B>>) => {
    spec.onFiltersChange?.();
    update((current) => {
      const decided =
        typeof changes === 'function'
          ? changes(
              Object.fromEntries(names.map((name) => [name, current.get(name) ?? ''])) as Record<FilterName<B>, string>,
            )
          : changes;
      return Object.fromEntries(
        Object.entries(decided).map(([name, text]) => [name, text === 'ALL' ? '' : (text as string | undefined)]),
      );
    });
  };
  // The visible columns: the URL's choice (kept like a filter), else the operator's saved default.
  const listKey = pathname;
  const userId = useSessionStore((s) => s.user?.id);
  const visible = useMemo(() => parseColumnIds(params.get(COLUMNS_PARAM)), [params]);
  const [savedDefault, setSavedDefault] = useState(() => readDefaultColumns(userId, listKey));
  const columns = {
    /** The URL's visible column ids in display order; undefined when it names none. */
    visible,
    /**
     * Shows these columns (undefined: the default); the page and its cursor stay. Given a function,
     * it decides from the choice as the last change left it (the URL's, else the saved default),
     * not as rendered, so quick changes build on each other.
     */
    setVisible: (ids: string[] | undefined | ((latest: string[] | undefined) => string[] | undefined)) =>
      update(
        (current) => ({
          [COLUMNS_PARAM]: (typeof ids === 'function'
            ? ids(parseColumnIds(current.get(COLUMNS_PARAM)) ?? savedDefault)
            : ids
          )?.join(','),
          ...Object.fromEntries(['after', 'end', 'before'].map((name) => [name, current.get(name) ?? undefined])),
        }),
        false,
      ),
    /** The operator's saved default for this list (this browser), if any. */
    savedDefault,
    /** What the list shows: the URL's choice, else the saved default (undefined: every column). */
    current: visible ?? savedDefault,
    /** Saves (undefined: forgets) the operator's default for this list. */
    saveDefault: (ids: string[] | undefined) => {
      writeDefaultColumns(userId, listKey, ids);
      setSavedDefault(ids);
    },
  };

  const setFilter = (name: FilterName<B>, text: string) =>
    setFilters({ [name]: text } as Partial<Record<FilterName<B>, string>>);
  const clearFilters = () => {
    spec.onFiltersChange?.();
    update(Object.fromEntries(names.map((name) => [name, undefined])));
  };

  // Read from the end, a page comes in the reversed sort: turned back, it reads as the list does.
  // While the next page loads, the rows on screen stay exactly as they were shown.
  const shown = useRef<{ data: Row[] | undefined; rows: Row[] }>({ data: undefined, rows: [] });
  const data = query.data?.data;
  if (!query.isPlaceholderData && shown.current.data !== data) {
    shown.current = { data, rows: fromEnd !== undefined && data ? [...data].reverse() : (data ?? []) };
  }
  // Rows held back for a default view are not shown, even when an unfiltered page is cached.
  const rows = held ? [] : shown.current.rows;
  const status: ListStatus = held
    ? 'loading'
    : query.data
      ? rows.length > 0
        ? 'ready'
        : hasFilters
          ? 'no-match'
          : 'empty'
      : query.isError
        ? 'failed'
        : 'loading';

  return {
    status,
    rows,
    /** Why the list (or its refresh) failed: the server's message, else the kit's; undefined otherwise. */
    error: query.isError ? (query.error instanceof ApiError ? query.error.message : kit.t('list.failed')) : undefined,
    retry: () => void refetch(),
    /** True while a page the user asked for is fetched with the previous one still shown. */
    refreshing: askedFetch && !query.isPending,
    body,
    page,
    pageSize: state.pageSize,
    sort: state.sortBy ? { by: state.sortBy, dir: state.sortDir ?? 'ASC' } : undefined,
    /** Each filter's URL text, for the filter controls ('' = All). */
    filters: state.filters as Record<FilterName<B>, string>,
    hasFilters,
    setFilter,
    setFilters,
    clearFilters,
    setSort: (sort: { by: string; dir: 'ASC' | 'DESC' }) => update({ sort: sort.by, dir: sort.dir }),
    setPage,
    canReach,
    /** The page is read from the end of the list (its numbers count back from the total). */
    fromEnd: fromEnd !== undefined,
    /** `total` is the planner's estimate, not a count. */
    estimate,
    setPageSize: (size: number) => update({ size }),
    total: total ?? 0,
    columns,
  };
}

export type ListPageState<Row> = ReturnType<typeof useListPage<Row, ListBody>>;
