/**
 * Touchpoints (vending machines, kiosks, lockers, micro markets) with their location and, for a
 * vending machine or a locker, a grid of slots labelled by one of the seven label formats. Touchpoints
 * are never deleted: orders keep them; one gone upstream becomes inactive.
 */
import {
  slotLabels,
  type Grid,
  type LabelFormat,
  type Touchpoint,
  type TouchpointBody,
  type TouchpointListRequest,
  type TouchpointOptionsRequest,
  type TouchpointUpdateBody,
  type TOUCHPOINT_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels, touchpointProducts as products, touchpoints } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { nameOptions } from '../../../lib/name-options';
import { notFound } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { assertChannelOfTenant } from './channels-repository';
import { checkedGrid, locationOf, relabel } from './touchpoint-rules';
import { P } from '../../../db/statement-cache';

export const touchpointColumns = {
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
type Row = RowOf<typeof touchpointColumns>;

function gridOf(r: Pick<Row, 'gridRows' | 'gridColumns' | 'labelFormat'>): Grid | null {
  if (r.gridRows === null || r.gridColumns === null || r.labelFormat === null) return null;
  return { rows: r.gridRows, columns: r.gridColumns, label_format: r.labelFormat as LabelFormat };
}

export function toTouchpoint(r: Row): Touchpoint {
  return {
    id: r.id,
    name: r.name,
    channel_id: r.channelId,
    channel: r.channel,
    type: r.type,
    company: r.company,
    retailer: r.retailer,
    source_id: r.sourceId,
    stock_synced: r.stockSynced,
    last_updated: r.lastUpdated ? toIso(r.lastUpdated) : null,
    status: r.status,
    address: r.address,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    grid: gridOf(r),
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

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

export async function listTouchpoints(db: Db, tenantId: number, body: TouchpointListRequest) {
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
  return listPage(db, {
    name: 'touchpoints',
    window: listWindow(body, spec),
    filters,
    from: (extra) => fromTouchpoints(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: touchpoints.id }).from(touchpoints).where(where()).$dynamic(),
    present: toTouchpoint,
  });
}

/**
 * A picker's answer: up to `limit` touchpoints matching `search` (of one channel when asked), or
 * exactly the ones `ids` names, and how many match (counted up to OPTIONS_COUNT_CAP + 1).
 */
export function touchpointOptions(db: Db, tenantId: number, body: TouchpointOptionsRequest) {
  return nameOptions(db, body, {
    rows: () =>
      db
        .select({ id: touchpoints.id, name: touchpoints.name, channel: channels.name })
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

export async function getTouchpoint(db: DbOrTx, tenantId: number, id: number): Promise<Touchpoint> {
  const [row] = await fromTouchpoints(db)
    .where(and(eq(touchpoints.tenantId, P('tenantId')), eq(touchpoints.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Touchpoint');
  return toTouchpoint(row);
}

async function lockTouchpoint(tx: Tx, tenantId: number, id: number): Promise<Touchpoint> {
  const rows = await tx
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(and(eq(touchpoints.tenantId, P('tenantId')), eq(touchpoints.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Touchpoint');
  return getTouchpoint(tx, tenantId, id);
}

export async function createTouchpoint(db: Db, actor: Actor, input: TouchpointBody): Promise<Touchpoint> {
  const { grid } = checkedGrid(input.type, input.grid);
  const place = locationOf(input);
  return db.transaction(async (tx) => {
    if (input.channel_id) await assertChannelOfTenant(tx, actor.tenantId, input.channel_id);
    const [created] = await tx
      .insert(touchpoints)
      .values({
        tenantId: actor.tenantId,
        name: input.name,
        channelId: input.channel_id ?? null,
        type: input.type,
        company: input.company ?? null,
        retailer: input.retailer ?? null,
        source: 'Manual',
        ...place,
        gridRows: grid?.rows ?? null,
        gridColumns: grid?.columns ?? null,
        labelFormat: grid?.label_format ?? null,
        status: input.status ?? 1,
      })
      .returning({ id: touchpoints.id });
    const touchpoint = await getTouchpoint(tx, actor.tenantId, created!.id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'touchpoint',
      entityId: touchpoint.id,
      after: touchpoint,
    });
    return touchpoint;
  });
}

export async function updateTouchpoint(
  db: Db,
  actor: Actor,
  id: number,
  input: TouchpointUpdateBody,
): Promise<Touchpoint> {
  const next = checkedGrid(input.type, input.grid);
  const place = locationOf(input);
  const unchanged = unchangedSince(touchpoints.updatedAt, input.updated_at);
  return db.transaction(async (tx) => {
    const before = await lockTouchpoint(tx, actor.tenantId, id);
    if (input.channel_id) await assertChannelOfTenant(tx, actor.tenantId, input.channel_id);
    const previous = before.grid ? slotLabels(before.grid.rows, before.grid.columns, before.grid.label_format) : null;
    const coils = await tx
      .select({ id: products.id, coil: products.coil })
      .from(products)
      .where(and(eq(products.touchpointId, id), isNotNull(products.coil)));
    const moves = next.grid
      ? relabel({ grid: before.grid, labels: previous?.ok ? previous.labels : [] }, next.labels, coils)
      : [];
    const updated = await tx
      .update(touchpoints)
      .set({
        name: input.name,
        channelId: input.channel_id ?? null,
        type: input.type,
        company: input.company ?? null,
        retailer: input.retailer ?? null,
        ...place,
        gridRows: next.grid?.rows ?? null,
        gridColumns: next.grid?.columns ?? null,
        labelFormat: next.grid?.label_format ?? null,
        status: input.status ?? before.status,
        updatedAt: sql`now()`,
      })
      .where(and(eq(touchpoints.id, id), unchanged))
      .returning({ id: touchpoints.id });
    assertUnchanged(updated);
    // Two steps, so a relabel that swaps labels never meets the unique (touchpoint, slot) index halfway.
    if (moves.length > 0) {
      const ids = moves.map((m) => m.id);
      await tx
        .update(products)
        .set({ coil: sql`'~' || ${products.id}` })
        .where(inArray(products.id, ids));
      for (const move of moves) await tx.update(products).set({ coil: move.coil }).where(eq(products.id, move.id));
    }
    const after = await getTouchpoint(tx, actor.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'touchpoint',
      entityId: id,
      before,
      after: { ...after, relabelled_slots: moves.length },
    });
    return after;
  });
}
