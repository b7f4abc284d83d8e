/**
 * The feed format check (no network, no database): every answer of a channel's feed passes it
 * before the sync reads it, and a refusal names the first problem in words an operator can act on,
 * the character included when a text holds one the API refuses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFeedPage, checkFeedStock } from '../src/services/merchant/sync/feed-format';

test('the format check names the first problem in words', () => {
  const touchpoint = (products: unknown[]) => ({
    id: 'x',
    name: 'X',
    type: 'vending_machine',
    company: '',
    retailer: '',
    active: true,
    location: null,
    grid: null,
    products,
  });
  const product = { slot: 'A1', name: 'Chips', mrp_paise: 1000, gst: '5.00', cess: '0.00', stock: 1 };
  const touchpoints = [0, 1, 2, 3, 4].map((i) => ({
    ...touchpoint([product, { ...product, slot: 'A2' }, { ...product, slot: 'A3' }]),
    id: `x${i}`,
  }));
  touchpoints[4]!.products[2] = { ...product, slot: 'A3', stock: -1 };
  const body = { page: 3, total_pages: 3, total: 25, touchpoints };
  assert.deepEqual(checkFeedPage(body, 3), {
    ok: false,
    reason: 'page 3: touchpoints[4].products[2].stock must be ≥ 0',
  });
  touchpoints[4]!.products[2] = { ...product, slot: 'A3', gst: '5.123' };
  assert.match(String((checkFeedPage(body, 3) as { reason: string }).reason), /gst must be a percentage/);
  touchpoints[4]!.products[2] = { ...product, slot: 'A1' };
  assert.deepEqual(checkFeedPage(body, 3), { ok: false, reason: 'page 3: touchpoints[4] lists slot "A1" twice' });
  touchpoints[4]!.products[2] = { ...product, slot: 'A3' };
  assert.equal(checkFeedPage(body, 3).ok, true);
  assert.deepEqual(checkFeedPage(body, 2), { ok: false, reason: 'page 2: the feed answered page 3 instead' });
  const located = { ...touchpoint([]), location: { latitude: 123, longitude: 0, address: '' } };
  assert.deepEqual(checkFeedPage({ ...body, touchpoints: [located] }, 3), {
    ok: false,
    reason: 'page 3: touchpoints[0].location.latitude must be ≤ 90',
  });
  assert.match(
    String(
      (checkFeedPage({ ...body, touchpoints: [{ ...touchpoint([]), type: 'robot' }] }, 3) as { reason: string }).reason,
    ),
    /touchpoints\[0\]\.type must be one of "vending_machine"/,
  );
  assert.deepEqual(checkFeedPage([], 1), { ok: false, reason: 'page 1: the response must be object' });
  assert.deepEqual(checkFeedStock({ id: 'y', products: [] }, 'x'), {
    ok: false,
    reason: 'stock of "x": the feed answered touchpoint "y" instead',
  });
});

test('the format check refuses hidden and control characters in any text, naming the first', () => {
  const tp = { id: 'x', name: 'X', type: 'kiosk', company: '', retailer: '', active: true, location: null, grid: null };
  const page = (fields: object) =>
    checkFeedPage({ page: 1, total_pages: 1, total: 1, touchpoints: [{ ...tp, products: [], ...fields }] }, 1);
  const refused = (what: string, code: string) =>
    `page 1: touchpoints[0].${what} holds U+${code}, a control, invisible (bidi, zero-width) or markup character`;
  assert.deepEqual(page({ id: 'x\u2066' }), { ok: false, reason: refused('id', '2066') });
  assert.deepEqual(page({ name: 'Snack \uD83D Bar' }), { ok: false, reason: refused('name', 'D83D') });
  assert.deepEqual(page({ company: '<script>' }), { ok: false, reason: refused('company', '003C') });
  assert.deepEqual(page({ retailer: 'Line\u2028Two' }), { ok: false, reason: refused('retailer', '2028') });
  assert.deepEqual(page({ name: 'Caf\u00e9 \u0928\u093F \u0915\u094D\u0937' }).ok, true, 'real marks pass');
  assert.deepEqual(checkFeedStock({ id: 'x', products: [{ slot: 'A\u200D1', stock: 1, mrp_paise: 1 }] }, 'x'), {
    ok: false,
    reason: 'stock of "x": products[0].slot holds U+200D, a control, invisible (bidi, zero-width) or markup character',
  });
});
