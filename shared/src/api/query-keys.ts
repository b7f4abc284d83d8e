/**
 * A resource's React Query keys, namespaced by the remote that owns them: every remote shares one
 * query client, so a bare `['customers']` in two remotes would be one cache entry. A mutation
 * invalidates `all`; details live under `detail(id)` so a deletion can leave them alone.
 */
export function resourceKeys<const R extends string, const N extends string>(remote: R, resource: N) {
  const all = [remote, resource] as const;
  return {
    all,
    list: (body: unknown) => [...all, 'list', body] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** Anything else the resource serves: option lists, searches, a record's sub-lists. */
    of: <const P extends readonly unknown[]>(...parts: P) => [...all, ...parts] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys<string, string>>;
