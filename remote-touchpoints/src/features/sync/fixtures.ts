/** Sync runs and the records they received as the API answers them, for this feature's tests. */
import type { SyncRecord, SyncRecordDetail } from '@console/shared/contracts';

export { CHANNELS, makeRun } from '../../testing/fixtures';

export function makeRecord(overrides: Partial<SyncRecord> = {}): SyncRecord {
  return {
    id: 501,
    source_id: 'VDK-0021',
    name: 'Lobby Vending 1',
    company: 'Acme Foods',
    active: true,
    source: 'Vendekin',
    retailer: 'Canteen Co',
    stock: 240,
    outcome: 'updated',
    reason: 'The name and the stock of 4 slots changed.',
    touchpoint_id: 21,
    ...overrides,
  };
}

export function makeRecordDetail(overrides: Partial<SyncRecordDetail> = {}): SyncRecordDetail {
  return {
    ...makeRecord(),
    payload: { id: 'VDK-0021', name: 'Lobby Vending 1', active: true, slots: [{ slot: 'A1', stock: 8 }] },
    ...overrides,
  };
}

export { offsetPage as page } from '@console/shared/testing';
