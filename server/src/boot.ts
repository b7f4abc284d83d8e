/** Opening, migrating, seeding and checking the database before the app serves. */
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo';
import { installQueue } from './lib/jobs/job-queue';
import { verifyPassword } from './lib/password';
import { accountsByEmail } from './services/merchant/auth/auth-repository';

/** Demo logins that still have their published password. */
export async function demoLoginsInUse(database: Database): Promise<string[]> {
  const found: string[] = [];
  for (const login of DEMO_LOGINS) {
    for (const account of await accountsByEmail(database.db, login.email)) {
      if (account.status === 1 && (await verifyPassword(account.passwordHash, login.password))) found.push(login.email);
    }
  }
  return found;
}

export async function prepareDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  if (config.production && config.jwtSecretIsDemo) {
    throw new Error(
      'Refusing to start in production without JWT_SECRET (the generated demo secret is for development).',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementCacheSize: config.statementCacheSize,
  });
  try {
    await database.migrate();
    // The job queue's own schema (pg-boss installs and upgrades it), beside the migrations.
    await installQueue(database);
    const seeded = config.seedDemo ? await seedDemo(database.db) : false;
    // Fresh statistics before the first request (PGlite keeps none of its own; see housekeeping).
    await database.housekeeping();
    if (config.production) {
      const inUse = await demoLoginsInUse(database);
      if (inUse.length > 0) {
        throw new Error(
          `Refusing to start in production: demo logins still have their demo passwords (${inUse.join(', ')}).`,
        );
      }
    }
    // PGlite compiles its first queries slowly; pay that (the sign-in's own query) before the first request.
    await accountsByEmail(database.db, 'warm-up@invalid');
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
