/** pg-boss on the API's own database (job-queue.ts), and its schema's install. */
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { QUEUE_SCHEMA } from './job-lease-repository';

export function bossOf(executeSql: Database['executeSql'], options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: { executeSql },
    schema: QUEUE_SCHEMA,
    // No cron schedules: recurring work queues its own next run (`every`).
    schedule: false,
    ...options,
  } as PgBoss.ConstructorOptions);
}

/** Creates or upgrades the queue's schema (boot and the test template, beside the migrations). */
export async function installQueue(database: Pick<Database, 'executeSql'>): Promise<void> {
  const boss = bossOf((text, values) => database.executeSql(text, values), { supervise: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
