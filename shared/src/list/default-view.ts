/**
 * A list opened with no search shows its default saved view from its first read. The list's rows
 * wait for the operator's views of the list (asked once per visit, and at sign-in with the page's
 * first rows), and while a default view with filters is about to be applied (the Views menu puts
 * it in the URL) they wait for that too: the unfiltered rows are never read, nor shown for a
 * moment. A list without a default view, or a visit that opens with a search or a shared view
 * link, reads at once.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readSavedViews, savedViewKeys } from '../api/saved-views';
import type { SavedView } from '../contracts/saved-view-schemas';
import { isSavedViewList } from '../contracts/saved-views';

/** The view a list opens with: the operator's default, when it sets anything. */
export function openingView(views: readonly SavedView[] | undefined): SavedView | undefined {
  const fallback = views?.find((view) => view.is_default);
  return fallback && Object.keys(fallback.params).length > 0 ? fallback : undefined;
}

/**
 * The address entry on screen and whether it opened the list: the first one this component saw,
 * or one that did not replace the last in place (a filter changed in place is no opening).
 */
export function useOpeningEntry(): { key: string; opening: boolean } {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const entry = useRef<{ key: string; opening: boolean } | null>(null);
  if (entry.current?.key !== key) entry.current = { key, opening: entry.current === null || navigation !== 'REPLACE' };
  return entry.current;
}

/** The operator's views of the list at `listPath` (the Views menu's query). */
export const savedViewsQuery = (listPath: string) =>
  queryOptions({
    queryKey: savedViewKeys.list(listPath),
    queryFn: (context) => readSavedViews(listPath, context),
  });

/** Asks for the views of the list a sign-in opens, beside its first rows. */
export function prefetchSavedViews(client: QueryClient, listPath: string): Promise<void> | undefined {
  return isSavedViewList(listPath)
    ? client.prefetchQuery({ ...savedViewsQuery(listPath), meta: { opensPage: true } })
    : undefined;
}

/**
 * Whether the list's first read waits: the list opened with no search, and its views are not in
 * yet, or their default is about to be applied. An error reading the views holds nothing.
 */
export function useDefaultViewHold(listPath: string, search: URLSearchParams): boolean {
  const entry = useOpeningEntry();
  const asks = entry.opening && search.toString() === '' && isSavedViewList(listPath);
  const views = useQuery({ ...savedViewsQuery(listPath), enabled: asks });
  if (!asks) return false;
  if (views.isError) return false;
  return views.isPending || openingView(views.data) !== undefined;
}
