/**
 * Touchpoint Orders' neighbours on the real server (issue 11): the 1 Day dashboard equals the
 * list; tenant 2 sees only its own orders; an unknown path lands on /transaction-list.
 */
import { expect, test } from '@playwright/test';
import { cookie, HOME, LOGINS, openInApp, screenshot, signInAndLand, signInAndOpen } from '../support/console';
import { adminToken, call, closeApi, landOnOrders, openApi } from './transactions-support';

test.beforeAll(openApi);
test.afterAll(closeApi);

test("the dashboard's 1 Day figures equal the order list's", async ({ page }, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/dashboard');
  await expect(page.getByRole('button', { name: '1 Day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-Orders')).toBeVisible();
  // Every order of the day, read from the list by cursor.
  let orders = 0;
  let sales = 0;
  let refunded = 0;
  let cursor: string | undefined;
  do {
    const res = await call(adminToken, 'POST', '/transaction/orders/list', {
      range: '1d',
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    for (const o of res.body.data as { amount: number; refunded_amount: number }[]) {
      orders += 1;
      sales += Math.round(o.amount * 100) - Math.round(o.refunded_amount * 100);
      refunded += Math.round(o.refunded_amount * 100);
    }
    cursor = res.body.pagination.nextCursor ?? undefined;
  } while (cursor);
  const rupees = (paise: number) =>
    `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('kpi-Orders')).toHaveText(orders.toLocaleString('en-IN'));
  await expect(page.getByTestId('kpi-Sales')).toHaveText(rupees(sales));
  await expect(page.getByTestId('kpi-Refunds')).toHaveText(rupees(refunded));
  for (const title of ['Sales over Time', 'Payment Status', 'Top Touchpoints', 'Top Products']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await screenshot(page, testInfo, 'dashboard-1-day');
  // The list says the same total for the same range: its pager's "Total n" at 10 rows a page, or
  // (SPEC hides the pager when one page holds them all) as many rows.
  await openInApp(page, '/transaction-list?range=1d&size=10');
  if (orders > 10) await expect(page.getByText(`Total ${orders}`, { exact: true })).toBeVisible();
  else await expect(page.locator('[data-row-id]')).toHaveCount(orders);
});

test('tenant 2 sees only its own orders, in its words', async ({ page }, testInfo) => {
  const mine = await call(adminToken, 'POST', '/transaction/orders/list', { limit: 1 });
  const ours = mine.body.data[0] as { id: number; order_no: string };
  await landOnOrders(page, LOGINS.acme);
  await expect(page.getByRole('heading', { name: 'Dispensed Products', exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'transaction-list-tenant-2');
  const token = (await cookie(page, 'token'))!;
  const theirs = await call(token, 'POST', '/transaction/orders/list', { limit: 100 });
  expect(theirs.body.data.length).toBeGreaterThan(0);
  expect(theirs.body.data.map((o: { id: number }) => o.id)).not.toContain(ours.id);
  await page.getByRole('searchbox').fill(ours.order_no);
  await expect(page.getByText('No match')).toBeVisible();
  expect((await call(token, 'GET', `/transaction/orders/${ours.id}`)).status).toBe(404);
});

test('an unknown path lands on /transaction-list', async ({ page }) => {
  await signInAndLand(page, LOGINS.admin);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { name: 'Touchpoint Orders', exact: true })).toBeVisible();
});
