/**
 * Touchpoints end to end on the real server, with the reference channel feed over HTTP: a channel
 * synced from its two-page feed with progress and outcome; the touchpoints it brings with Stock
 * Synced and Last Updated, their store and Sync Stock; an unchanged re-sync; a feed whose second
 * page fails after the first was fetched, leaving every touchpoint and product as it was; a
 * locker's slot preview; "Use My Location" refused and failed; a touchpoint group; tenant 2 seeing
 * only its own; a role without the channel code.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import {
  apiCall,
  expectFocusWithin,
  LOGINS,
  screenshot,
  sidebarSections,
  signInAndLand,
  signInAndOpen,
  tabTo,
} from '../support/console';

const stamp = Date.now().toString(36).toUpperCase();

/** Sets switches of a feed of the reference feed (and creates it with `touchpoints`). */
async function feedSwitches(page: Page, name: string, switches: Record<string, unknown>) {
  const res = await page.request.post(`${E2E.feedUrl}/control/feeds/${name}`, { data: switches });
  expect(res.ok()).toBe(true);
}

/** Answers "Use My Location" with a refusal (code 1) or a failure (code 2), deterministically. */
async function geolocationAnswers(page: Page, code: 1 | 2) {
  await page.addInitScript((errorCode) => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
          setTimeout(() => fail({ code: errorCode, message: 'e2e' }), 10),
      },
    });
  }, code);
}

test('a channel syncs from its feed: progress, outcome, touchpoints with their store, an unchanged re-sync', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const feed = `e2e-${stamp.toLowerCase()}`;
  // 150 touchpoints: two pages of the feed (the sync asks for 100 a page), so a fault can land mid-run.
  await feedSwitches(page, feed, { touchpoints: 150, slots: 6, latencyMs: 150 });
  await signInAndOpen(page, LOGINS.admin, '/users-list');

  await page.goto('/channel-list');
  await expect(page.getByRole('heading', { name: 'Channels', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Channel' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Channel Name/ }).fill(`Lobby Fleet ${stamp}`);
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(`LF${stamp}`);
  await dialog.getByRole('textbox', { name: /^Feed URL/ }).fill(`${E2E.feedUrl}/feeds/${feed}`);
  await dialog.getByRole('textbox', { name: /^Feed Token/ }).fill('demo-feed-token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const channels = await apiCall(page, 'POST', '/merchant/channels/list', { search: `LF${stamp}` });
  const channelId = channels.body.data[0].id as number;
  await page.getByPlaceholder(/Search/).fill(`LF${stamp}`);
  const sync = page.getByRole('button', { name: `Sync Lobby Fleet ${stamp}` });
  await sync.click();
  // Progress while it runs (pages fetched), then the outcome with its counts.
  await expect(page.getByText(/Page \d+( of \d+)? · \d+( of \d+)? applied|Starting…/)).toBeVisible();
  await expect(page.getByText('150 created · 0 updated · 0 unchanged · 0 removed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, testInfo, 'channels-synced');

  // The touchpoints it brought, synced, with a store.
  await page.goto(`/touchpoint-list?channel_id=${channelId}`);
  await expect(page.getByRole('heading', { name: 'Touchpoint List' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(`Lobby Fleet ${stamp}`);
  // Stock Synced and Last Updated, each under its SPEC column, as the sync set them.
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
  const cellOf = (row: number, column: string) => rows.nth(row).getByRole('cell').nth(headers.indexOf(column));
  expect(headers).toContain('Last Updated');
  await expect(cellOf(1, 'Stock Synced')).toHaveText('Yes');
  await expect(cellOf(1, 'Last Updated')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await screenshot(page, testInfo, 'touchpoint-list');
  const first = (await apiCall(page, 'POST', '/merchant/touchpoints/list', { channel_id: channelId, limit: 1 })).body
    .data[0];
  expect(first.stock_synced).toBe(true);
  expect(first.last_updated).not.toBeNull();
  await page.goto(`/touchpoint/${first.id}`);
  await expect(page.getByRole('heading', { name: 'Touchpoint Store' })).toBeVisible();
  const store = page.getByRole('table').last();
  await expect(store.getByRole('row')).not.toHaveCount(1);
  const stockBefore = (await apiCall(page, 'POST', `/merchant/touchpoints/${first.id}/products/list`, {})).body.data;
  await screenshot(page, testInfo, 'touchpoint-store');

  // The feed's stock changes; Sync Stock takes it.
  await feedSwitches(page, feed, { stockGeneration: 1 });
  await page.getByRole('button', { name: `Sync Stock: ${first.name}` }).click();
  await expect(page.getByTestId('toast-success')).toContainText(/Stock synced: [1-9]\d* updated/);
  const stockAfter = (await apiCall(page, 'POST', `/merchant/touchpoints/${first.id}/products/list`, {})).body.data;
  expect(stockAfter.map((p: { stock: number }) => p.stock)).not.toEqual(
    stockBefore.map((p: { stock: number }) => p.stock),
  );

  // A full sync takes the feed's new stock everywhere; the same feed again changes nothing.
  await page.goto('/channel-list');
  await page.getByPlaceholder(/Search/).fill(`LF${stamp}`);
  await page.getByRole('button', { name: `Sync Lobby Fleet ${stamp}` }).click();
  await expect(page.getByText('0 created · 150 updated · 0 unchanged · 0 removed')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Sync Lobby Fleet ${stamp}` }).click();
  await expect(page.getByText('0 created · 0 updated · 150 unchanged · 0 removed')).toBeVisible({ timeout: 30_000 });

  // A feed that fails mid-run: page 1 arrives, page 2 keeps answering 500. The run says why, and
  // every touchpoint (both pages of the list) and the first one's products are as they were.
  const state = async () => ({
    touchpoints: [
      ...(await apiCall(page, 'POST', '/merchant/touchpoints/list', { channel_id: channelId, limit: 100 })).body.data,
      ...(await apiCall(page, 'POST', '/merchant/touchpoints/list', { channel_id: channelId, limit: 100, offset: 100 }))
        .body.data,
    ],
    products: (await apiCall(page, 'POST', `/merchant/touchpoints/${first.id}/products/list`, {})).body.data,
  });
  const before = await state();
  expect(before.touchpoints).toHaveLength(150);
  await feedSwitches(page, feed, { failPages: [2], stockGeneration: 3 });
  await page.getByRole('button', { name: `Sync Lobby Fleet ${stamp}` }).click();
  await expect(page.getByText(/^Failed: The feed at .* answered HTTP 500/)).toBeVisible({ timeout: 30_000 });
  const runs = await apiCall(page, 'POST', '/merchant/sync-runs/list', { channel_id: channelId, limit: 1 });
  expect(runs.body.data[0]).toMatchObject({ status: 'failed', pages_fetched: 1, total_pages: 2, records_applied: 0 });
  expect(await state()).toEqual(before);
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/sync-touchpoint\?run=\d+/);
  await expect(page.getByRole('heading', { name: 'Sync Touchpoints' })).toBeVisible();
  await screenshot(page, testInfo, 'sync-touchpoints');
});

test('keyboard only: a sync run opens from its row, View Info opens and closes, focus comes back', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/sync-touchpoint');
  const runs = page.getByRole('table').first();
  // The run's key cell is its way in by keyboard.
  await tabTo(page, runs.locator('[data-row-link]').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sync-touchpoint\?run=\d+/);
  const info = page.getByRole('button', { name: /^View Info: / }).first();
  await tabTo(page, info);
  const name = (await info.getAttribute('aria-label'))!;
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expectFocusWithin(dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(info).toBeFocused();
});

test('a locker with the Num-Alpha (1A) format previews its labels; "Use My Location" refused says so', async ({
  page,
}, testInfo) => {
  await geolocationAnswers(page, 1);
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/touchpoint-list');
  await page.getByRole('button', { name: 'Add Touchpoint' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Touchpoint Name/ }).fill(`Gate Locker ${stamp}`);
  await dialog.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Locker' });
  await dialog.getByRole('textbox', { name: /^Rows/ }).fill('6');
  await dialog.getByRole('textbox', { name: /^Columns/ }).fill('10');
  await dialog.getByRole('combobox', { name: /^Label Format/ }).selectOption({ label: 'Num-Alpha (1A)' });
  const preview = dialog.getByRole('table', { name: 'Slot label preview' });
  await expect(preview).toContainText('1A');
  await expect(preview).toContainText('1B');
  await expect(preview).toContainText('2A');

  await dialog.getByRole('button', { name: 'Use My Location' }).click();
  await expect(dialog.getByText('Please enable your location in the settings')).toBeVisible();
  // Manual entry always works.
  await dialog.getByRole('textbox', { name: /^Latitude/ }).fill('12.971599');
  await dialog.getByRole('textbox', { name: /^Longitude/ }).fill('77.594566');
  await screenshot(page, testInfo, 'touchpoint-dialog-locker');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const created = await apiCall(page, 'POST', '/merchant/touchpoints/list', { search: `Gate Locker ${stamp}` });
  expect(created.body.data[0].grid).toEqual({ rows: 6, columns: 10, label_format: '1A' });
  expect(created.body.data[0].latitude).toBe(12.971599);
});

test('"Use My Location" that fails says to choose the location manually', async ({ page }) => {
  await geolocationAnswers(page, 2);
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/touchpoint-list');
  await page.getByRole('button', { name: 'Add Touchpoint' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use My Location' }).click();
  await expect(
    page.getByRole('dialog').getByText('Unable to fetch your location, please choose location manually'),
  ).toBeVisible();
});

test('a touchpoint group is created with touchpoints picked by search', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/add-touchpoint-group');
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Annex ${stamp}`);
  const picker = page.getByRole('group', { name: /^Touchpoints/ });
  await picker.getByRole('searchbox').fill('a');
  await picker.locator('label').first().click();
  await expect(page.getByText('Touchpoints (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/touchpoint-groups-list/);
  // In the list (the toast names it too).
  await expect(page.getByTestId('table-scroller').getByText(`Annex ${stamp}`)).toBeVisible();
});

test('tenant 2 sees only its own channels and touchpoints, and none of tenant 1’s', async ({ page }) => {
  // Tenant 1's records, by id.
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const ours = {
    touchpoint: (await apiCall(page, 'POST', '/merchant/touchpoints/list', { limit: 1 })).body.data[0],
    channel: (await apiCall(page, 'POST', '/merchant/channels/list', { limit: 1 })).body.data[0],
  };
  await page.context().clearCookies();

  await signInAndLand(page, LOGINS.acme);
  const channels = (await apiCall(page, 'POST', '/merchant/channels/list', { limit: 100 })).body.data as {
    id: number;
    code: string;
  }[];
  expect(channels.length).toBeGreaterThan(0);
  expect(channels.map((c) => c.code)).not.toContain(`LF${stamp}`);
  expect(channels.map((c) => c.id)).not.toContain(ours.channel.id);
  await page.goto('/channel-list');
  await expect(page.getByRole('heading', { name: 'Channels', exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(channels.length + 1);
  await expect(page.getByText(`Lobby Fleet ${stamp}`)).toHaveCount(0);

  // Its touchpoint list holds its own channels' touchpoints only, and tenant 1's ids are not found.
  const theirs = (await apiCall(page, 'POST', '/merchant/touchpoints/list', { limit: 100 })).body.data as {
    id: number;
    channel_id: number | null;
  }[];
  expect(theirs.length).toBeGreaterThan(0);
  const channelIds = new Set(channels.map((c) => c.id));
  expect(theirs.every((tp) => tp.channel_id === null || channelIds.has(tp.channel_id))).toBe(true);
  expect(theirs.map((tp) => tp.id)).not.toContain(ours.touchpoint.id);
  await page.goto('/touchpoint-list');
  await expect(page.getByRole('heading', { name: 'Touchpoint List' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(ours.touchpoint.name, { exact: true })).toHaveCount(0);
  await page.goto(`/touchpoint/${ours.touchpoint.id}`);
  await expect(page.getByText('Touchpoint not found')).toBeVisible();
  expect((await apiCall(page, 'GET', `/merchant/touchpoints/${ours.touchpoint.id}`)).status).toBe(404);
  expect((await apiCall(page, 'GET', `/merchant/channels/${ours.channel.id}`)).status).toBe(404);
  expect((await apiCall(page, 'POST', `/merchant/channels/${ours.channel.id}/sync`, {})).status).toBe(404);
});

test('a role without the channel code has no Channels section and a 403', async ({ page }) => {
  await signInAndLand(page, LOGINS.ops);
  expect(await sidebarSections(page)).not.toContain('Channels');
  expect((await apiCall(page, 'POST', '/merchant/channels/list', {})).status).toBe(403);
});
