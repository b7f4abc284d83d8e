/** Groups and members as the API answers them, for this feature's tests. */
import type { CustomerGroupDetail, GroupMember } from '@console/shared/contracts';

export function makeGroup(overrides: Partial<CustomerGroupDetail> = {}): CustomerGroupDetail {
  return {
    id: 7,
    name: 'Night Shift',
    description: 'Canteen after 10 pm',
    member_count: 2,
    is_default: false,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-02T09:30:00.123456Z',
    ...overrides,
  };
}

export const members: GroupMember[] = [
  { id: 11, name: 'Asha Rao', mobile: '9876500011' },
  { id: 12, name: 'Vikram Shah', mobile: '9876500012' },
];

export { offsetPage as page } from '@console/shared/testing';
