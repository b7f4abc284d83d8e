import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import type { ListPage } from '../api/list';
import { choiceFilter, textFilter } from './filters';
import { useListPage, type ListBody } from './use-list-page';

interface Row {
  id: number;
  name: string;
}
interface Body extends ListBody {
  search?: string;
  status?: 0 | 1;
  cursor?: string;
}

/** A list query answering each read with `answer(body)`; `bodies` holds what each read asked. */
function recordingQuery(name: string, answer: (body: Body) => ListPage<Row>) {
  const bodies: Body[] = [];
  const query = (body: Body) =>
    queryOptions({
      queryKey: ['test', name, 'list', body],
      queryFn: async (): Promise<ListPage<Row>> => {
        bodies.push(body);
        return answer(body);
      },
    });
  return { bodies, query };
}

/** `count` rows from position `offset`, the row at position p having the id `id(p)`. */
const rowsAt = (offset: number, count: number, id = (p: number) => p + 1): Row[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => ({ id: id(offset + i), name: `Row ${id(offset + i)}` }));

/** A server of `total` rows: the page the body asks for, by offset or after a cursor ("c<offset>"). */
function server(total: number, { cursor = false, fail }: { cursor?: boolean; fail?: ApiError } = {}) {
  return recordingQuery('rows', (body) => {
    if (fail) throw fail;
    const limit = Number(body.limit);
    const offset = body.cursor ? Number(body.cursor.slice(1)) : (body.offset ?? 0);
    const matching = body.search === 'nobody' ? 0 : total;
    return {
      data: rowsAt(offset, Math.min(limit, matching - offset)),
      pagination: {
        limit,
        offset,
        total: matching,
        currentPage: Math.floor(offset / limit) + 1,
        ...(cursor ? { nextCursor: offset + limit < matching ? `c${offset + limit}` : null } : {}),
      },
    };
  });
}

let location = '';
function Probe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}

function renderList(path: string, spec: Parameters<typeof useListPage<Row, Body>>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useListPage<Row, Body>(spec), { wrapper });
}

const filters = { search: textFilter, status: choiceFilter({ '1': 1, '0': 0 } as const) };

describe('useListPage', () => {
  it('reads page, size, sort and filters from the URL into the body; what is no valid value is left out', async () => {
    const { bodies, query } = server(100);
    const { result } = renderList('/rows?page=3&size=20&sort=name&dir=DESC&status=1&search=%20asha%20', {
      query,
      filters,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(bodies[0]).toEqual({ offset: 40, limit: 20, sortBy: 'name', sortDir: 'DESC', status: 1, search: 'asha' });
    expect(result.current.filters).toEqual({ search: ' asha ', status: '1' });

    const odd = server(100);
    const other = renderList('/rows?page=-2&size=7&status=9', {
      query: odd.query,
      filters,
      defaults: { pageSize: 20 },
    });
    await waitFor(() => expect(other.result.current.status).toBe('ready'));
    expect(odd.bodies[0]).toEqual({ offset: 0, limit: 20 });
  });

  it('steps back to the last page when the page asked for is past the end', async () => {
    const { query } = server(25);
    const { result } = renderList('/rows?page=9', { query });
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(location).toBe('/rows?page=3');
    expect(result.current.rows.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('a filter change goes back to page 1 and All clears it; a filter that matches nothing is no-match, not empty', async () => {
    const changed = jest.fn();
    const { query } = server(30);
    const { result } = renderList('/rows?page=2&status=1', { query, filters, onFiltersChange: changed });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setFilter('status', 'ALL'));
    await waitFor(() => expect(location).toBe('/rows'));
    act(() => result.current.setFilter('search', 'nobody'));
    await waitFor(() => expect(result.current.status).toBe('no-match'));
    expect(changed).toHaveBeenCalledTimes(2);
    act(() => result.current.clearFilters());
    await waitFor(() => expect(result.current.status).toBe('ready'));

    const none = server(0);
    const empty = renderList('/rows', { query: none.query, filters });
    await waitFor(() => expect(empty.result.current.status).toBe('empty'));
  });

  it('a failed read says the server’s message', async () => {
    const { query } = server(10, { fail: new ApiError('The database is restarting.', 503, false) });
    const { result } = renderList('/rows', { query });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('The database is restarting.');
  });

  it('cursor paging reads the next page after the cursor the last one gave, and reaches every counted page', async () => {
    const { bodies, query } = server(45, { cursor: true });
    const { result } = renderList('/rows', { query, paging: 'cursor' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // 45 counted rows, ten a page: page 5 is the last, shallow enough to be read by offset.
    expect([1, 2, 3, 4, 5, 6].map((n) => result.current.canReach!(n))).toEqual([true, true, true, true, true, false]);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(11));
    expect(location).toBe('/rows?page=2&after=c10');
    expect(bodies.at(-1)).toMatchObject({ cursor: 'c10', limit: 10 });
    act(() => result.current.setPage(5));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(41));
    expect(bodies.at(-1)).toMatchObject({ offset: 40, limit: 10 });
    expect(bodies.at(-1)).not.toHaveProperty('cursor');
  });

  it('a list too deep to count reaches its last page, read from the end, and walks back from there', async () => {
    // 30 000 rows by id; the total is an estimate; a cursor is "<dir>:<offset>" in its direction.
    const total = 30_000;
    const { bodies, query } = recordingQuery('deep', (body) => {
      const limit = Number(body.limit);
      const offset = body.cursor ? Number(body.cursor.split(':')[1]) : (body.offset ?? 0);
      const next = offset + limit < total ? `${body.sortDir}:${offset + limit}` : null;
      return {
        data: rowsAt(offset, Math.min(limit, total - offset), (p) => (body.sortDir === 'ASC' ? p + 1 : total - p)),
        pagination: { limit, offset, total, currentPage: 1, totalIsEstimate: true, nextCursor: next },
      };
    });
    const { result } = renderList('/rows', { query, paging: 'cursor', defaults: { sortBy: 'id', sortDir: 'DESC' } });
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(30_000));
    expect(result.current.estimate).toBe(true);
    // Page 2 follows the cursor, page 5 is shallow enough for an offset, the last is read from the
    // end; a deep page no walk has reached is not offered.
    expect([2, 5, 1500, 3000].map((n) => result.current.canReach!(n))).toEqual([true, true, false, true]);

    act(() => result.current.setPage(3000));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]));
    expect(bodies.at(-1)).toEqual({ offset: 0, limit: 10, sortBy: 'id', sortDir: 'ASC' });
    expect(location).toBe('/rows?end=1');
    expect(result.current).toMatchObject({ page: 3000, fromEnd: true });
    expect(result.current.canReach!(2999)).toBe(true);

    act(() => result.current.setPage(2999));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(20));
    expect(result.current.rows.at(-1)?.id).toBe(11);
    expect(bodies.at(-1)).toMatchObject({ cursor: 'ASC:10', sortDir: 'ASC' });
    expect(location).toBe('/rows?end=2&before=ASC%3A10');
    expect(result.current.page).toBe(2999);

    // Next goes back to the last page; First to the start in the list's own order.
    act(() => result.current.setPage(3000));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(10));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(30_000));
    expect(location).toBe('/rows');
    expect(result.current.fromEnd).toBe(false);
  });
});
