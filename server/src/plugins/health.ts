/**
 * Health probes of one service, under its prefix:
 * - `/health/live`: the process answers HTTP (no database call) — restart it when this fails;
 * - `/health/ready` (and `/health`): the process is not shutting down and the database answers a
 *   trivial query within the timeout — send it traffic only while this answers 200; 503
 *   `{status, message}` otherwise. The process listens only once its migrations are applied and
 *   its background workers started, so a 200 also says those are done.
 * While a probe's query is still waiting, later probes wait on the same query rather than queue
 * more behind a database that does not answer.
 */
import { Type } from 'typebox';
import type { Database } from '../db/client';
import { responses, type App } from '../lib/route';

const Health = Type.Object({ status: Type.String(), service: Type.String() });
const Unavailable = Type.Object({ status: Type.String(), service: Type.String(), message: Type.String() });

export interface HealthOptions {
  service: string;
  ping: Database['ping'];
  timeoutMs: number;
  /** True once the process was asked to stop (SIGTERM): it finishes what it has, takes nothing new. */
  draining: () => boolean;
}

/** Whether the database answered a trivial query within `timeoutMs`, sharing one query among callers. */
export function databaseProbe(ping: Database['ping'], timeoutMs: number): () => Promise<boolean> {
  let pending: Promise<unknown> | undefined;
  return async () => {
    pending ??= ping().finally(() => {
      pending = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([pending.then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}

export default async function health(app: App, options: HealthOptions): Promise<void> {
  const { service } = options;
  const ready = databaseProbe(options.ping, options.timeoutMs);
  const route = { config: { access: { public: true as const } }, logLevel: 'warn' as const };
  const schema = (response: Record<number, unknown>) => ({ tags: ['health'], security: [], response });

  app.get('/health/live', { ...route, schema: schema(responses({ 200: Health })) }, async () => ({
    status: 'ok',
    service,
  }));

  const readiness = { ...route, schema: schema({ ...responses({ 200: Health }), 503: Unavailable }) };
  const answer = async (_request: unknown, reply: { status(code: number): unknown }) => {
    if (options.draining()) {
      reply.status(503);
      return { status: 'draining', service, message: 'This instance is shutting down: send requests to another.' };
    }
    if (await ready()) return { status: 'ok', service };
    reply.status(503);
    return {
      status: 'unavailable',
      service,
      message: `The database did not answer within ${options.timeoutMs} ms.`,
    };
  };
  app.get('/health/ready', readiness, answer);
  app.get('/health', readiness, answer);
}
