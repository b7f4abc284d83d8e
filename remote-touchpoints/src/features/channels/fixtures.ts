/** Channels and their sync runs as the API answers them, for this feature's tests. */
import type { Channel } from '@console/shared/contracts';

export { offsetPage as page } from '@console/shared/testing';
export { makeRun } from '../../testing/fixtures';

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
