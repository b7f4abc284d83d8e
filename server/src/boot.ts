/** Opening, migrating, seeding and checking the database before the app serves. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { users } from './db/schema';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo';
import { verifyPassword } from './lib/password';

/** Demo logins that still have their published password. */
export async function demoLoginsInUse(database: Database): Promise<string[]> {
  const found: string[] = [];
  for (const login of DEMO_LOGINS) {
    const rows = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, login.email), isNull(users.deletedAt), eq(users.status, 1)));
    for (const row of rows) if (await verifyPassword(row.hash, login.password)) found.push(login.email);
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
  });
  try {
    await database.migrate();
    const seeded = config.seedDemo ? await seedDemo(database.db) : false;
    if (config.production) {
      const inUse = await demoLoginsInUse(database);
      if (inUse.length > 0) {
        throw new Error(
          `Refusing to start in production: demo logins still have their demo passwords (${inUse.join(', ')}).`,
        );
      }
    }
    // PGlite compiles its first queries slowly; pay that before the first request.
    await database.db.execute(sql`select count(*) from ${users}`);
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
