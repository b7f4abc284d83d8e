/**
 * A resource's React Query keys, namespaced by the remote that owns them: every remote shares one
 * query client, so a bare `['customers']` in two remotes would be one cache entry. A mutation
 * invalidates `all`; details live under `detail(id)` so a deletion can leave them alone.
 */
import type { Query } from '@tanstack/react-query';

export function resourceKeys<const R extends string, const N extends string>(remote: R, resource: N) {
  const all = [remote, resource] as const;
  return {
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
export function everyRemote(...resources: readonly string[]): { predicate: (query: Query) => boolean } {
  return {
    predicate: (query) => typeof query.queryKey[1] === 'string' && resources.includes(query.queryKey[1]),
  };
}

/** What a movement of money changes, in whichever remote shows it. */
export const MONEY_RESOURCES = ['wallets', 'ledger', 'customers'] as const;
