/**
 * Issue 14, the kit's part, in Chromium against the real server: a list's three states (failed
 * with Retry, empty with its Add action, no match with Clear Filters), a refetch that keeps its
 * rows without the overlay (which stays for writes), focus on the first field in error after a
 * refused submit, a disabled action whose reason is reached by keyboard, and a phone-width list
 * as cards with their actions.
 */
import { expect, test, type Page } from '@playwright/test';
import { cookie, LOGINS, screenshot, signInAndOpen } from '../support/console';

const rows = (page: Page) => page.locator('[data-row-id]');

test('a list that fails says so with Retry — not "No Data Available", not a toast — and Retry loads it', async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(rows(page).first()).toBeVisible();
  let failures = 1;
  await page.route('**/api/merchant/users/list', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { message: 'The database is restarting.' } })
      : route.continue(),
  );
  await page.goto('/roles');
  await page.goto('/users-list');
  await expect(page.getByText('The list could not be loaded.')).toBeVisible();
  await expect(page.getByText('The database is restarting.')).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeHidden();
  await expect(page.getByText(/^No users yet/)).toBeHidden();
  await expect(page.getByTestId('toast-error')).toBeHidden();
  await screenshot(page, testInfo, 'list-failed');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText('The list could not be loaded.')).toBeHidden();
});

test('a refetch keeps the rows with "Updating…" and no overlay; a write keeps the overlay', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(rows(page).first()).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/merchant/users/list', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await expect(page.getByText('Updating…')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('loader-overlay')).toBeHidden();
  release();
  await expect(page.getByText('Updating…')).toBeHidden();
  await page.unroute('**/api/merchant/users/list');

  // A write: the overlay is up while it is in flight. (Held, then failed: nothing is deleted, and
  // the refusal is shown in the dialog rather than toasted.)
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route('**/api/merchant/users/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await failing;
    await route.abort('failed');
  });
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByTestId('loader-overlay')).toBeVisible();
  fail();
  await expect(page.getByTestId('loader-overlay')).toBeHidden();
  await expect(question.getByText('Network/CORS error has occured.')).toBeVisible();
  await expect(page.getByTestId('toast-error')).toBeHidden();
  await question.getByRole('button', { name: 'Cancel' }).click();
});

test('an empty list says "No … yet" with its Add action', async ({ page }, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  // Every demo tenant holds wallets; the list's answer is emptied here to see the screen's state.
  await page.route('**/api/customer/wallet/list', (route) =>
    route.fulfill({
      json: { data: [], pagination: { limit: 10, offset: 0, total: 0, currentPage: 1, nextCursor: null } },
    }),
  );
  await page.goto('/wallet-list');
  await expect(page.getByText('No wallets yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await screenshot(page, testInfo, 'list-empty');
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page).toHaveURL(/\/add-wallet$/);
});

test('a list its filters empty says "No match" with Clear Filters, which brings the rows back', async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/customer-list');
  await expect(rows(page).first()).toBeVisible();
  await page.getByPlaceholder('Search by name or mobile').fill('Qqqzzxq');
  await expect(page.getByText('No match', { exact: true })).toBeVisible();
  await expect(page.getByText('No customers match these filters.')).toBeVisible();
  await screenshot(page, testInfo, 'list-no-match');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByPlaceholder('Search by name or mobile')).toHaveValue('');
});

test('after a refused submit, focus is on the first field in error', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/add-customer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Verma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Mobile No.')).toBeFocused();
  await expect(page.getByLabel('Mobile No.')).toHaveAttribute('aria-invalid', 'true');
});

test("a disabled action's reason is reached by keyboard", async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const token = await cookie(page, 'token');
  const roles = await page.request.post('/api/merchant/roles/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { offset: 0, limit: 100 },
  });
  const held = ((await roles.json()) as { data: { id: number; user_count: number; is_default: boolean }[] }).data.find(
    (r) => r.user_count > 0 && !r.is_default,
  )!;
  await page.goto(`/role?id=${held.id}`);
  await page.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Tab');
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeFocused();
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription('Users hold this role: assign them another role first');
  await expect(page.getByText('Users hold this role: assign them another role first')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('at 390 px a list is cards with their actions, and the pager stays on one line', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/wallet-list');
  const card = page.locator('li[data-row-id]').first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card).toContainText('Customer Name');
  await expect(card.getByRole('button', { name: /^Add\/Remove Fund/ })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const box = (await pager.boundingBox())!;
  expect(box.height).toBeLessThan(48);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await screenshot(page, testInfo, 'wallet-cards-390');
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/wallet\/\d+$/);
});
