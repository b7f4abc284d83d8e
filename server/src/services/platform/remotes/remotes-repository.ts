/** SQL of the published remote versions and each remote's release (current, previous, switched off). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { remoteReleases as releases, remoteVersions as versions } from '../../../db/schema';

export type VersionRow = typeof versions.$inferSelect;
export type ReleaseRow = typeof releases.$inferSelect;

/** Every published version, newest first within a remote (the table holds a few hundred at most). */
export function versionRows(db: DbOrTx): Promise<VersionRow[]> {
  return db
    .select()
    .from(versions)
    .orderBy(versions.remote, sql`${versions.publishedAt} desc`, sql`${versions.version} desc`);
}

export function releaseRows(db: DbOrTx): Promise<ReleaseRow[]> {
  return db.select().from(releases).orderBy(releases.remote);
}

export async function findVersion(db: DbOrTx, remote: string, version: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.remote, remote), eq(versions.version, version)));
  return row;
}

/** The remote's release, locked until the transaction ends (changes to one remote take turns). */
export async function lockRelease(tx: Tx, remote: string): Promise<ReleaseRow | undefined> {
  const [row] = await tx.select().from(releases).where(eq(releases.remote, remote)).for('update');
  return row;
}

/** A version row; undefined when the remote has that version already. */
export async function insertVersion(tx: DbOrTx, row: typeof versions.$inferInsert): Promise<VersionRow | undefined> {
  const [inserted] = await tx.insert(versions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The remote's first release, unless another process made one first. */
export async function insertRelease(tx: DbOrTx, remote: string, currentVersion: string): Promise<void> {
  await tx.insert(releases).values({ remote, currentVersion }).onConflictDoNothing();
}

export async function updateRelease(
  tx: Tx,
  remote: string,
  values: Partial<Pick<ReleaseRow, 'currentVersion' | 'previousVersion' | 'disabled'>>,
): Promise<void> {
  await tx
    .update(releases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(releases.remote, remote));
}

export async function withdrawVersion(tx: Tx, remote: string, version: string): Promise<void> {
  await tx
    .update(versions)
    .set({ status: 'withdrawn', withdrawnAt: sql`now()` })
    .where(and(eq(versions.remote, remote), eq(versions.version, version)));
}
