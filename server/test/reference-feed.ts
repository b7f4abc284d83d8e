/** The reference feed (scripts/reference-feed.mjs) for tests, with the types a plain .mjs lacks. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ROOT } from '../src/config';

export interface ReferenceFeed {
  url: string;
  port: number;
  close(): Promise<void>;
  control: {
    setFeed(name: string, body: Record<string, unknown>): unknown;
    reset(): void;
    requests(): { total: number; paths: Record<string, number> };
  };
}
interface ReferenceFeedModule {
  startReferenceFeed(options?: { port?: number; host?: string }): Promise<ReferenceFeed>;
}

export const FEED_TOKEN = 'demo-feed-token';

/** Starts the reference feed on a free port of 127.0.0.1 (real sockets). */
export async function startFeed(): Promise<ReferenceFeed> {
  const modulePath = pathToFileURL(path.join(SERVER_ROOT, '..', 'scripts', 'reference-feed.mjs')).href;
  const { startReferenceFeed } = (await import(modulePath)) as ReferenceFeedModule;
  return startReferenceFeed({ port: 0 });
}
