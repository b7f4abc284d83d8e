/**
 * A list page's place as its URL holds it (page, size, sort, cursors, filter texts) and the API
 * body it asks for there. `useListPage` reads both on every render; `prefetchListPage` asks the
 * same question before the page has loaded or rendered, so the page finds its first rows waiting.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FilterCodec } from './filters';
import type { ListBody, ListPageSpec } from './use-list-page';

export const PAGE_SIZES = [10, 20, 50, 100];

type BodySpec = Pick<ListPageSpec<unknown, ListBody>, 'filters' | 'defaults' | 'paging'>;

export interface ListState {
  page: number;
  /** Cursor paging: the `nextCursor` the current page starts after. */
  after: string | undefined;
  /** Cursor paging from the other end: 1 is the last page, 2 the one before it… */
  end: number | undefined;
  /** The reversed sort's `nextCursor` the page `end` starts after. */
  before: string | undefined;
  pageSize: number;
  sortBy: string | undefined;
  sortDir: 'ASC' | 'DESC' | undefined;
  /** Each filter's text as the URL holds it ('' when absent). */
  filters: Record<string, string>;
}

const codecsOf = (spec: BodySpec) => (spec.filters ?? {}) as Record<string, FilterCodec<unknown>>;

export function readListState(params: URLSearchParams, spec: BodySpec): ListState {
  const { defaults = {} } = spec;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const dir = params.get('dir');
  const end = Number(params.get('end'));
  const cursor = spec.paging === 'cursor';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    after: cursor ? (params.get('after') ?? undefined) : undefined,
    end: cursor && Number.isInteger(end) && end > 0 ? end : undefined,
    before: cursor ? (params.get('before') ?? undefined) : undefined,
    pageSize: PAGE_SIZES.includes(size) ? size : (defaults.pageSize ?? 10),
    sortBy: params.get('sort') ?? defaults.sortBy,
    sortDir: dir === 'ASC' || dir === 'DESC' ? dir : params.get('sort') ? 'ASC' : defaults.sortDir,
    filters: Object.fromEntries(Object.keys(codecsOf(spec)).map((name) => [name, params.get(name) ?? ''])),
  };
}

/** The sort the server is asked for — the list's own, or, read from the end, the same reversed — and the body. */
export function listBodyOf<B extends ListBody>(state: ListState, spec: BodySpec) {
  const sortBy = state.sortBy ?? spec.defaults?.sortBy;
  const sortDir = state.sortDir ?? spec.defaults?.sortDir ?? 'ASC';
  const fromEnd = state.end !== undefined && sortBy !== undefined ? state.end : undefined;
  const out: Record<string, unknown> = {
    offset: ((fromEnd ?? state.page) - 1) * state.pageSize,
    limit: state.pageSize,
  };
  if (fromEnd !== undefined) Object.assign(out, { sortBy, sortDir: sortDir === 'ASC' ? 'DESC' : 'ASC' });
  else if (state.sortBy) Object.assign(out, { sortBy: state.sortBy, sortDir: state.sortDir ?? 'ASC' });
  for (const [name, codec] of Object.entries(codecsOf(spec))) {
    const value = codec.parse(state.filters[name]!);
    if (value !== undefined) out[name] = value;
  }
  const cursor = fromEnd !== undefined ? state.before : state.after;
  if (cursor) out.cursor = cursor;
  return { body: out as B, sortBy, sortDir, fromEnd };
}

/**
 * Asks for the rows the list page at `search` will show, through the page's own query, before its
 * code has loaded: the request is not cancelled by the navigation that opens the page.
 */
export function prefetchListPage<Row, B extends ListBody>(
  client: QueryClient,
  spec: Pick<ListPageSpec<Row, B>, 'query' | 'filters' | 'defaults' | 'paging'>,
  search: URLSearchParams,
): Promise<void> {
  const { body } = listBodyOf<B>(readListState(search, spec as BodySpec), spec as BodySpec);
  return client.prefetchQuery({ ...spec.query(body), meta: { opensPage: true } });
}
