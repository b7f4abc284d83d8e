/** Rules as the API answers them, for this feature's tests. */
import type { Rule } from '@console/shared/contracts';

export function makeRule(overrides: Partial<Rule> = {}): Rule {
  return {
    id: 5,
    name: 'Lunch',
    type: 'quantity',
    touchpoint_id: 31,
    touch_point: 'Snack Bar',
    channel_id: null,
    channel: 'Campus',
    customer_group_id: 8,
    group: 'Night Shift',
    status: 1,
    rows: ruleRows(['Breakfast', '07:00-10:00', 1], ['Lunch', '12:00-14:30', 2]),
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-02-01T12:30:00.000Z',
    ...overrides,
  };
}

/** A rule's rows from [name, time, limit], numbered in order. */
export const ruleRows = (...rows: [name: string, time: string, limit: number][]): Rule['rows'] =>
  rows.map(([name, time, limit], i) => ({ sno: i + 1, name, time, limit }));

/** A rule for a whole channel and every customer, counted in rupees. */
export const channelRule = makeRule({
  id: 6,
  name: 'Snacks Budget',
  type: 'amount',
  touchpoint_id: null,
  touch_point: null,
  channel_id: 2,
  channel: 'Office',
  customer_group_id: null,
  group: null,
  status: 0,
  rows: ruleRows(['Evening', '22:00-02:00', 500]),
});

export { offsetPage as page } from '@console/shared/testing';

/** 42 channels: 40 aisles come first by name, so Campus (1) and Office (2) are found by typing. */
export const CHANNELS = [
  ...Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, name: `Aisle ${String(i + 1).padStart(2, '0')}` })),
  { id: 1, name: 'Campus' },
  { id: 2, name: 'Office' },
];

/** 25 customer groups: 24 day shifts come first by name, so Night Shift (8) is found by typing. */
export const GROUPS = [
  ...Array.from({ length: 24 }, (_, i) => ({
    id: 200 + i,
    name: `Day Shift ${String(i + 1).padStart(2, '0')}`,
    member_count: 3,
  })),
  { id: 8, name: 'Night Shift', member_count: 12 },
];
