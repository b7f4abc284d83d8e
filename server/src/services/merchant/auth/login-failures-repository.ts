/** SQL of the login limiter (login-limiter.ts): failed sign-ins, counted in a sliding window. */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { loginFailures } from '../../../db/schema';

export interface FailureCounts {
  pair: number;
  address: number;
  email: number;
}

/** Failures in the last `windowMinutes` of the pair, of the address (any e-mail) and of the e-mail (any address). */
export async function failureCounts(db: Db, email: string, ip: string, windowMinutes: number): Promise<FailureCounts> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
      email: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
  return { pair: Number(row?.pair ?? 0), address: Number(row?.address ?? 0), email: Number(row?.email ?? 0) };
}

export async function recordFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** A successful sign-in forgets its own pair's failures (its typos), nobody else's. */
export async function forgetPairFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
