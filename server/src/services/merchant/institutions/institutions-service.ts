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
} from '@console/shared/contracts';
import { INSTITUTION_MAX_LINKS } from '@console/shared/contracts/limits';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, lockedOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { idList } from '../../../lib/live-records';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './institutions-repository';

const NAME_TAKEN = 'An institution with this name already exists.';

const links = (value: GroupLink[] | string): GroupLink[] =>
  typeof value === 'string' ? (JSON.parse(value) as GroupLink[]) : value;

function toInstitution(r: repo.InstitutionRow): Institution {
  return {
    ...snakeFields(r, 'id name'),
    customer_groups: links(r.customerGroups),
    touchpoint_groups: links(r.touchpointGroups),
    ...recordTimes(r),
  };
}

export async function listInstitutions(db: Db, tenantId: number, body: InstitutionListRequest) {
  return presentPage(await repo.institutionsPage(db, tenantId, body), toInstitution);
}

export async function getInstitution(db: DbOrTx, tenantId: number, id: number): Promise<Institution> {
  return toInstitution(foundOr404(await repo.findInstitution(db, tenantId, id), 'Institution'));
}

/** The form's pickers: live groups of the tenant by name, or the names of the ids asked for. */
export function groupOptions(db: Db, tenantId: number, kind: repo.GroupKind, body: GroupOptionsRequest) {
  return repo.groupNameOptions(db, tenantId, kind, body);
}

interface LinkDelta {
  add: number[];
  remove: number[];
}

const NOUNS = {
  customer: ['a customer group', 'customer groups'],
  touchpoint: ['a touchpoint group', 'touchpoint groups'],
} as const;

/** Refuses (400) an id both added and removed, and an added id that is not a live group of the tenant. */
async function assertGroups(tx: DbOrTx, tenantId: number, kind: repo.GroupKind, field: string, delta: LinkDelta) {
  const both = delta.add.filter((id) => delta.remove.includes(id));
  if (both.length > 0) throw badRequest(`${idList(both)} cannot be both added and removed.`, 'CONFLICTING_DELTA');
  const [one, many] = NOUNS[kind];
  const missing = await repo.missingGroupIds(tx, kind, tenantId, delta.add);
  if (missing.length > 0) {
    throw badRequest(
      `${field}: ${idList(missing)} ${missing.length === 1 ? `is not ${one}` : `are not ${many}`} of your company.`,
      'UNKNOWN_RECORD',
    );
  }
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
  if (await repo.institutionNameInUse(db, tenantId, name, exceptId)) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
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
      const id = await repo.insertInstitution(tx, actor.tenantId, input.name);
      await repo.applyGroupLinks(tx, id, 'customer', customer);
      await repo.applyGroupLinks(tx, id, 'touchpoint', touchpoint);
      return auditCreate(tx, actor, 'institution', await getInstitution(tx, actor.tenantId, id));
    }),
  );
}

/** The tenant's live institution `id`, locked until the transaction ends; 404 when there is none. */
const lockInstitution = lockedOr404(repo.lockInstitutionRow, getInstitution, 'Institution');

export function updateInstitution(
  db: Db,
  actor: Actor,
  id: number,
  input: InstitutionUpdateBody,
): Promise<Institution> {
  const customer = { add: input.add_customer_group_ids ?? [], remove: input.remove_customer_group_ids ?? [] };
  const touchpoint = { add: input.add_touchpoint_group_ids ?? [], remove: input.remove_touchpoint_group_ids ?? [] };
  // Before the transaction: a malformed updated_at is refused (400) with nothing read.
  const unchanged = repo.institutionUnchangedSince(input.updated_at);
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
      const updated = await repo.updateInstitutionRow(tx, id, unchanged, input.name);
      assertUnchanged(updated);
      await repo.applyGroupLinks(tx, id, 'customer', customer);
      await repo.applyGroupLinks(tx, id, 'touchpoint', touchpoint);
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
    await repo.softDeleteInstitution(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'institution', entityId: id, before });
  });
}
