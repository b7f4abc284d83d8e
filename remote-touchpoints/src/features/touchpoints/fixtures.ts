/** Touchpoints and store products as the API answers them, for this feature's tests. */
import type { Touchpoint, TouchpointKey, TouchpointProduct } from '@console/shared/contracts';

export function makeTouchpoint(overrides: Partial<Touchpoint> = {}): Touchpoint {
  return {
    id: 21,
    name: 'Lobby Vending 1',
    channel_id: 3,
    channel: 'Vendekin',
    type: 'vending_machine',
    company: 'Acme Foods',
    retailer: 'Canteen Co',
    source_id: 'VDK-0021',
    stock_synced: true,
    last_updated: '2026-11-24T09:00:40.000Z',
    status: 1,
    address: 'Tower B, Ground Floor',
    latitude: 12.971599,
    longitude: 77.594566,
    grid: { rows: 6, columns: 10, label_format: 'A1' },
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-24T09:00:40.654321Z',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<TouchpointProduct> = {}): TouchpointProduct {
  return {
    id: 301,
    name: 'Masala Chips',
    slot: 'A1',
    mrp: 20,
    gst: 12,
    cess: 0,
    stock: 8,
    updated_at: '2026-11-24T09:00:40.111111Z',
    ...overrides,
  };
}

export { CHANNELS } from '../../testing/fixtures';
export { cursorPage as page } from '@console/shared/testing';

export function makeKey(overrides: Partial<TouchpointKey> = {}): TouchpointKey {
  return {
    id: 71,
    touchpoint_id: 21,
    prefix: 'tpk_3fa9c1',
    label: 'Main board',
    created_at: '2026-11-20T06:30:00.000Z',
    created_by: 'admin@demo.local',
    last_used_at: '2026-11-24T08:15:00.000Z',
    revoked_at: null,
    ...overrides,
  };
}
