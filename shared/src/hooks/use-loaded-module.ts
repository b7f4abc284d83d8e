/**
 * Loading a page's code without Suspense. React 19 holds back revealing a Suspense boundary's
 * content for up to 300 ms after its fallback showed (its fallback throttle), so a lazily loaded
 * page whose data call starts in an effect started it ~300 ms late — measured on the click-to-row
 * path. A loader whose result lands in state renders the page the moment its code is there.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';

/** What a remote's `./routes` maps each path to: its page's code, loaded on demand. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What a remote's `./routes` may add for a path (its `prefetch`): the page's first data requests,
 * asked for through the console's query client while the page's code loads, for the address's
 * query (`search`), so the page's first render has its rows. It answers when they are in (the
 * console may wait a moment for them before it renders), and never rejects.
 */
export type PagePrefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown> | void;

type Loaded = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: unknown };

const settled = new WeakMap<PageLoader, ComponentType>();

/**
 * Loads a page's code before its first render, so that render shows the page at once; a failure
 * is left for the page's own load to report.
 */
export function preloadPageCode(load: PageLoader): Promise<void> {
  return load().then(
    (mod) => void settled.set(load, mod.default),
    () => undefined,
  );
}

/** The component behind `load` once it has loaded (at once when it already has); `key` restarts it. */
export function useLoadedPage(load: PageLoader | null, key: unknown = null): Loaded {
  const known = load ? settled.get(load) : undefined;
  const [state, setState] = useState<Loaded>(known ? { status: 'ready', Page: known } : { status: 'loading' });
  useEffect(() => {
    if (!load) return;
    const cached = settled.get(load);
    if (cached) {
      setState((was) => (was.status === 'ready' && was.Page === cached ? was : { status: 'ready', Page: cached }));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (mod) => {
        settled.set(load, mod.default);
        if (live) setState({ status: 'ready', Page: mod.default });
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [load, key]);
  return state;
}
