/**
 * A list screen's page, page size, sort and filters, kept in the URL's query string so a
 * refresh, a shared link or Back returns to the same page.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListParams } from '../api/list';

export interface ListStateDefaults {
  pageSize?: number;
  sortBy?: string;
  sortDir?: 'ASC' | 'DESC';
  /** Filter names read from the query string. */
  filters?: string[];
}

const PAGE_SIZES = [10, 20, 50, 100];

export function useListState(defaults: ListStateDefaults = {}) {
  const [params, setParams] = useSearchParams();
  const filterNames = defaults.filters ?? [];
  const state: ListParams = useMemo(() => {
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const dir = params.get('dir');
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: PAGE_SIZES.includes(size) ? size : (defaults.pageSize ?? 10),
      sortBy: params.get('sort') ?? defaults.sortBy,
      sortDir: dir === 'ASC' || dir === 'DESC' ? dir : defaults.sortDir,
      filters: Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
    };
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    ...state,
    setPage: (page: number) => update({ page }, false),
    setPageSize: (size: number) => update({ size }),
    setSort: (sort: { by: string; dir: 'ASC' | 'DESC' }) => update({ sort: sort.by, dir: sort.dir }),
    setFilter: (name: string, value: string) => update({ [name]: value }),
  };
}

/**
 * A page past the end (its last rows were deleted, or an old link) steps back to the last page.
 * `total` is undefined while the shown page is a placeholder from the previous query.
 */
export function useLastPageClamp(
  list: Pick<ListParams, 'page' | 'pageSize'> & { setPage(page: number): void },
  total: number | undefined,
) {
  const { page, pageSize, setPage } = list;
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    if (total !== undefined && page > lastPage) setPage(lastPage);
  }, [total, page, pageSize]); // eslint-disable-line react-hooks/exhaustive-deps
}
