/**
 * axe on every screen of remote-admin, remote-people, remote-touchpoints (with the channel and
 * touchpoint dialogs open) and remote-transactions, on a laptop (1366 px) and a phone (390 px), in
 * the light and the dark theme (the dark one as the system's setting): no serious or critical
 * violation anywhere. Admin and people screens are scanned in all four combinations; touchpoints
 * and transactions screens (and institutions and the audit log) at 1366 px light and 390 px dark
 * (each width, each theme); the sign-in page in both themes and at phone widths. Screens are
 * opened inside the running console, as a user's click would, not by reloading it; each is
 * scanned once its calls have returned and its transitions ended. At phone widths each screen is
 * also measured at 360, 390 and 414 px: none is wider than the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { cookie, LOGINS, openInApp, signInAndOpen } from '../support/console';

/**
 * The oldest record of a list (a demo one): the other tests, which run beside this file, delete
 * only what they created, so a record they add and remove mid-sweep is never the one scanned.
 */
async function firstId(page: Page, path: string, sortBy = 'id'): Promise<number> {
  const token = await cookie(page, 'token');
  const response = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { offset: 0, limit: 1, sortBy, sortDir: 'ASC' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** The narrowest to the widest common phone: every screen fits each without scrolling sideways. */
const PHONE_WIDTHS = [360, 390, 414];

/** How many px the page is wider than the screen, once the layout has settled. */
const overflow = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done(document.documentElement.scrollWidth - window.innerWidth)),
        ),
      ),
  );

// Every screen at 1366 px light and 390 px dark (each width, each theme); the admin and people
// screens also in the other two combinations, so each of them is scanned in both themes at both
// widths (issue 14).
for (const [width, theme, scope] of [
  [1366, 'light', 'all'],
  [390, 'dark', 'all'],
  [1366, 'dark', 'admin and people'],
  [390, 'light', 'admin and people'],
] as const) {
  const which = scope === 'all' ? 'admin, people, touchpoints and transactions' : 'admin and people';
  test(`every ${which} screen at ${width} px, ${theme}, has no serious or critical axe violation`, async ({ page }) => {
    // 32 screens and 2 dialogs, each loaded and scanned: minutes on a busy 2-core runner.
    test.setTimeout(600_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: 900 });
    await signInAndOpen(page, LOGINS.admin, '/users-list');
    await expect(page.locator('html')).toHaveClass(theme);
    const ids = {
      user: await firstId(page, '/merchant/users/list'),
      role: await firstId(page, '/merchant/roles/list'),
      customer: await firstId(page, '/customer/customers/list'),
      group: await firstId(page, '/customer/customer-groups/list'),
      wallet: await firstId(page, '/customer/wallet/list'),
      touchpoint: await firstId(page, '/merchant/touchpoints/list'),
      touchpointGroup: await firstId(page, '/merchant/touchpoint-groups/list'),
      order: await firstId(page, '/transaction/orders/list', 'created_at'),
      rule: await firstId(page, '/merchant/rules/list'),
      institution: await firstId(page, '/merchant/institutions/list'),
    };
    /** Path, its heading ('' → any h1), and a button that opens a dialog to scan as well. */
    const adminAndPeople: [string, string, string?][] = [
      ['/users-list', 'Users List'],
      ['/add-user', 'Add User'],
      [`/user-view/${ids.user}`, 'User Details'],
      [`/add-user/${ids.user}`, 'Edit User'],
      ['/roles', 'Role Management'],
      ['/add-role', 'Add Role'],
      [`/role?id=${ids.role}`, ''],
      ['/customer-list', ''],
      ['/add-customer', ''],
      [`/customer-view/${ids.customer}`, ''],
      ['/group-list', 'Employee Groups'],
      ['/add-group', 'Add Group'],
      [`/group-view/${ids.group}`, 'Group Details'],
      [`/add-group/${ids.group}`, 'Edit Group'],
      ['/wallet-list', 'Employee Wallets'],
      ['/add-wallet', ''],
      [`/wallet/${ids.wallet}`, 'Wallet Details'],
    ];
    const touchpointsTransactionsRules: [string, string, string?][] = [
      ['/channel-list', 'Channels', 'Add Channel'],
      ['/touchpoint-list', 'Touchpoint List', 'Add Touchpoint'],
      [`/touchpoint/${ids.touchpoint}`, 'Touchpoint Store'],
      ['/sync-touchpoint', 'Sync Touchpoints'],
      ['/touchpoint-groups-list', 'Touchpoint Groups'],
      ['/add-touchpoint-group', ''],
      [`/touchpoint-group-view/${ids.touchpointGroup}`, 'Touchpoint Group Details'],
      [`/add-touchpoint-group/${ids.touchpointGroup}`, ''],
      ['/transaction-list', 'Touchpoint Orders', 'Report'],
      ['/reports', 'Reports'],
      [`/transaction/${ids.order}`, 'Order Details'],
      ['/transaction-wallet-list', 'Transaction Wallet List'],
      ['/request-list', 'Wallet: Prepaid to Postpaid'],
      ['/dashboard', 'Dashboard'],
      ['/rules', 'Rules'],
      ['/add-rule', 'Add Rule'],
      [`/rule/${ids.rule}`, 'Rule Details'],
      [`/edit-rule/${ids.rule}`, 'Edit Rule'],
      ['/instituition-list', ''],
      ['/add-instituition', 'Add Institution'],
      [`/instituition-view/${ids.institution}`, ''],
      [`/add-instituition/${ids.institution}`, 'Edit Institution'],
      ['/audit-log', 'Audit Log'],
    ];
    const screens = scope === 'all' ? [...adminAndPeople, ...touchpointsTransactionsRules] : adminAndPeople;
    const found: string[] = [];
    for (const [path, heading, dialogButton] of screens) {
      await openInApp(page, path);
      if (heading) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's data, not its skeleton.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page, path)));
      // On a phone, no screen is wider than the viewport, at any common phone width.
      if (width < 600) {
        for (const phone of PHONE_WIDTHS) {
          await page.setViewportSize({ width: phone, height: 900 });
          const wider = await overflow(page);
          if (wider > 0) found.push(`${path} at ${phone} px: ${wider} px wider than the screen`);
        }
        await page.setViewportSize({ width, height: 900 });
      }
      if (dialogButton) {
        await page.getByRole('button', { name: dialogButton }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await seriousViolations(page, `${path} (${dialogButton})`)));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
    expect(found).toEqual([]);
  });
}

test('the sign-in page follows the dark theme and has no serious axe violation in either theme', async ({ page }) => {
  const found: string[] = [];
  const backgrounds: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    backgrounds.push(await page.locator('.login').evaluate((el) => getComputedStyle(el).backgroundColor));
    found.push(...(await seriousViolations(page, `/login (${theme})`)));
    // A phone at any common width: the form fits the screen.
    for (const phone of PHONE_WIDTHS) {
      await page.setViewportSize({ width: phone, height: 800 });
      const wider = await overflow(page);
      if (wider > 0) found.push(`/login at ${phone} px: ${wider} px wider than the screen`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  expect(backgrounds).toEqual(['rgb(255, 255, 255)', 'rgb(17, 17, 17)']);
  expect(found).toEqual([]);
});
