/**
 * SQL of touchpoint groups: a named set of the tenant's touchpoints, which institutions link. Members
 * change by delta (add and remove lists) so two operators editing one group do not undo each other;
 * a group an institution links cannot be deleted.
 */
import { TOUCHPOINT_GROUP_SORTABLE, type TouchpointOption } from '@console/shared/contracts';
import { eq, ilike, sql, type Placeholder } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  channels,
  institutions,
  institutionTouchpointGroups as links,
  touchpointGroupMembers as members,
  touchpointGroups as groups,
  touchpoints,
} from '../../../db/schema';
import type * as namedGroupMembersRepo from '../../../lib/named-groups/named-group-members-repository';

/** A touchpoint group's members: the tenant's touchpoints, each with its channel's name. */
const TOUCHPOINT_MEMBERS: namedGroupMembersRepo.MemberKind<'id', TouchpointOption, TouchpointOption> = {
  table: touchpoints,
  ofTenant: (tenantId: Placeholder) => eq(touchpoints.tenantId, tenantId),
  field: 'touchpoint_ids',
  noun: 'touchpoint',
  memberships: members,
  member: members.touchpointId,
  membership: (groupId, touchpointId) => ({ groupId, touchpointId }),
  deltaField: 'add_touchpoint_ids/remove_touchpoint_ids',
  softDeleted: false,
  list: {
    name: 'touchpoint-group-members',
    sortable: { id: touchpoints.id, name: sql`lower(${touchpoints.name})` },
    columns: { id: touchpoints.id, name: touchpoints.name, channel: channels.name },
    join: (select: PgSelect) => select.leftJoin(channels, eq(channels.id, touchpoints.channelId)),
    matches: (pattern) => ilike(touchpoints.name, pattern),
    present: (r) => r,
  },
};

const institutionCount = sql<number>`(select count(*)::int from ${links} l join ${institutions} i on i.id = l.institution_id where l.group_id = ${groups}.id)`;
/** The institutions linking a group, by name: what a refused delete names. */
const institutionNames = sql<
  string[]
>`(select coalesce(json_agg(i.name order by i.name), '[]'::json) from ${links} l join ${institutions} i on i.id = l.institution_id where l.group_id = ${groups}.id)`;

/** The touchpoint groups' tables for the named-group store (touchpoint-groups-service.ts builds it). */
export const touchpointGroupTables = {
  table: groups,
  nameIndex: 'touchpoint_groups_tenant_name_uq',
  listName: 'touchpoint-groups',
  sortable: TOUCHPOINT_GROUP_SORTABLE,
  links,
  columns: { institutionCount, institutionNames },
  members: TOUCHPOINT_MEMBERS,
};
