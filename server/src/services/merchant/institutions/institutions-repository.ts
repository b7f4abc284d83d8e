/**
 * Institutions: a name and the customer groups and touchpoint groups it links, all of its own
 * tenant (another tenant's group reads as unknown: 400, nothing written). Links change by delta on
 * edit; delete is soft and drops the links, so the groups it held can be deleted again.
 */
import type {
  GroupLink,
  GroupOptionsRequest,
  Institution,
  InstitutionBody,
  InstitutionListRequest,
  InstitutionUpdateBody,
  INSTITUTION_SORTABLE,
} from '@console/shared/contracts';
import { INSTITUTION_MAX_LINKS } from '@console/shared/contracts/limits';
import { and, eq, ilike, inArray, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  customerGroups,
  institutionCustomerGroups as customerLinks,
  institutions,
  institutionTouchpointGroups as touchpointLinks,
  touchpointGroups,
} from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { assertLiveIds, idList } from '../../../lib/live-records';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';
import { nameOptions } from '../../../lib/name-options';

const NAME_TAKEN = 'An institution with this name already exists.';

/** The live groups an institution links, by name, as a JSON array of `{ id, name }`. */
const linked = (
  links: typeof customerLinks | typeof touchpointLinks,
  groups: typeof customerGroups | typeof touchpointGroups,
) =>
  sql<
    GroupLink[] | string
  >`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name), g.id)
    from ${links} l join ${groups} g on g.id = l.group_id
    where l.institution_id = ${institutions}.id and g.deleted_at is null), '[]'::json)`;

const columns = {
  id: institutions.id,
  name: institutions.name,
  createdAt: institutions.createdAt,
  updatedAt: institutions.updatedAt,
  customerGroups: linked(customerLinks, customerGroups),
  touchpointGroups: linked(touchpointLinks, touchpointGroups),
};
type Row = RowOf<typeof columns>;

const links = (value: GroupLink[] | string): GroupLink[] =>
  typeof value === 'string' ? (JSON.parse(value) as GroupLink[]) : value;

function toInstitution(r: Row): Institution {
  return {
    id: r.id,
    name: r.name,
    customer_groups: links(r.customerGroups),
    touchpoint_groups: links(r.touchpointGroups),
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

const spec: ListSpec<(typeof INSTITUTION_SORTABLE)[number]> = {
  sortable: { id: institutions.id, name: sql`lower(${institutions.name})`, created_at: institutions.createdAt },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: institutions.id,
};

/** A live institution of the tenant placeholder: a value here would be cached into a shared statement. */
const liveInstitution = (tenantId: Placeholder) =>
  and(eq(institutions.tenantId, tenantId), isNull(institutions.deletedAt));

export async function listInstitutions(db: Db, tenantId: number, body: InstitutionListRequest) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      liveInstitution(P('tenantId')),
      filters.search !== undefined ? ilike(institutions.name, P('search')) : undefined,
    );
  return listPage(db, {
    name: 'institutions',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(institutions)
        .$dynamic(),
    where,
    ids: () => db.select({ id: institutions.id }).from(institutions).where(where()).$dynamic(),
    present: toInstitution,
  });
}

export async function getInstitution(db: DbOrTx, tenantId: number, id: number): Promise<Institution> {
  const [row] = await db
    .select(columns)
    .from(institutions)
    .where(and(liveInstitution(P('tenantId')), eq(institutions.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Institution');
  return toInstitution(row);
}

/** The form's pickers: live groups of the tenant by name, or the names of the ids asked for. */
/** Which groups an institution's picker searches. */
export type GroupKind = 'customer' | 'touchpoint';

export function groupOptions(db: Db, tenantId: number, kind: GroupKind, body: GroupOptionsRequest) {
  const table = kind === 'customer' ? customerGroups : touchpointGroups;
  return nameOptions(db, body, {
    rows: () => db.select({ id: table.id, name: table.name }).from(table).$dynamic(),
    ids: () => db.select({ id: table.id }).from(table).$dynamic(),
    id: table.id,
    name: table.name,
    scope: and(eq(table.tenantId, tenantId), isNull(table.deletedAt)),
  });
}

interface LinkDelta {
  add: number[];
  remove: number[];
}

const KINDS = {
  customer: { table: customerGroups, links: customerLinks, noun: ['a customer group', 'customer groups'] },
  touchpoint: { table: touchpointGroups, links: touchpointLinks, noun: ['a touchpoint group', 'touchpoint groups'] },
} as const;
type Kind = keyof typeof KINDS;

/** Refuses (400) an id both added and removed, and an added id that is not a live group of the tenant. */
async function assertGroups(tx: DbOrTx, tenantId: number, kind: Kind, field: string, delta: LinkDelta) {
  const both = delta.add.filter((id) => delta.remove.includes(id));
  if (both.length > 0) throw badRequest(`${idList(both)} cannot be both added and removed.`, 'CONFLICTING_DELTA');
  const [one, many] = KINDS[kind].noun;
  await assertLiveIds(
    tx,
    KINDS[kind].table,
    tenantId,
    delta.add,
    (missing) =>
      `${field}: ${idList(missing)} ${missing.length === 1 ? `is not ${one}` : `are not ${many}`} of your company.`,
  );
}

async function applyLinks(tx: Tx, institutionId: number, kind: Kind, delta: LinkDelta) {
  const table = KINDS[kind].links;
  if (delta.remove.length > 0)
    await tx.delete(table).where(and(eq(table.institutionId, institutionId), inArray(table.groupId, delta.remove)));
  if (delta.add.length > 0)
    await tx
      .insert(table)
      .values(delta.add.map((groupId) => ({ institutionId, groupId })))
      .onConflictDoNothing();
}

function assertLinkCount(after: Institution) {
  for (const [field, count] of [
    ['customer groups', after.customer_groups.length],
    ['touchpoint groups', after.touchpoint_groups.length],
  ] as const) {
    if (count > INSTITUTION_MAX_LINKS)
      throw badRequest(`An institution links at most ${INSTITUTION_MAX_LINKS} ${field}.`, 'TOO_MANY_LINKS');
  }
}

async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(
      and(
        liveInstitution(P('tenantId')),
        eq(sql`lower(${institutions.name})`, name.toLowerCase()),
        exceptId ? ne(institutions.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId });
  if (row) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('institutions_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

export function createInstitution(db: Db, actor: Actor, input: InstitutionBody): Promise<Institution> {
  const customer = { add: input.customer_group_ids ?? [], remove: [] };
  const touchpoint = { add: input.touchpoint_group_ids ?? [], remove: [] };
  return guardName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, input.name);
      await assertGroups(tx, actor.tenantId, 'customer', 'customer_group_ids', customer);
      await assertGroups(tx, actor.tenantId, 'touchpoint', 'touchpoint_group_ids', touchpoint);
      const [created] = await tx
        .insert(institutions)
        .values({ tenantId: actor.tenantId, name: input.name })
        .returning({ id: institutions.id });
      await applyLinks(tx, created!.id, 'customer', customer);
      await applyLinks(tx, created!.id, 'touchpoint', touchpoint);
      const institution = await getInstitution(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'institution',
        entityId: institution.id,
        after: institution,
      });
      return institution;
    }),
  );
}

async function lockInstitution(tx: Tx, tenantId: number, id: number): Promise<Institution> {
  const rows = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(liveInstitution(P('tenantId')), eq(institutions.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Institution');
  return getInstitution(tx, tenantId, id);
}

export function updateInstitution(
  db: Db,
  actor: Actor,
  id: number,
  input: InstitutionUpdateBody,
): Promise<Institution> {
  const customer = { add: input.add_customer_group_ids ?? [], remove: input.remove_customer_group_ids ?? [] };
  const touchpoint = { add: input.add_touchpoint_group_ids ?? [], remove: input.remove_touchpoint_group_ids ?? [] };
  const unchanged = unchangedSince(institutions.updatedAt, input.updated_at);
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await lockInstitution(tx, actor.tenantId, id);
      await assertNameFree(tx, actor.tenantId, input.name, id);
      await assertGroups(tx, actor.tenantId, 'customer', 'add_customer_group_ids/remove_customer_group_ids', customer);
      await assertGroups(
        tx,
        actor.tenantId,
        'touchpoint',
        'add_touchpoint_group_ids/remove_touchpoint_group_ids',
        touchpoint,
      );
      const updated = await tx
        .update(institutions)
        .set({ name: input.name, updatedAt: sql`now()` })
        .where(and(eq(institutions.id, id), unchanged))
        .returning({ id: institutions.id });
      assertUnchanged(updated);
      await applyLinks(tx, id, 'customer', customer);
      await applyLinks(tx, id, 'touchpoint', touchpoint);
      const after = await getInstitution(tx, actor.tenantId, id);
      assertLinkCount(after);
      await recordAudit(tx, actor, { action: 'update', entity: 'institution', entityId: id, before, after });
      return after;
    }),
  );
}

/** Soft delete: the institution leaves every list and its links go, so its groups are free again. */
export async function deleteInstitution(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInstitution(tx, actor.tenantId, id);
    await tx.delete(customerLinks).where(eq(customerLinks.institutionId, id));
    await tx.delete(touchpointLinks).where(eq(touchpointLinks.institutionId, id));
    await tx
      .update(institutions)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(institutions.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'institution', entityId: id, before });
  });
}
