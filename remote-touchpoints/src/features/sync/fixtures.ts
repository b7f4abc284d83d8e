/** Sync runs and the records they received as the API answers them, for this feature's tests. */
import type { SyncRecord, SyncRecordDetail, SyncRun } from '@console/shared/contracts';

export function makeRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: 40,
    channel_id: 3,
    channel: 'Vendekin',
    status: 'succeeded',
    pages_fetched: 5,
    total_pages: 5,
    records_received: 30,
    records_applied: 30,
    created: 12,
    updated: 3,
    unchanged: 15,
    removed: 0,
    conflicts: 0,
    error: null,
    started_by: 'Asha Rao',
    started_at: '2026-11-24T09:00:00.000Z',
    finished_at: '2026-11-24T09:00:40.000Z',
    ...overrides,
  };
}

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

/**
 * The channels the Channel filter offers: 30 aisles come first by name, so Daalchini (4) and
 * Vendekin (3) are found by typing.
 */
export const CHANNELS = [
  ...Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `Aisle ${String(i + 1).padStart(2, '0')}` })),
  { id: 4, name: 'Daalchini' },
  { id: 3, name: 'Vendekin' },
];

export const page = <T>(data: T[], total = data.length, limit = 10, offset = 0) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1 },
});
