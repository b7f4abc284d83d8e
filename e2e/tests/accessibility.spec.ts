/**
 * axe on every screen of remote-admin and remote-people, on a laptop (1366 px) and a phone
 * (390 px), in the light and the dark theme (the dark one as the system's setting): no serious or
 * critical violation anywhere.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cookie, LOGINS, signInAndLand } from '../support/console';

async function firstId(page: Page, path: string): Promise<number> {
  const token = await cookie(page, 'token');
  const response = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { offset: 0, limit: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function violationsOf(page: Page, name: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [width, theme] of [
  [1366, 'light'],
  [390, 'light'],
  [1366, 'dark'],
  [390, 'dark'],
] as const) {
  test(`every admin and people screen at ${width} px, ${theme}, has no serious or critical axe violation`, async ({
    page,
  }) => {
    // 21 screens, each loaded and scanned: minutes on a busy 2-core runner.
    test.setTimeout(360_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: 900 });
    await signInAndLand(page, LOGINS.admin, /\/users-list$/);
    await expect(page.locator('html')).toHaveClass(theme);
    const ids = {
      user: await firstId(page, '/merchant/users/list'),
      role: await firstId(page, '/merchant/roles/list'),
      customer: await firstId(page, '/customer/customers/list'),
      group: await firstId(page, '/customer/customer-groups/list'),
      wallet: await firstId(page, '/customer/wallet/list'),
      rule: await firstId(page, '/merchant/rules/list'),
    };
    const screens: [string, string][] = [
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
      ['/rules', 'Rules'],
      ['/add-rule', 'Add Rule'],
      [`/rule/${ids.rule}`, 'Rule Details'],
      [`/edit-rule/${ids.rule}`, 'Edit Rule'],
    ];
    const found: string[] = [];
    for (const [path, heading] of screens) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's data, not its skeleton.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await violationsOf(page, path)));
    }
    expect(found).toEqual([]);
  });
}
