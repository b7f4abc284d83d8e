/**
 * The front door on a slow network: signed in over "Fast 3G" (DevTools' preset: 562.5 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up), the first Touchpoint Orders row shows, and nothing that
 * arrives after it — the filter options, the touchpoints picker's first answer, the live stream —
 * moves the rows.
 */
import { expect, test } from '@playwright/test';
import { HOME, LOGINS, signIn } from '../support/console';

const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

test('on Fast 3G the first order row shows after sign-in, and the rows stay where they are as the rest arrives', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const afterRows = [
    page.waitForResponse((r) => r.url().endsWith('/api/transaction/orders/filter-options'), { timeout: 120_000 }),
    page.waitForRequest((r) => r.url().includes('/api/transaction/orders/stream'), { timeout: 120_000 }),
  ];

  await signIn(page, LOGINS.admin);
  const rows = page.locator('main [data-row-id]');
  await expect(rows.first()).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(HOME);
  const place = async () => ({
    first: await rows.first().boundingBox(),
    last: await rows.last().boundingBox(),
    count: await rows.count(),
  });
  const shown = await place();
  // From here on, every layout shift the page makes is counted.
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });

  await Promise.all(afterRows);
  // The channel filter has its options: what the filter-options answer fills in is on screen.
  await expect(page.getByLabel('Channel', { exact: true }).locator('option')).not.toHaveCount(1);
  await page.waitForTimeout(1_500);
  expect(await place()).toEqual(shown);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
