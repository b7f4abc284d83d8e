/**
 * Touchpoint groups: a named set of the tenant's touchpoints, which institutions link. Members
 * change by delta (add and remove lists) so two operators editing one group do not undo each other;
 * a group an institution links cannot be deleted.
 */
import type {
  TouchpointGroup,
  TouchpointGroupBody,
  TouchpointGroupListRequest,
  TouchpointGroupMemberListRequest,
  TouchpointGroupUpdateBody,
  TOUCHPOINT_GROUP_SORTABLE,
} from '@console/shared/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  channels,
  institutions,
  institutionTouchpointGroups as links,
  touchpointGroupMembers as members,
  touchpointGroups as groups,
  touchpoints,
} from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { idList } from '../../../lib/live-records';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';

const NAME_TAKEN = 'A touchpoint group with this name already exists.';

const touchpointCount = sql<number>`(select count(*)::int from ${members} m where m.group_id = ${groups}.id)`;
const institutionCount = sql<number>`(select count(*)::int from ${links} l join ${institutions} i on i.id = l.institution_id where l.group_id = ${groups}.id)`;
/** The institutions linking a group, by name: what a refused delete names. */
const institutionNames = sql<
  string[]
>`(select coalesce(json_agg(i.name order by i.name), '[]'::json) from ${links} l join ${institutions} i on i.id = l.institution_id where l.group_id = ${groups}.id)`;

const columns = {
  id: groups.id,
  name: groups.name,
  isDefault: groups.isDefault,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
  touchpointCount,
  institutionCount,
  institutionNames,
};
type Row = RowOf<typeof columns>;

function toGroup(r: Row): TouchpointGroup {
  return {
    id: r.id,
    name: r.name,
    touchpoint_count: Number(r.touchpointCount),
    institution_count: Number(r.institutionCount),
    institutions: r.institutionNames,
    is_default: r.isDefault,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

const spec: ListSpec<(typeof TOUCHPOINT_GROUP_SORTABLE)[number]> = {
  sortable: { id: groups.id, name: sql`lower(${groups.name})`, created_at: groups.createdAt },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: groups.id,
};

/** A live group of the tenant placeholder: a value here would be cached into a shared statement. */
const liveGroup = (tenantId: Placeholder) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt));

export async function listTouchpointGroups(db: Db, tenantId: number, body: TouchpointGroupListRequest) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(liveGroup(P('tenantId')), filters.search !== undefined ? ilike(groups.name, P('search')) : undefined);
  return listPage(db, {
    name: 'touchpoint-groups',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(groups)
        .$dynamic(),
    where,
    ids: () => db.select({ id: groups.id }).from(groups).where(where()).$dynamic(),
    present: toGroup,
  });
}

export async function getTouchpointGroup(db: DbOrTx, tenantId: number, id: number): Promise<TouchpointGroup> {
  const [row] = await db
    .select(columns)
    .from(groups)
    .where(and(liveGroup(P('tenantId')), eq(groups.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Touchpoint group');
  return toGroup(row);
}

const memberSpec: ListSpec<'id' | 'name'> = {
  sortable: { id: touchpoints.id, name: sql`lower(${touchpoints.name})` },
  defaultSort: { by: 'name', dir: 'ASC' },
  tieBreaker: touchpoints.id,
};

export async function listTouchpointGroupMembers(
  db: Db,
  tenantId: number,
  groupId: number,
  body: TouchpointGroupMemberListRequest,
) {
  const window = listWindow(body, memberSpec);
  await getTouchpointGroup(db, tenantId, groupId);
  const filters = { tenantId, groupId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(members.groupId, P('groupId')),
      eq(touchpoints.tenantId, P('tenantId')),
      filters.search !== undefined ? ilike(touchpoints.name, P('search')) : undefined,
    );
  return listPage(db, {
    name: 'touchpoint-group-members',
    window,
    filters,
    from: (extra) =>
      db
        .select({ id: touchpoints.id, name: touchpoints.name, channel: channels.name, ...extra })
        .from(members)
        .innerJoin(touchpoints, eq(touchpoints.id, members.touchpointId))
        .leftJoin(channels, eq(channels.id, touchpoints.channelId))
        .$dynamic(),
    where,
    ids: () =>
      db
        .select({ id: touchpoints.id })
        .from(members)
        .innerJoin(touchpoints, eq(touchpoints.id, members.touchpointId))
        .where(where())
        .$dynamic(),
    present: (r: { id: number; name: string; channel: string | null }) => r,
  });
}

/** Refuses (400) an id both added and removed, and any id that is not a touchpoint of the tenant. */
async function assertTouchpointDelta(db: DbOrTx, tenantId: number, field: string, add: number[], remove: number[]) {
  const both = add.filter((id) => remove.includes(id));
  if (both.length > 0) throw badRequest(`${idList(both)} cannot be both added and removed.`, 'CONFLICTING_DELTA');
  const ids = [...add, ...remove];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(and(eq(touchpoints.tenantId, P('tenantId')), inArray(touchpoints.id, ids)))
    .execute({ tenantId });
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw badRequest(
      `${field}: ${idList(missing)} ${missing.length === 1 ? 'is not a touchpoint' : 'are not touchpoints'} of your company.`,
      'UNKNOWN_RECORD',
    );
}

async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        liveGroup(P('tenantId')),
        eq(sql`lower(${groups.name})`, name.toLowerCase()),
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId });
  if (row) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('touchpoint_groups_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

async function addMembers(tx: Tx, groupId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(members)
    .values(ids.map((touchpointId) => ({ groupId, touchpointId })))
    .onConflictDoNothing();
}

export function createTouchpointGroup(db: Db, actor: Actor, input: TouchpointGroupBody): Promise<TouchpointGroup> {
  const ids = input.touchpoint_ids ?? [];
  return guardName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, input.name);
      await assertTouchpointDelta(tx, actor.tenantId, 'touchpoint_ids', ids, []);
      const [created] = await tx
        .insert(groups)
        .values({ tenantId: actor.tenantId, name: input.name })
        .returning({ id: groups.id });
      await addMembers(tx, created!.id, ids);
      const group = await getTouchpointGroup(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'touchpoint_group',
        entityId: group.id,
        after: { ...group, touchpoint_ids: ids },
      });
      return group;
    }),
  );
}

async function lockGroup(tx: Tx, tenantId: number, id: number): Promise<TouchpointGroup> {
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(liveGroup(P('tenantId')), eq(groups.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Touchpoint group');
  return getTouchpointGroup(tx, tenantId, id);
}

export function updateTouchpointGroup(
  db: Db,
  actor: Actor,
  id: number,
  input: TouchpointGroupUpdateBody,
): Promise<TouchpointGroup> {
  const add = input.add_touchpoint_ids ?? [];
  const remove = input.remove_touchpoint_ids ?? [];
  const unchanged = unchangedSince(groups.updatedAt, input.updated_at);
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await lockGroup(tx, actor.tenantId, id);
      await assertNameFree(tx, actor.tenantId, input.name, id);
      await assertTouchpointDelta(tx, actor.tenantId, 'add_touchpoint_ids/remove_touchpoint_ids', add, remove);
      const updated = await tx
        .update(groups)
        .set({ name: input.name, updatedAt: sql`now()` })
        .where(and(eq(groups.id, id), unchanged))
        .returning({ id: groups.id });
      assertUnchanged(updated);
      if (remove.length > 0)
        await tx.delete(members).where(and(eq(members.groupId, id), inArray(members.touchpointId, remove)));
      await addMembers(tx, id, add);
      const after = await getTouchpointGroup(tx, actor.tenantId, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'touchpoint_group',
        entityId: id,
        before,
        after: { ...after, added_touchpoint_ids: add, removed_touchpoint_ids: remove },
      });
      return after;
    }),
  );
}

/** Soft delete, refused for the default group and for a group an institution still links. */
export async function deleteTouchpointGroup(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, actor.tenantId, id);
    if (before.is_default) throw conflict('The default group cannot be deleted.', 'DEFAULT_RECORD');
    const linked = await tx
      .select({ name: institutions.name })
      .from(links)
      .innerJoin(institutions, eq(institutions.id, links.institutionId))
      .where(eq(links.groupId, id))
      .orderBy(asc(institutions.name));
    if (linked.length > 0) {
      const names = linked.map((l) => l.name).join(', ');
      throw conflict(
        `This group is linked to ${linked.length === 1 ? 'the institution' : 'the institutions'} ${names}; unlink it there before deleting it.`,
        'GROUP_IN_USE',
      );
    }
    await tx
      .update(groups)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(groups.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'touchpoint_group', entityId: id, before });
  });
}
