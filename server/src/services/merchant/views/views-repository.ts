/** SQL for saved views: a user's views of a list, scoped to the tenant and, for writes, to the owner. */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { savedViews } from '../../../db/schema';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

export type ViewRow = typeof savedViews.$inferSelect;

/** The unique index on a user's view names of one list (lower-cased). */
export const NAME_TAKEN_INDEX = 'saved_views_user_list_name_uq';
/** The partial unique index that keeps one default per user and list. */
export const ONE_DEFAULT_INDEX = 'saved_views_user_list_default_uq';

const ownedBy = (tenantId: number, userId: number) =>
  and(eq(savedViews.tenantId, tenantId), eq(savedViews.userId, userId));

/** The user's views of `listPath`, by name. */
export function userViews(db: DbOrTx, tenantId: number, userId: number, listPath: string): Promise<ViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(ownedBy(tenantId, userId), eq(savedViews.listPath, listPath)))
    .orderBy(sql`lower(${savedViews.name})`, asc(savedViews.id));
}

/** The tenant's view `id`, whoever owns it, or undefined. */
export async function findView(db: DbOrTx, tenantId: number, id: number): Promise<ViewRow | undefined> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.tenantId, tenantId), eq(savedViews.id, id)))
    .limit(1);
  return rows[0];
}

/** How many views the user keeps for `listPath`. */
export const countUserViews = (db: DbOrTx, tenantId: number, userId: number, listPath: string) =>
  tenantRowsRepo.countRows(db, savedViews, and(ownedBy(tenantId, userId), eq(savedViews.listPath, listPath)));

/** Takes the default mark off the user's views of `listPath` (but `keepId`'s). */
export async function clearDefault(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  listPath: string,
  keepId?: number,
): Promise<void> {
  await db
    .update(savedViews)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        ownedBy(tenantId, userId),
        eq(savedViews.listPath, listPath),
        eq(savedViews.isDefault, true),
        keepId === undefined ? undefined : ne(savedViews.id, keepId),
      ),
    );
}

/** Inserts a view; its id. */
export async function insertView(
  db: DbOrTx,
  values: {
    tenantId: number;
    userId: number;
    listPath: string;
    name: string;
    params: Record<string, string>;
    isDefault: boolean;
  },
): Promise<number> {
  const [created] = await db.insert(savedViews).values(values).returning({ id: savedViews.id });
  return created!.id;
}

/** The WHERE term of an edit: the view is still at the `updated_at` the client read (400 when malformed). */
export const viewUnchangedSince = (loaded: string): SQL => unchangedSince(savedViews.updatedAt, loaded);

/** Updates the user's view `id` if `unchanged` holds; the ids updated (none: changed since). */
export function updateViewRow(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  id: number,
  unchanged: SQL,
  changes: { name: string; params: Record<string, string>; isDefault: boolean },
): Promise<{ id: number }[]> {
  return updateUnchanged(db, savedViews, and(ownedBy(tenantId, userId), eq(savedViews.id, id), unchanged), changes);
}

export async function deleteViewRow(db: DbOrTx, tenantId: number, userId: number, id: number): Promise<void> {
  await db.delete(savedViews).where(and(ownedBy(tenantId, userId), eq(savedViews.id, id)));
}
