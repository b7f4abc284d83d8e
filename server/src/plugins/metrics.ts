/**
 * `GET /metrics` in Prometheus's text format (prom-client), on each instance's own port — the load
 * balancer does not pass it on (it serves /api/ only). Request duration by route, method and status;
 * the database pool (in use, idle, waited for) and the prepared statements held; job queue depth by
 * queue and failed attempts; vends authorized and refused; open order streams; and the process's
 * own figures (memory, event loop lag, GC).
 */
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { JobQueue } from '../lib/jobs/job-queue';
import type { App } from '../lib/route';

export interface MetricsOptions {
  database: Database;
  queue: JobQueue;
  /** Open server-sent event streams now. */
  streams: () => number;
}

const VEND_AUTHORIZE = '/api/transaction/vend/authorize';

async function metrics(app: App, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const vends = new Counter({
    name: 'vends_total',
    help: 'Vend authorizations answered, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (in_use, idle, waiting: requests waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.database.stats();
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_prepared_statements',
    help: 'Prepared statements this process holds on its database connections',
    registers: [registry],
    collect() {
      this.set(options.database.stats().statements);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting or running, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      // A scrape during shutdown, after the queue let go of the database, reports no depths.
      if (!options.queue.running) return;
      for (const [queue, depth] of await options.queue.depths()) this.set({ queue }, depth);
    },
  });
  new Gauge({
    name: 'job_failures',
    help: 'Failed job attempts in this process since it started, by queue',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const [queue, n] of options.queue.failures) this.set({ queue }, n);
    },
  });
  new Gauge({
    name: 'sse_clients',
    help: 'Open server-sent event streams',
    registers: [registry],
    collect() {
      this.set(options.streams());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === VEND_AUTHORIZE) vends.inc({ outcome: reply.statusCode < 300 ? 'authorized' : 'refused' });
  });

  app.get(
    '/metrics',
    { config: { access: { public: true } }, schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) => reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}

export default fp(metrics, { name: 'metrics' });
