/**
 * Background work yields to people. A report is written off the request path, but its reads and
 * the rows it hands to the export worker still cost this thread and the database CPU that a busy
 * API needs for its answers. So between two chunks a background export asks whether requests are
 * arriving (`BUSY_REQUESTS` began within `BUSY_WINDOW_MS`: 50 a second, not one person's clicks or
 * the Reports page's poll); if so it pauses for twice what its last chunk took (at most
 * `MAX_PAUSE_MS`), leaving the requests about two thirds of what the report would take. Alone it
 * runs at full speed. Bench `reports`: the orders list's p99 while a million-row report
 * runs.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const BUSY_WINDOW_MS = 100;
const BUSY_REQUESTS = 5;
const PAUSE_FACTOR = 2;
const MAX_PAUSE_MS = 500;

/** When the last `BUSY_REQUESTS` requests began, oldest first. */
const recent: number[] = [];

/** Called as each request begins (the app's onRequest hook). */
export function requestBegan(now = performance.now()): void {
  recent.push(now);
  if (recent.length > BUSY_REQUESTS) recent.shift();
}

/** Whether requests are arriving now: the last `BUSY_REQUESTS` all began within the window. */
export function apiBusy(now = performance.now()): boolean {
  return recent.length === BUSY_REQUESTS && now - recent[0]! < BUSY_WINDOW_MS;
}

export interface Pace {
  /** Waits, if requests are arriving, in proportion to the chunk that took `chunkMs`. */
  afterChunk(chunkMs: number): Promise<void>;
}

export function backgroundPace(busy: () => boolean = apiBusy): Pace {
  return {
    async afterChunk(chunkMs) {
      if (busy()) await sleep(Math.min(MAX_PAUSE_MS, Math.max(1, chunkMs * PAUSE_FACTOR)));
    },
  };
}
