/** Touchpoint groups and their members as the API answers them, for this feature's tests. */
import type { TouchpointGroup, TouchpointGroupMember } from '@console/shared/contracts';

export function makeGroup(overrides: Partial<TouchpointGroup> = {}): TouchpointGroup {
  return {
    id: 7,
    name: 'Tower B Machines',
    touchpoint_count: 2,
    institution_count: 0,
    institutions: [],
    is_default: false,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-02T09:30:00.123456Z',
    ...overrides,
  };
}

export const members: TouchpointGroupMember[] = [
  { id: 21, name: 'Lobby Vending 1', channel: 'Vendekin' },
  { id: 22, name: 'Reception Kiosk', channel: null },
];

export { offsetPage as page } from '@console/shared/testing';
