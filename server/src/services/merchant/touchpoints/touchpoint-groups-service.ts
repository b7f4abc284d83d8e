/**
 * Touchpoint groups' use cases — list, get, members, create, edit by delta and delete (refused
 * while an institution links the group) — are the named-group store's (lib/named-groups), run on
 * the touchpoint groups' kind.
 */
import { touchpointGroupStore } from './touchpoint-groups-repository';

export const touchpointGroups = touchpointGroupStore;
