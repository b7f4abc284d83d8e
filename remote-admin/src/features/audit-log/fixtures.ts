/** Audit entries as the API answers them, for this feature's tests. */
import type { AuditEntry } from '@console/shared/contracts';

/** An institution renamed by the admin; `overrides` make any other entry. */
export const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41,
  user_id: 1,
  user_email: 'admin@demo.local',
  action: 'update',
  entity: 'institution',
  entity_id: '7',
  entity_name: null,
  before: { id: 7, name: 'Whitefield Campus', customer_groups: [{ id: 3, name: 'Night Shift' }], updated_at: 'a' },
  after: { id: 7, name: 'Whitefield Campus East', customer_groups: [{ id: 3, name: 'Night Shift' }], updated_at: 'b' },
  ip: '127.0.0.1',
  created_at: '2026-11-20T10:15:00.000Z',
  ...overrides,
});
