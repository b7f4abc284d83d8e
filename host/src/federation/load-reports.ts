/**
 * Each load of a remote, reported to the API for the platform's Health page: every failure with
 * its reason, one success in `SUCCESS_SAMPLE` (drawn at random, so no remote is favoured by the
 * order remotes load in), sent with the weight of the `SUCCESS_SAMPLE` loads it stands for. Reports are batched — sent when `MAX_BATCH` are waiting, else
 * `FLUSH_DELAY_MS` after the first, or when the tab is hidden — in the background: a report
 * never holds a page back, and one the API does not take is dropped, never retried.
 */
import { REMOTE_LOADS_MAX, REMOTE_NAMES, type RemoteLoad, type RemoteName } from '@console/shared/contracts';

export type { RemoteLoad } from '@console/shared/contracts';

export const SUCCESS_SAMPLE = 5;
export const MAX_BATCH = REMOTE_LOADS_MAX;
export const FLUSH_DELAY_MS = 10_000;
/** The API's bounds on a report's values (a batch with one out of bounds is refused whole). */
export const MAX_DURATION_MS = 600_000;
export const MAX_REASON_LENGTH = 300;
export const MAX_VERSION_LENGTH = 64;

/** A load as the console saw it: any remote name (one the API does not know is not reported). */
export interface ObservedLoad extends Omit<RemoteLoad, 'remote'> {
  remote: string;
}

export interface LoadReporterOptions {
  send(loads: RemoteLoad[]): Promise<unknown>;
  /** A number in [0, 1): a success is reported when it falls below 1 / SUCCESS_SAMPLE. */
  random?: () => number;
}

export interface LoadReporter {
  record(load: ObservedLoad): void;
  /** Sends what is waiting now (at most MAX_BATCH a call). */
  flush(): void;
  /** Drops what is waiting (signed out: the API would not take it). */
  discard(): void;
  pending(): number;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

function bounded(load: ObservedLoad & { remote: RemoteName }): RemoteLoad {
  const duration = Number.isFinite(load.duration_ms) ? Math.round(load.duration_ms) : 0;
  const report: RemoteLoad = {
    remote: load.remote,
    version: load.version.slice(0, MAX_VERSION_LENGTH) || 'unknown',
    ok: load.ok,
    duration_ms: Math.min(Math.max(duration, 0), MAX_DURATION_MS),
    // A success reported stands for the SUCCESS_SAMPLE successes it was drawn from.
    weight: load.ok ? SUCCESS_SAMPLE : 1,
  };
  if (!load.ok) report.reason = (load.reason?.trim() || 'unknown').slice(0, MAX_REASON_LENGTH);
  return report;
}

export function createLoadReporter({ send, random = Math.random }: LoadReporterOptions): LoadReporter {
  let queue: RemoteLoad[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    stopTimer();
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      // In the background; a failed send is dropped (the API's health figures are a sample anyway).
      void send(batch).catch(() => undefined);
    }
  };
  return {
    record(load) {
      const { remote } = load;
      if (!isRemoteName(remote)) return;
      if (load.ok && random() >= 1 / SUCCESS_SAMPLE) return;
      queue.push(bounded({ ...load, remote }));
      if (queue.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    flush,
    discard() {
      stopTimer();
      queue = [];
    },
    pending: () => queue.length,
  };
}
