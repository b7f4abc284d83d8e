/** What more than one feature's tests answer with: a channel's sync run, and the channels a picker offers. */
import type { SyncRun } from '@console/shared/contracts';

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

/**
 * The channels the Channel picker and filter offer: 30 aisles come first by name, so Daalchini (4) and
 * Vendekin (3) are found by typing.
 */
export const CHANNELS = [
  ...Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `Aisle ${String(i + 1).padStart(2, '0')}` })),
  { id: 4, name: 'Daalchini' },
  { id: 3, name: 'Vendekin' },
];
