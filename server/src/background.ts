/**
 * The background work of the services a process serves, all of it on the one job queue
 * (lib/jobs/job-queue.ts): channel syncs (merchant), the vend sweeper and the Dashboard's roll-up
 * folder (transaction, recurring), report jobs and their retention (report). The queue starts
 * before the first request (a request may queue a job) and stops before the database closes:
 * it stops taking jobs, lets running ones finish, and hands back what is still running.
 */
import path from 'node:path';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { BackgroundPass } from './lib/background-pass';
import { apiBusy, requestBegan } from './lib/export/background-pace';
import { JobQueue } from './lib/jobs/job-queue';
import { createMailer } from './lib/mail';
import type { App } from './lib/route';
import { ImportJobs } from './services/customer/imports/import-job';
import { BulkCreditJobs } from './services/customer/wallets/bulk-credit-job';
import { createFeedClient } from './services/merchant/sync/feed-client';
import { SyncJobs } from './services/merchant/sync/sync-job';
import { ReportRunner } from './services/report/reports/report-runner';
import { deleteLoadsBefore } from './services/platform/health/health-repository';
import { rollupFolding } from './services/transaction/dashboard/rollup-repository';
import { OrderEvents } from './services/transaction/orders/order-events';
import { forgetIdlePinAttempts } from './services/transaction/vend/customer-credential-repository';
import { sweepStaleVends } from './services/transaction/vend/vend-result-service';

/** How long a console's remote load report is kept. */
const REMOTE_LOADS_KEPT_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The durable queue every background job runs on. */
    jobQueue: JobQueue;
    /** Channel syncs (merchant service only). */
    syncJobs?: SyncJobs;
    /** Bulk credits of wallets (customer service only). */
    bulkCredits?: BulkCreditJobs;
    /** CSV imports of customers, top-ups and group members (customer service only). */
    imports?: ImportJobs;
    /** Fails and refunds vends whose result never came (transaction service only). */
    vendSweeper?: BackgroundPass;
    rollupFolder?: BackgroundPass;
    /** Removes the consoles' remote load reports a day after they arrived (platform service only). */
    remoteLoadsSweep?: BackgroundPass;
    /** New orders as they commit, for the list's live banner (transaction service only). */
    orderEvents?: OrderEvents;
    /** Queues and runs report jobs (report service only). */
    reportRunner?: ReportRunner;
  }
}

export async function backgroundWork(app: App, config: Config, database: Database): Promise<void> {
  const queue = new JobQueue(
    database,
    {
      retryLimit: config.reportRetryLimit,
      retryDelaySeconds: config.reportRetryDelaySeconds,
      pollSeconds: config.jobPollSeconds,
      expireSeconds: config.reportJobTimeoutSeconds,
      leaseSeconds: config.jobLeaseSeconds,
      workers: config.jobWorkers,
    },
    app.log,
  );
  app.decorate('jobQueue', queue);
  /** Work each service starts once the queue is up. */
  const workers: (() => Promise<void>)[] = [];

  if (config.services.includes('merchant')) {
    const feed = createFeedClient({
      allowedHosts: config.syncAllowedHosts,
      timeoutMs: config.syncTimeoutMs,
      maxResponseBytes: config.syncMaxResponseBytes,
      retries: 2,
      backoffMs: 250,
    });
    const jobs = new SyncJobs(database.db, feed, queue, app.log, {
      persistProgress: database.kind === 'postgres',
      tidy: (tables) => database.tidy(tables),
    });
    app.decorate('syncJobs', jobs);
    workers.push(() => jobs.startWorker());
  }

  if (config.services.includes('customer')) {
    const credits = new BulkCreditJobs(database.db, queue, app.log);
    app.decorate('bulkCredits', credits);
    workers.push(() => credits.startWorker());
    const imports = new ImportJobs(database.db, queue, app.log);
    app.decorate('imports', imports);
    workers.push(() => imports.startWorker());
  }

  if (config.services.includes('transaction')) {
    const sweeper = new BackgroundPass(
      'vend sweeper refunded vends whose result never came',
      async () => {
        await forgetIdlePinAttempts(database.db);
        return sweepStaleVends(database.db, config.vendResultTimeoutMs);
      },
      app.log,
    );
    const folder = new BackgroundPass('dashboard roll-ups folded', rollupFolding(database), app.log, false);
    app.decorate('vendSweeper', sweeper);
    app.decorate('rollupFolder', folder);
    // An interval of 0 schedules nothing (a test runs the pass itself).
    const seconds = (ms: number) => Math.max(0.5, ms / 1000);
    if (config.vendSweepIntervalMs > 0)
      workers.push(() => queue.every('vend-sweep', seconds(config.vendSweepIntervalMs), () => sweeper.run()));
    if (config.rollupFoldIntervalMs > 0)
      workers.push(() => queue.every('rollup-fold', seconds(config.rollupFoldIntervalMs), () => folder.run()));
    const events = new OrderEvents(database);
    await events.start();
    app.decorate('orderEvents', events);
    app.addHook('onClose', () => events.stop());
  }

  if (config.services.includes('platform')) {
    // The health page reads the last hour; a day is kept to look back at an incident.
    const sweep = new BackgroundPass(
      'remote load reports older than a day removed',
      () => deleteLoadsBefore(database.db, new Date(Date.now() - REMOTE_LOADS_KEPT_MS)),
      app.log,
    );
    app.decorate('remoteLoadsSweep', sweep);
    workers.push(() => queue.every('remote-loads-sweep', 3600, () => sweep.run()));
  }

  if (config.services.includes('report')) {
    // Reports give way while requests arrive (lib/export/background-pace.ts).
    app.addHook('onRequest', (_request, _reply, done) => {
      requestBegan();
      done();
    });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    const runner = new ReportRunner(
      database.db,
      queue,
      mailer,
      {
        dataDir: config.dataDir,
        consoleUrl: config.consoleUrl,
        attachMaxBytes: config.reportAttachMaxBytes,
        retentionDays: config.reportRetentionDays,
        sweepSeconds: config.reportSweepSeconds,
        retryLimit: config.reportRetryLimit,
        retryDelaySeconds: config.reportRetryDelaySeconds,
        expireSeconds: config.reportJobTimeoutSeconds,
        // PostgreSQL reads a chunk in its own process: 2 000 rows a read, 500 while requests are
        // arriving (turning a read's rows into cells holds the event loop in proportion). PGlite
        // runs the read on the API's thread: keysetChunks' default.
        chunkRows: database.kind === 'postgres' ? () => (apiBusy() ? 500 : 2000) : undefined,
      },
      app.log,
    );
    app.decorate('reportRunner', runner);
    workers.push(() => runner.start());
    app.addHook('onClose', async () => mailer.close());
  }

  app.addHook('onReady', async () => {
    await queue.start();
    for (const start of workers) await start();
  });
  // Registered last, so it runs before the hooks above close what a running job uses.
  app.addHook('onClose', () => queue.stop());
}
