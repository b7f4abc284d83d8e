/**
 * A named group of the tenant (customer groups, touchpoint groups): a name unique among the
 * tenant's live groups, case aside; soft delete, which keeps the membership rows for the audit
 * trail; maybe a description; a default group, which cannot be deleted, nor can a group an
 * institution links; and members of one kind, changed by delta. Every write is audited, and an
 * edit lands only on the version of the group its form loaded (409 STALE_RECORD otherwise).
 * A kind names its tables, nouns, audit entity and the columns and fields it adds.
 */
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../audit';
import { conflict, foundOr404, notFound, refuseUniqueViolation } from '../http-errors';
import { presentPage } from '../list';
import type { OptionsQuestion } from '../name-options';
import { assertUnchanged } from '../stale-record';
import { recordTimes } from '../time';
import { addMembers, removeMembers } from './named-group-members-repository';
import { assertDelta, listMembers } from './named-group-members-service';
import {
  namedGroupsRepository,
  type GroupListRequest,
  type GroupRow,
  type NamedGroupTables,
} from './named-groups-repository';

export interface NamedGroupBody {
  name: string;
  description?: string | null | undefined;
}
export type NamedGroupUpdate = NamedGroupBody & { updated_at: string };

/**
 * A kind of named group: its tables (`C` the columns it adds), `E` the fields it shows from them,
 * `B` and `U` its create and edit bodies, `M` a member as its member list shows one.
 */
export interface NamedGroupKind<
  C extends SelectedFields,
  E extends object,
  B extends NamedGroupBody,
  U,
  M,
> extends NamedGroupTables<C, M> {
  nameTaken: string;
  /** What a 404 calls a group: "Group not found.". */
  noun: string;
  auditEntity: string;
  /** Whether the kind has a description (a blank one is stored as null). */
  described: boolean;
  /** The fields the kind shows beside id, name, is_default and the times. */
  present: (row: GroupRow<C>) => E;
  /** The members a create body names, and the delta an edit names. */
  created: (body: B) => readonly number[];
  delta: (body: U) => { add: readonly number[]; remove: readonly number[] };
  /** The audit fields for the members a create set and an edit added and removed. */
  audit: { created: string; added: string; removed: string };
}

/** The store of one kind of named group. */
export function namedGroups<
  C extends SelectedFields,
  E extends object,
  B extends NamedGroupBody,
  U extends NamedGroupUpdate,
  M,
>(kind: NamedGroupKind<C, E, B, U, M>) {
  const { members } = kind;
  const repo = namedGroupsRepository(kind);
  const nameTaken = () => conflict(kind.nameTaken, 'NAME_TAKEN');

  const present = (row: GroupRow<C>) => ({
    id: row.id,
    name: row.name,
    ...kind.present(row),
    is_default: row.isDefault,
    ...recordTimes(row),
  });
  type Group = ReturnType<typeof present>;

  async function get(db: DbOrTx, tenantId: number, id: number): Promise<Group> {
    return present(foundOr404(await repo.findGroup(db, tenantId, id), kind.noun));
  }

  /** 404 unless `id` is a live group of the tenant (another tenant's reads as unknown). */
  async function assertGroup(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<void> {
    if (!(await repo.groupExists(db, tenantId, id, lock))) throw notFound(kind.noun);
  }

  async function lock(tx: Tx, tenantId: number, id: number): Promise<Group> {
    await assertGroup(tx, tenantId, id, true);
    return get(tx, tenantId, id);
  }

  async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
    if (await repo.nameInUse(db, tenantId, name, exceptId)) throw nameTaken();
  }

  /** A create or edit that loses a race on the name answers as the check does. */
  const guardName = <T>(work: () => Promise<T>) => refuseUniqueViolation(kind.nameIndex, nameTaken, work);
  const fields = (input: NamedGroupBody) => ({
    name: input.name,
    ...(kind.described ? { description: input.description || null } : {}),
  });

  return {
    get,
    assertGroup: (db: DbOrTx, tenantId: number, id: number) => assertGroup(db, tenantId, id),

    /** The group pickers: live groups by name, with how many members each reaches. */
    options(db: Db, tenantId: number, question: OptionsQuestion) {
      return repo.options(db, tenantId, question);
    },

    async list(db: Db, tenantId: number, body: GroupListRequest) {
      return presentPage(await repo.page(db, tenantId, body), present);
    },

    listMembers(db: Db, tenantId: number, groupId: number, body: GroupListRequest) {
      return listMembers(db, members, tenantId, groupId, body, () => assertGroup(db, tenantId, groupId));
    },

    create(db: Db, actor: Actor, input: B): Promise<Group> {
      const ids = kind.created(input);
      return guardName(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, actor.tenantId, input.name);
          await assertDelta(tx, members, actor.tenantId, ids, []);
          const id = await repo.insertGroup(tx, actor.tenantId, fields(input));
          await addMembers(tx, members, id, ids);
          return auditCreate(tx, actor, kind.auditEntity, await get(tx, actor.tenantId, id), (group) => ({
            ...group,
            [kind.audit.created]: ids,
          }));
        }),
      );
    },

    /** The name (and description) as sent, members by delta. */
    update(db: Db, actor: Actor, id: number, input: U): Promise<Group> {
      const unchanged = repo.unchangedSince(input.updated_at);
      const { add, remove } = kind.delta(input);
      return guardName(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, actor.tenantId, id);
          await assertNameFree(tx, actor.tenantId, input.name, id);
          await assertDelta(tx, { ...members, field: members.deltaField }, actor.tenantId, add, remove);
          assertUnchanged(await repo.updateGroup(tx, id, fields(input), unchanged));
          await removeMembers(tx, members, id, remove);
          await addMembers(tx, members, id, add);
          return auditUpdate(tx, actor, kind.auditEntity, before, await get(tx, actor.tenantId, id), {
            after: (after) => ({ ...after, [kind.audit.added]: add, [kind.audit.removed]: remove }),
          });
        }),
      );
    },

    /** Soft delete, refused for the default group and for a group an institution still links. */
    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lock(tx, actor.tenantId, id);
        if (before.is_default) throw conflict('The default group cannot be deleted.', 'DEFAULT_RECORD');
        const names = await repo.linkingInstitutions(tx, id);
        if (names.length > 0) {
          throw conflict(
            `This group is linked to ${names.length === 1 ? 'the institution' : 'the institutions'} ${names.join(', ')}; unlink it there before deleting it.`,
            'GROUP_IN_USE',
          );
        }
        await repo.softDeleteGroup(tx, id);
        await recordAudit(tx, actor, { action: 'delete', entity: kind.auditEntity, entityId: id, before });
      });
    },
  };
}
