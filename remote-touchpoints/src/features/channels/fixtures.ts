/** Channels and their sync runs as the API answers them, for this feature's tests. */
import type { Channel, SyncRun } from '@console/shared/contracts';

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

export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 3,
    name: 'Vendekin',
    code: 'VDK',
    feed_url: 'https://feed.vendekin.example/touchpoints',
    feed_token_set: true,
    status: 1,
    is_default: false,
    last_run: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-20T10:15:00.123456Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], total = data.length, limit = 10, offset = 0) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1 },
});
