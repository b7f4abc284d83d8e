/**
 * Touchpoints' SQL: the list page, the picker, one touchpoint, its lock for an edit, the occupied
 * slots a grid change relabels, and the writes. Touchpoints are never deleted: orders keep them.
 */
import type { TouchpointListRequest, TouchpointOptionsRequest, TOUCHPOINT_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels, touchpointProducts as products, touchpoints } from '../../../db/schema';
import { nameOptions } from '../../../lib/name-options';
import { chosenFilter, likePattern, listWindow, readPage, type ListSpec, type RowOf } from '../../../lib/list';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';

const touchpointColumns = {
  id: touchpoints.id,
  name: touchpoints.name,
  channelId: touchpoints.channelId,
  channel: sql<string | null>`${channels.name}`,
  type: touchpoints.type,
  company: touchpoints.company,
  retailer: touchpoints.retailer,
  sourceId: touchpoints.sourceId,
  stockSynced: touchpoints.stockSynced,
  lastUpdated: touchpoints.lastUpdated,
  status: touchpoints.status,
  address: touchpoints.location,
  latitude: touchpoints.latitude,
  longitude: touchpoints.longitude,
  gridRows: touchpoints.gridRows,
  gridColumns: touchpoints.gridColumns,
  labelFormat: touchpoints.labelFormat,
  createdAt: touchpoints.createdAt,
  updatedAt: touchpoints.updatedAt,
};
export type TouchpointRecord = RowOf<typeof touchpointColumns>;

/** A touchpoint's fields as an edit writes them (a create adds its tenant and source). */
export type TouchpointFields = Pick<
  typeof touchpoints.$inferInsert,
  | 'name'
  | 'channelId'
  | 'type'
  | 'company'
  | 'retailer'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'gridRows'
  | 'gridColumns'
  | 'labelFormat'
  | 'status'
>;

const spec: ListSpec<(typeof TOUCHPOINT_SORTABLE)[number]> = {
  sortable: {
    id: touchpoints.id,
    name: sql`lower(${touchpoints.name})`,
    channel: sql`lower(coalesce(${channels.name}, ''))`,
    type: touchpoints.type,
    stock_synced: touchpoints.stockSynced,
    last_updated: touchpoints.lastUpdated,
    created_at: touchpoints.createdAt,
  },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: touchpoints.id,
};

const fromTouchpoints = (db: DbOrTx, extra: Record<string, ReturnType<typeof sql>> = {}) =>
  db
    .select({ ...touchpointColumns, ...extra })
    .from(touchpoints)
    .leftJoin(channels, eq(channels.id, touchpoints.channelId));

/** One page of the tenant's touchpoints under the list's filters, with its pagination. */
export async function listTouchpointRows(db: Db, tenantId: number, body: TouchpointListRequest) {
  const filters = {
    tenantId,
    search: body.search?.trim() ? likePattern(body.search) : undefined,
    channelId: chosenFilter(body.channel_id),
    type: chosenFilter(body.type),
    stockSynced: chosenFilter(body.stock_synced),
    status: chosenFilter(body.status),
  };
  const where = () =>
    and(
      eq(touchpoints.tenantId, P('tenantId')),
      filters.search !== undefined ? ilike(touchpoints.name, P('search')) : undefined,
      filters.channelId !== undefined ? eq(touchpoints.channelId, P('channelId')) : undefined,
      filters.type !== undefined ? eq(touchpoints.type, P('type')) : undefined,
      filters.stockSynced !== undefined ? eq(touchpoints.stockSynced, P('stockSynced')) : undefined,
      filters.status !== undefined ? eq(touchpoints.status, P('status')) : undefined,
    );
  return readPage<TouchpointRecord>(db, {
    name: 'touchpoints',
    window: listWindow(body, spec),
    filters,
    from: (extra) => fromTouchpoints(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: touchpoints.id }).from(touchpoints).where(where()).$dynamic(),
  });
}

/**
 * A picker's answer: up to `limit` touchpoints matching `q` (of one channel when asked), or
 * exactly the ones `ids` names, and how many match (counted up to OPTIONS_COUNT_CAP + 1).
 */
export function selectTouchpointOptions(db: Db, tenantId: number, body: TouchpointOptionsRequest) {
  return nameOptions(db, body, {
    rows: (extra) =>
      db
        .select({ id: touchpoints.id, name: touchpoints.name, channel: channels.name, ...extra })
        .from(touchpoints)
        .leftJoin(channels, eq(channels.id, touchpoints.channelId))
        .$dynamic(),
    ids: () => db.select({ id: touchpoints.id }).from(touchpoints).$dynamic(),
    id: touchpoints.id,
    name: touchpoints.name,
    scope: and(
      eq(touchpoints.tenantId, tenantId),
      body.channel_id !== undefined ? eq(touchpoints.channelId, body.channel_id) : undefined,
    ),
  });
}

/** A touchpoint of the tenant, or undefined. */
export async function findTouchpoint(db: DbOrTx, tenantId: number, id: number): Promise<TouchpointRecord | undefined> {
  const [row] = await fromTouchpoints(db)
    .where(and(eq(touchpoints.tenantId, P('tenantId')), eq(touchpoints.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** Locks a touchpoint of the tenant for an edit; false when there is none. */
export async function lockTouchpointRow(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(and(eq(touchpoints.tenantId, P('tenantId')), eq(touchpoints.id, id)))
    .for('update')
    .execute({ tenantId });
  return rows[0] !== undefined;
}

/** A touchpoint entered by hand (its source is 'Manual'). */
export async function insertTouchpoint(tx: Tx, tenantId: number, fields: TouchpointFields): Promise<number> {
  const [created] = await tx
    .insert(touchpoints)
    .values({ tenantId, ...fields, source: 'Manual' })
    .returning({ id: touchpoints.id });
  return created!.id;
}

/** The touchpoint's products that occupy a slot. */
export function occupiedSlots(tx: Tx, touchpointId: number): Promise<{ id: number; coil: string | null }[]> {
  return tx
    .select({ id: products.id, coil: products.coil })
    .from(products)
    .where(and(eq(products.touchpointId, touchpointId), isNotNull(products.coil)));
}

/** An edit's guard: the touchpoint is still at the version its form loaded (400 for a malformed one). */
export const touchpointUnchangedSince = (loaded: string): SQL => unchangedSince(touchpoints.updatedAt, loaded);

/** Writes a touchpoint still at the loaded version (`unchanged`); the ids written (none: it changed). */
export async function updateTouchpointFields(
  tx: Tx,
  id: number,
  fields: TouchpointFields,
  unchanged: SQL,
): Promise<{ id: number }[]> {
  return updateUnchanged(tx, touchpoints, and(eq(touchpoints.id, id), unchanged), fields);
}

/** Moves products to their new slot labels. */
export async function moveProducts(tx: Tx, moves: readonly { id: number; coil: string }[]): Promise<void> {
  if (moves.length === 0) return;
  // Two steps, so a relabel that swaps labels never meets the unique (touchpoint, slot) index halfway.
  const ids = moves.map((m) => m.id);
  await tx
    .update(products)
    .set({ coil: sql`'~' || ${products.id}` })
    .where(inArray(products.id, ids));
  for (const move of moves) await tx.update(products).set({ coil: move.coil }).where(eq(products.id, move.id));
}
