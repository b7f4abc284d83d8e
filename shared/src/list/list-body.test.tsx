import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ListPage } from '../api/list';
import { inPlaceRead } from '../api/reads';
import { choiceFilter, textFilter } from './filters';
import { listBodyOf, prefetchListPage, readListState } from './list-body';
import { useListPage, type ListBody } from './use-list-page';

interface Body extends ListBody {
  search?: string;
  status?: 0 | 1;
}
const filters = { search: textFilter, status: choiceFilter({ '0': 0, '1': 1 } as const) };
const page = (body: Body): ListPage<{ id: number }> => ({
  data: [{ id: Number(body.offset) + 1 }],
  pagination: { total: 100, offset: Number(body.offset), limit: Number(body.limit), currentPage: 1 },
});

describe('a list body from its address', () => {
  it('reads page, size, sort and filters, and drops what the list does not take', () => {
    const spec = { filters, defaults: { pageSize: 20 } };
    const state = readListState(
      new URLSearchParams('page=3&size=50&sort=name&dir=DESC&status=1&search=+asha+&x=1'),
      spec,
    );
    expect(listBodyOf(state, spec).body).toEqual({
      offset: 100,
      limit: 50,
      sortBy: 'name',
      sortDir: 'DESC',
      status: 1,
      search: 'asha',
    });
    // A size the pager does not offer and a status no list has fall back to the defaults.
    const odd = readListState(new URLSearchParams('size=7&status=9'), spec);
    expect(listBodyOf(odd, spec).body).toEqual({ offset: 0, limit: 20 });
  });

  it('asks early exactly what the page asks, so the page renders the prefetched rows without asking again', async () => {
    const asked: Body[] = [];
    const query = (body: Body) =>
      queryOptions({
        queryKey: ['test', 'list', body],
        queryFn: async (context) => {
          asked.push(body);
          expect(inPlaceRead(context).keepOnNavigation).toBe(true);
          return page(body);
        },
      });
    const spec = { query, filters, defaults: { pageSize: 20, sortBy: 'id', sortDir: 'DESC' as const } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } });
    await prefetchListPage(client, spec, new URLSearchParams('page=2&status=0'));
    expect(asked).toEqual([{ offset: 20, limit: 20, sortBy: 'id', sortDir: 'DESC', status: 0 }]);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/list?page=2&status=0']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useListPage(spec), { wrapper });
    // The first render already has the rows: no loading state, and no second request.
    expect(result.current.status).toBe('ready');
    expect(result.current.rows).toEqual([{ id: 21 }]);
    await waitFor(() => expect(asked).toHaveLength(1));
  });

  it('a read the page asks itself is cancelled by navigation as before', () => {
    const signal = new AbortController().signal;
    expect(inPlaceRead({ signal }).keepOnNavigation).toBe(false);
  });
});
