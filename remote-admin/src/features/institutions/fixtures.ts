/** Institutions as the API answers them, for this feature's tests. */
import type { Institution } from '@console/shared/contracts';

export function makeInstitution(overrides: Partial<Institution> = {}): Institution {
  return {
    id: 7,
    name: 'Whitefield Campus',
    customer_groups: [
      { id: 3, name: 'Night Shift' },
      { id: 4, name: 'Interns' },
    ],
    touchpoint_groups: [{ id: 9, name: 'Tower B Machines' }],
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-02T09:30:00.123456Z',
    ...overrides,
  };
}

export { cursorPage as page } from '@console/shared/testing';
