/**
 * A resource's React Query keys, namespaced by the remote that owns them: every remote shares one
 * query client, so a bare `['customers']` in two remotes would be one cache entry. A write
 * refreshes a resource with `invalidateResources`; details live under `detail(id)` so a deletion
 * can leave them alone.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

export function resourceKeys<const R extends string, const N extends string>(remote: R, resource: N) {
  const all = [remote, resource] as const;
  return {
    /** The resource's name, shared by every remote that shows it. */
    resource,
    all,
    /** Every list of the resource, whatever its filters (a prefix, to invalidate them all). */
    lists: [...all, 'list'] as const,
    list: (body: unknown) => [...all, 'list', body] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** Anything else the resource serves: option lists, searches, a record's sub-lists. */
    of: <const P extends readonly unknown[]>(...parts: P) => [...all, ...parts] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys<string, string>>;

/**
 * The queries of `resources` in every remote (a key's second part names its resource), for
 * `queryClient.invalidateQueries`: a write whose data another remote also shows. Remotes never
 * import each other, so they share the resource's name — a request approved in
 * remote-transactions refreshes remote-people's wallets; money moved from the Transaction Wallet
 * List refreshes People's wallets and ledger, and the other way round.
 */
/** @deprecated Since 1.6.0: `invalidateResources(queryClient, …)`, the one way a write refreshes; kept for remotes built before. */
export function everyRemote(...resources: readonly string[]): { predicate: (query: Query) => boolean } {
  return {
    predicate: (query) => typeof query.queryKey[1] === 'string' && resources.includes(query.queryKey[1]),
  };
}

/**
 * The one way a write refreshes what it changed: every query of each resource, in every remote
 * (a resource by its keys, or by its name when another remote owns it: `MONEY_RESOURCES`).
 * A write whose answer the next screen shows returns this promise, so it waits for the refetch.
 */
export function invalidateResources(
  queryClient: QueryClient,
  ...resources: readonly (ResourceKeys | string)[]
): Promise<void> {
  return queryClient.invalidateQueries(everyRemote(...resources.map((r) => (typeof r === 'string' ? r : r.resource))));
}

/** What a movement of money changes, in whichever remote shows it. */
export const MONEY_RESOURCES = ['wallets', 'ledger', 'customers'] as const;
