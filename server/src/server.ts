/** Starts the API: prepare the database, build the app, listen, close gracefully. */
import { buildApp } from './app';
import { prepareDatabase } from './boot';
import { loadConfig } from './config';
import { DEMO_LOGINS } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const { database, seeded } = await prepareDatabase(config);
  const app = await buildApp(config, database);
  // PGlite has no autovacuum: vacuum and analyze on a timer instead (PostgreSQL: a no-op).
  const housekeeping = setInterval(() => {
    database.housekeeping().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  }, config.housekeepingIntervalMs);
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on; requests are still served for SHUTDOWN_DRAIN_SECONDS so a
    // balancer that polls readiness takes this instance out before it stops listening.
    app.lifecycle.draining = true;
    // Jobs running here finish; queued ones wait for another instance.
    await app.jobQueue
      .pause()
      .catch((error: unknown) => app.log.error({ err: error }, `${signal}: could not stop taking jobs`));
    app.log.warn(
      `${signal}: not ready; serving for ${config.shutdownDrainMs / 1000} s more, then finishing in-flight requests and closing`,
    );
    const timer = setTimeout(() => {
      app.log.error(`${signal}: still closing after ${config.shutdownDrainMs / 1000 + 10} s; exiting`);
      process.exit(1);
    }, config.shutdownDrainMs + 10_000);
    timer.unref();
    clearInterval(housekeeping);
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, `${signal}: closing failed`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `API listening on http://localhost:${config.port} (services: ${config.services.join(', ')}; database: ${where}${seeded ? '; demo data seeded' : ''}); docs at /api/docs`,
  );
  if (config.seedDemo) {
    console.log('Demo logins (e-mail / password):');
    for (const login of DEMO_LOGINS) {
      console.log(`  ${login.email.padEnd(20)} ${login.password.padEnd(12)} tenant ${login.tenantId}, ${login.role}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
