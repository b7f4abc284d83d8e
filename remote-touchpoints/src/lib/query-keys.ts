/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A mutation invalidates the keys whose data it changes: a finished sync changes channels (their
 * last run), touchpoints and their stores; a stock sync changes a touchpoint and its store.
 */
import { resourceKeys } from '@console/shared';

export const channelsKeys = resourceKeys('touchpoints', 'channels');
export const touchpointsKeys = resourceKeys('touchpoints', 'touchpoints');
export const syncRunsKeys = resourceKeys('touchpoints', 'sync-runs');
export const touchpointGroupsKeys = resourceKeys('touchpoints', 'touchpoint-groups');
/** Everything a finished channel sync can change. */
export const SYNC_RESULT_RESOURCES = [channelsKeys, touchpointsKeys, syncRunsKeys, touchpointGroupsKeys] as const;
/** A touchpoint's machine keys (`of(touchpointId)`). */
export const touchpointKeysKeys = resourceKeys('touchpoints', 'touchpoint-keys');
