/**
 * Touchpoint groups' use cases — list, get, members, create, edit by delta and delete (refused
 * while an institution links the group) — are the named-group store's (lib/named-groups), run on
 * the touchpoint groups' tables, nouns and audit fields.
 */
import type { TouchpointGroupBody, TouchpointGroupUpdateBody } from '@console/shared/contracts';
import { namedGroups } from '../../../lib/named-groups/named-groups-service';
import * as repo from './touchpoint-groups-repository';

export const touchpointGroups = namedGroups({
  ...repo.touchpointGroupTables,
  nameTaken: 'A touchpoint group with this name already exists.',
  noun: 'Touchpoint group',
  auditEntity: 'touchpoint_group',
  described: false,
  present: (r) => ({
    touchpoint_count: Number(r.memberCount),
    institution_count: Number(r.institutionCount),
    institutions: r.institutionNames,
  }),
  created: (body: TouchpointGroupBody) => body.touchpoint_ids ?? [],
  delta: (body: TouchpointGroupUpdateBody) => ({
    add: body.add_touchpoint_ids ?? [],
    remove: body.remove_touchpoint_ids ?? [],
  }),
  audit: { created: 'touchpoint_ids', added: 'added_touchpoint_ids', removed: 'removed_touchpoint_ids' },
});
