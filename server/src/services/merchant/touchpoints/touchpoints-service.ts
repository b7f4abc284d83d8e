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
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, auditUpdate, type Actor } from '../../../lib/audit';
import { foundOr404, lockedOr404 } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes, toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { assertChannelOfTenant } from './channels-service';
import { checkedGrid, locationOf, relabel } from './touchpoint-rules';
import * as repo from './touchpoints-repository';

function gridOf(r: Pick<repo.TouchpointRecord, 'gridRows' | 'gridColumns' | 'labelFormat'>): Grid | null {
  if (r.gridRows === null || r.gridColumns === null || r.labelFormat === null) return null;
  return { rows: r.gridRows, columns: r.gridColumns, label_format: r.labelFormat as LabelFormat };
}

export function toTouchpoint(r: repo.TouchpointRecord): Touchpoint {
  return {
    ...snakeFields(r, 'id name channelId channel type company retailer sourceId stockSynced status address'),
    last_updated: r.lastUpdated ? toIso(r.lastUpdated) : null,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    grid: gridOf(r),
    ...recordTimes(r),
  };
}

export async function listTouchpoints(db: Db, tenantId: number, body: TouchpointListRequest) {
  return presentPage(await repo.listTouchpointRows(db, tenantId, body), toTouchpoint);
}

/**
 * A picker's answer: up to `limit` touchpoints matching `q` (of one channel when asked), or
 * exactly the ones `ids` names, and how many match (counted up to OPTIONS_COUNT_CAP + 1).
 */
export function touchpointOptions(db: Db, tenantId: number, body: TouchpointOptionsRequest) {
  return repo.selectTouchpointOptions(db, tenantId, body);
}

export async function getTouchpoint(db: DbOrTx, tenantId: number, id: number): Promise<Touchpoint> {
  return toTouchpoint(foundOr404(await repo.findTouchpoint(db, tenantId, id), 'Touchpoint'));
}

/** The tenant's touchpoint `id`, locked until the transaction ends; 404 when there is none. */
const lockTouchpoint = lockedOr404(repo.lockTouchpointRow, getTouchpoint, 'Touchpoint');

/** What a create or an edit writes: the body's fields, its checked place and grid, the status. */
function fieldsOf(
  input: TouchpointBody,
  place: ReturnType<typeof locationOf>,
  grid: ReturnType<typeof checkedGrid>['grid'],
  status: number,
): repo.TouchpointFields {
  return {
    name: input.name,
    channelId: input.channel_id ?? null,
    type: input.type,
    company: input.company ?? null,
    retailer: input.retailer ?? null,
    ...place,
    gridRows: grid?.rows ?? null,
    gridColumns: grid?.columns ?? null,
    labelFormat: grid?.label_format ?? null,
    status,
  };
}

export async function createTouchpoint(db: Db, actor: Actor, input: TouchpointBody): Promise<Touchpoint> {
  const { grid } = checkedGrid(input.type, input.grid);
  const place = locationOf(input);
  return db.transaction(async (tx) => {
    if (input.channel_id) await assertChannelOfTenant(tx, actor.tenantId, input.channel_id);
    const id = await repo.insertTouchpoint(tx, actor.tenantId, fieldsOf(input, place, grid, input.status ?? 1));
    return auditCreate(tx, actor, 'touchpoint', await getTouchpoint(tx, actor.tenantId, id));
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
  const unchanged = repo.touchpointUnchangedSince(input.updated_at);
  return db.transaction(async (tx) => {
    const before = await lockTouchpoint(tx, actor.tenantId, id);
    if (input.channel_id) await assertChannelOfTenant(tx, actor.tenantId, input.channel_id);
    const previous = before.grid ? slotLabels(before.grid.rows, before.grid.columns, before.grid.label_format) : null;
    const coils = await repo.occupiedSlots(tx, id);
    const moves = next.grid
      ? relabel({ grid: before.grid, labels: previous?.ok ? previous.labels : [] }, next.labels, coils)
      : [];
    const fields = fieldsOf(input, place, next.grid, input.status ?? before.status);
    const updated = await repo.updateTouchpointFields(tx, id, fields, unchanged);
    assertUnchanged(updated);
    await repo.moveProducts(tx, moves);
    return auditUpdate(tx, actor, 'touchpoint', before, await getTouchpoint(tx, actor.tenantId, id), {
      after: (after) => ({ ...after, relabelled_slots: moves.length }),
    });
  });
}
