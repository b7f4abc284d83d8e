/**
 * The touchpoint types and sync outcomes as the product names them: plain constants, no TypeBox, so the
 * browser imports them (`@console/shared/contracts/touchpoint-kinds`) without the schemas.
 */
export const TOUCHPOINT_TYPES = ['vending_machine', 'kiosk', 'locker', 'micro_market'] as const;
export type TouchpointType = (typeof TOUCHPOINT_TYPES)[number];
export const TOUCHPOINT_TYPE_NAMES: Record<TouchpointType, string> = {
  vending_machine: 'Vending Machine',
  kiosk: 'Kiosk',
  locker: 'Locker',
  micro_market: 'Micro Market',
};
/** The types that hold a grid of slots. */
export const GRIDDED_TYPES: readonly TouchpointType[] = ['vending_machine', 'locker'];
/** A type's name as the product says it; a type this console does not know shows as stored. */
export const touchpointTypeName = (type: string) => TOUCHPOINT_TYPE_NAMES[type as TouchpointType] ?? type;

export const SYNC_OUTCOMES = ['created', 'updated', 'unchanged', 'removed', 'conflict'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
export const SYNC_OUTCOME_NAMES: Record<SyncOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  removed: 'Removed',
  conflict: 'Conflict',
};
