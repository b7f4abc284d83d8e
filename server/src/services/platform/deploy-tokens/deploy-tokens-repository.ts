/** SQL of deploy tokens: listed, issued, revoked, and found by hash when a pipeline publishes. */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deployTokens as tokens, users } from '../../../db/schema';

/** A deploy token's form: `dpl_` and 32 url-safe characters. */
export const DEPLOY_TOKEN_PREFIX = 'dpl_';

/** What is kept of a token: its sha-256, hex. */
export const hashDeployToken = (token: string) => createHash('sha256').update(token).digest('hex');

const columns = {
  id: tokens.id,
  remote: tokens.remote,
  name: tokens.name,
  createdBy: users.email,
  createdAt: tokens.createdAt,
  revokedAt: tokens.revokedAt,
  lastUsedAt: tokens.lastUsedAt,
};
export type TokenRow = {
  id: number;
  remote: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
};

/** Every token, newest first (revoked ones too: the page shows when). */
export function tokenRows(db: DbOrTx): Promise<TokenRow[]> {
  return db
    .select(columns)
    .from(tokens)
    .leftJoin(users, eq(users.id, tokens.createdBy))
    .orderBy(desc(tokens.createdAt), desc(tokens.id));
}

export async function findToken(db: DbOrTx, id: number): Promise<TokenRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(tokens)
    .leftJoin(users, eq(users.id, tokens.createdBy))
    .where(eq(tokens.id, id));
  return row;
}

export async function insertToken(
  db: DbOrTx,
  values: { remote: string; name: string; tokenHash: string; createdBy: number | null },
): Promise<number> {
  const [row] = await db.insert(tokens).values(values).returning({ id: tokens.id });
  return row!.id;
}

/** Revokes a live token; false when there is no such live token. */
export async function revokeToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(tokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokens.id, id), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return rows.length > 0;
}

/** The live token with this hash; undefined when none (unknown or revoked). */
export async function findLiveToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ id: number; remote: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: tokens.id, remote: tokens.remote, name: tokens.name })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt)));
  return row;
}

/** Records the token's use (a publish it made). */
export async function markTokenUsed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(tokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(tokens.id, id));
}
