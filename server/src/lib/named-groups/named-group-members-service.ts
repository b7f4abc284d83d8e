/**
 * The members of a named group as its use cases see them: a delta is refused (400) when it both
 * adds and removes an id or names a record that is not the tenant's, and a group's member list
 * answers 404 for an unknown group and shows each member as the kind does.
 */
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../http-errors';
import { presentPage, type ListBody } from '../list';
import { idList } from '../live-records';
import {
  knownIds,
  membersPage,
  membersWindow,
  type DeltaSide,
  type MemberKind,
} from './named-group-members-repository';

/** Refuses (400) an id both added and removed, and any id that is not one of the tenant's records. */
export async function assertDelta(
  db: DbOrTx,
  side: DeltaSide,
  tenantId: number,
  add: readonly number[],
  remove: readonly number[],
): Promise<void> {
  const both = add.filter((id) => remove.includes(id));
  if (both.length > 0) throw badRequest(`${idList(both)} cannot be both added and removed.`, 'CONFLICTING_DELTA');
  const ids = [...add, ...remove];
  if (ids.length === 0) return;
  const known = new Set(await knownIds(db, side, tenantId, ids));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const verb = missing.length === 1 ? `is not a ${side.noun}` : `are not ${side.noun}s`;
  throw badRequest(`${side.field}: ${idList(missing)} ${verb} of your company.`, 'UNKNOWN_RECORD');
}

/** A group's members of the tenant, a page at a time (by offset or cursor), searchable; `assertGroup` 404s first. */
export async function listMembers<K extends string, R, M>(
  db: Db,
  kind: MemberKind<K, R, M>,
  tenantId: number,
  groupId: number,
  body: ListBody & { search?: string | undefined },
  assertGroup: () => Promise<void>,
) {
  const window = membersWindow(kind, body);
  await assertGroup();
  return presentPage(await membersPage(db, kind, tenantId, groupId, window, body.search), kind.list.present);
}
