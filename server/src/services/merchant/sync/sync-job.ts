/**
 * The channel sync as a job on the queue: `start` records a running run (one per channel) and
 * queues its job, and answers at once; whichever process takes the job fetches every page of the
 * channel's feed, staging each as it arrives, and applies the whole in one transaction. Any failure
 * of the feed or the apply fails the run with the reason and applies nothing. A process that dies
 * mid-run loses nothing: the queue hands the job to another, whose attempt starts the run over
 * (an attempt taken over writes nothing more). Progress lives on the run row, so the console can
 * poll it, leave, and come back.
 */
import type { StockSyncResult, SyncRun } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import type { Database, Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-errors';
import { failedWork, type JobContext, type JobKind, type JobQueue } from '../../../lib/jobs/job-queue';
import { channelFeed } from '../touchpoints/channels-service';
import { FeedError, type FeedClient } from './feed-client';
import { applyRun } from './sync-apply-service';
import { getSyncRun } from './sync-runs-service';
import {
  assertFeedAllowed,
  beginAttempt,
  failRun,
  recordApplied,
  runningRuns,
  RunSuperseded,
  stagePage,
  startSync,
  syncTouchpointStock,
  type RunCounts,
} from './sync-service';

/** The one check a channel's feed URL passes before it is stored or fetched. */
export interface FeedGate {
  assertAllowed: (url: string) => void;
}

const progressOf = (run: SyncRun): Partial<SyncRun> => ({
  pages_fetched: run.pages_fetched,
  total_pages: run.total_pages,
  records_received: run.records_received,
  records_applied: run.records_applied,
});

/** Touchpoints a run must create, update or remove before it tidies the tables it wrote. */
export const TIDY_AFTER_WRITES = 100;

/** Touchpoints asked for per feed page. */
export const FEED_PAGE_SIZE = 100;

export const SYNC_QUEUE = 'channel-sync';
const SyncJob = Type.Object({
  runId: Type.Integer({ minimum: 1 }),
  tenantId: Type.Integer({ minimum: 1 }),
  channelId: Type.Integer({ minimum: 1 }),
});
/** A run older than this with no job (queued in between a crash) is queued again by the reconcile. */
const RECONCILE_AFTER_SECONDS = 30;
/** A sync's own fetches retry; the queue retries only an attempt whose process died. */
const RETRY = { retryLimit: 3, retryDelaySeconds: 1, expireSeconds: 30 * 60 } satisfies Partial<JobKind>;

export interface SyncJobOptions {
  /**
   * Whether the records applied so far may be written to the run row while the apply transaction
   * is open (PostgreSQL: another pooled connection, so another process polling the row sees it).
   * PGlite has one connection, held by that transaction: there the count lives in memory only.
   */
  persistProgress: boolean;
  /** Vacuums and analyzes tables after a run that wrote many rows (`Database.tidy`). */
  tidy?: Database['tidy'];
}

/** A run this process executes: its tenant and the run as the console should see it now. */
interface LiveRun {
  tenantId: number;
  run: SyncRun;
}

export class SyncJobs implements FeedGate {
  /** Runs in progress here, with their progress (pages fetched, records applied) as it moves. */
  private readonly live = new Map<number, LiveRun>();
  readonly kind: JobKind<typeof SyncJob>;

  constructor(
    private readonly db: Db,
    private readonly feed: FeedClient,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: SyncJobOptions = { persistProgress: false },
  ) {
    this.kind = {
      queue: SYNC_QUEUE,
      payload: SyncJob,
      ...RETRY,
      run: (data, job) => this.runJob(data, job),
      failed: failedWork((data, reason) => failRun(this.db, data.runId, `The sync could not finish: ${reason}`)),
      unfinished: async () =>
        (await runningRuns(this.db, RECONCILE_AFTER_SECONDS)).map((run) => ({
          key: String(run.id),
          data: { runId: run.id, tenantId: run.tenantId, channelId: run.channelId },
        })),
    };
  }

  /** Takes sync jobs in this process (when it works the sync queue). */
  async startWorker(): Promise<void> {
    await this.queue.work(this.kind);
  }

  /**
   * The run as it is now when this process is running it (answered from memory, so a poll is not
   * held behind the apply transaction on PGlite), else undefined: read the row.
   */
  liveRun(tenantId: number, runId: number): SyncRun | undefined {
    const live = this.live.get(runId);
    return live && live.tenantId === tenantId ? { ...live.run } : undefined;
  }

  /** A run read from the database, with the progress this process holds for it when it runs here. */
  withProgress = (run: SyncRun): SyncRun => {
    const live = run.status === 'running' ? this.live.get(run.id)?.run : undefined;
    return live ? { ...run, ...progressOf(live) } : run;
  };

  /** 400 with the reason when the server may not fetch `url` (scheme, host allow-list). */
  assertAllowed = (url: string): void => assertFeedAllowed(this.feed, url);

  /** Starts a sync of the channel; 409 when one is running, 422 when the channel has no feed. */
  async start(actor: Actor, channelId: number, requestId?: string): Promise<SyncRun> {
    const started = await startSync(this.db, actor, channelId, this.assertAllowed);
    const runId = started.id;
    // A run whose job is not queued here (the database refused it just now) is queued by the
    // reconcile shortly: the run is recorded, and that is what decides it runs.
    await this.queue
      .send(this.kind, { runId, tenantId: actor.tenantId, channelId }, { key: String(runId), requestId })
      .catch((error: unknown) => this.log.warn({ err: error, run: runId }, 'sync job not queued yet'));
    return started;
  }

  /** Resolves when no sync job waits or runs (tests, benches). */
  async idle(): Promise<void> {
    await this.queue.drain([SYNC_QUEUE]);
  }

  private async runJob(data: { runId: number; tenantId: number; channelId: number }, job: JobContext) {
    const attempt = await beginAttempt(this.db, data.runId);
    if (attempt === undefined) return;
    const channel = await channelFeed(this.db, data.tenantId, data.channelId);
    if (!channel.feedUrl) {
      await failRun(this.db, data.runId, 'This channel has no feed URL any more.', attempt);
      return;
    }
    const run = { id: data.runId, tenantId: data.tenantId, channelId: data.channelId, attempt };
    const started = await getSyncRun(this.db, data.tenantId, data.runId);
    this.live.set(run.id, { tenantId: run.tenantId, run: started });
    try {
      const counts = await this.execute(run, channel.feedUrl, channel.feedToken ?? '', job);
      await this.tidyAfter(counts);
    } finally {
      this.live.delete(run.id);
    }
  }

  private async execute(
    run: { id: number; tenantId: number; channelId: number; attempt: number },
    feedUrl: string,
    token: string,
    { signal, log }: Pick<JobContext, 'signal' | 'log'>,
  ) {
    const progress = (change: Partial<SyncRun>) => {
      const live = this.live.get(run.id);
      if (live) live.run = { ...live.run, ...change };
    };
    let persisted: Promise<void> = Promise.resolve();
    try {
      const seen = new Set<string>();
      let total = 0;
      for (let page = 1, totalPages = 1; page <= totalPages; page++) {
        signal.throwIfAborted();
        const body = await this.feed.fetchPage(feedUrl, token, page, FEED_PAGE_SIZE);
        if (body.page !== page)
          throw new FeedError('malformed', `The feed answered page ${body.page} when asked for page ${page}.`);
        totalPages = body.total_pages;
        total = body.total;
        for (const t of body.touchpoints) seen.add(t.id);
        if (page < totalPages && body.touchpoints.length < FEED_PAGE_SIZE)
          throw new FeedError(
            'malformed',
            `Page ${page} of ${totalPages} held ${body.touchpoints.length} touchpoints, fewer than a full page: the feed was cut short.`,
          );
        await stagePage(this.db, run, { number: page, totalPages, touchpoints: body.touchpoints });
        const received = (this.live.get(run.id)?.run.records_received ?? 0) + body.touchpoints.length;
        progress({ pages_fetched: page, total_pages: totalPages, records_received: received });
      }
      if (seen.size !== total)
        throw new FeedError('malformed', `The feed announced ${total} touchpoints but sent ${seen.size}.`);
      const counts = await applyRun(this.db, run, (applied) => {
        progress({ records_applied: applied });
        // Not awaited: the transaction goes on; a write that lands after it committed changes nothing.
        if (this.options.persistProgress) persisted = persisted.then(() => this.persistApplied(run.id, applied));
      });
      log.info({ run: run.id, attempt: run.attempt, ...counts }, 'sync run applied');
      return counts;
    } catch (error) {
      // Another attempt owns the run now (this one lost its lease): it decides how the run ends.
      if (error instanceof RunSuperseded || signal.aborted) return undefined;
      const reason =
        error instanceof FeedError || error instanceof HttpError
          ? error.message
          : 'The sync failed while applying what the feed sent; nothing was changed.';
      if (!(error instanceof FeedError)) log.error({ err: error, run: run.id }, 'sync run failed');
      else log.warn({ run: run.id, reason }, 'sync run failed');
      await failRun(this.db, run.id, reason, run.attempt).catch((e) =>
        this.log.error({ err: e }, 'could not record a failed run'),
      );
      return undefined;
    } finally {
      await persisted;
    }
  }

  /**
   * After a run that wrote many rows, the tables it wrote are vacuumed and analyzed at once
   * (`Database.tidy`), once the run has ended: reads of fresh, unvacuumed rows are many times slower.
   */
  private async tidyAfter(counts: RunCounts | undefined): Promise<void> {
    const { tidy } = this.options;
    if (!tidy || !counts || counts.created + counts.updated + counts.removed < TIDY_AFTER_WRITES) return;
    try {
      await tidy(['touchpoints', 'touchpoint_products', 'sync_records']);
    } catch (error) {
      this.log.warn({ err: error }, 'could not vacuum the tables a sync run wrote');
    }
  }

  /** Records applied so far on the run row, while it is still running (PostgreSQL only). */
  private async persistApplied(runId: number, applied: number): Promise<void> {
    try {
      await recordApplied(this.db, runId, applied);
    } catch (error) {
      this.log.warn({ err: error, run: runId }, 'could not record a sync run’s progress');
    }
  }

  /** Reads one touchpoint's stock from its channel's feed and writes what changed. */
  syncStock(actor: Actor, touchpointId: number): Promise<StockSyncResult> {
    return syncTouchpointStock(this.db, this.feed, actor, touchpointId, this.assertAllowed);
  }
}
