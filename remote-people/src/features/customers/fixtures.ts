/** Customers as the API answers them, for this feature's tests. */
import type { CustomerDetail } from '@console/shared/contracts';

export function makeCustomer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 21,
    first_name: 'Asha',
    last_name: 'Rao',
    name: 'Asha Rao',
    customer_name: 'Asha Rao',
    mobile: '9876500011',
    email: null,
    user_origin: null,
    class_name: 'Kitchen',
    section_name: null,
    rfid: null,
    status: 1,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.654321Z',
    has_pin: false,
    groups: [{ id: 1, name: 'Default' }],
    wallet_balance: 0,
    wallet_count: 0,
    ...overrides,
  };
}
