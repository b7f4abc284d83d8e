/**
 * Issue 14, the shell's part: the page title names page and company, a deep link survives
 * sign-in (and only a path of ours does), a forbidden page says so with the way home, and the
 * menu speaks the tenant's words.
 */
import { expect, test } from '@playwright/test';
import { expandSidebar, HOME, LOGINS, signInAndLand, signInAndOpen } from '../support/console';

test('the title names the page and the company on every route', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In · Benefit Console');
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page).toHaveTitle('Users List · Default');
  await page.goto('/wallet-list');
  await expect(page).toHaveTitle('Employee Wallets · Default');
  await page.goto('/customer-list');
  await expect(page).toHaveTitle('People List · Default');
});

test('a deep link survives sign-in, with its query', async ({ page }) => {
  await page.goto('/edit-role?id=2');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Enter your email address').fill(LOGINS.admin.email);
  await page.getByPlaceholder('Enter your password').fill(LOGINS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/edit-role\?id=2$/);
  await expect(page.getByRole('heading', { name: 'Edit Role' })).toBeVisible();
});

test('a page the role does not open says so, with the way home', async ({ page }) => {
  await signInAndLand(page, LOGINS.ops);
  await page.goto('/users-list');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveURL(/\/users-list$/);
  await page.getByRole('button', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(HOME);
  // A path nobody serves still goes home without a word.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(HOME);
});

test("tenant 2's menu item speaks its words too, and its titles name its company", async ({ page }) => {
  await signInAndLand(page, LOGINS.acme);
  await expandSidebar(page);
  await expect(page.getByRole('link', { name: 'Employees List' })).toBeVisible();
  for (const [path, title] of [
    ['/users-list', 'Users List · Acme Foods'],
    ['/wallet-list', 'Employee Wallets · Acme Foods'],
    ['/customer-list', 'Employees List · Acme Foods'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test("one noun per concept: tenant 2's sidebar, titles, columns and KPIs say Employee and Dispensed Product", async ({
  page,
}) => {
  await signInAndLand(page, LOGINS.acme);
  await expandSidebar(page);
  await expect(page.getByRole('link', { name: 'Dispensed Products', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Touchpoint Orders' })).toHaveCount(0);
  const headings: [string, string, string[]][] = [
    ['/transaction-list', 'Dispensed Products · Acme Foods', []],
    ['/customer-list', 'Employees List · Acme Foods', []],
    ['/wallet-list', 'Employee Wallets · Acme Foods', ['Employee Name', 'Employee Phone']],
    ['/transaction-wallet-list', 'Transaction Wallet · Acme Foods', ['Employee Name', 'Employee Phone']],
    ['/request-list', 'Wallet: Prepaid to Postpaid · Acme Foods', ['Employee Name', 'Employee Phone', 'Employee Id']],
    ['/institution-list', 'Institution · Acme Foods', ['Linked Employee Groups']],
  ];
  for (const [path, title, columns] of headings) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    for (const column of columns) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveCount(0);
  }
  await page.goto('/dashboard');
  await expect(page.getByText('Active Employees')).toBeVisible();
  await expect(page.getByText('Active Customers')).toHaveCount(0);
});

test("the default tenant keeps the console's own words: the sidebar's People List opens People List", async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/customer-list');
  await expect(page.getByRole('heading', { name: 'People List', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^People List · /);
  await page.goto('/wallet-list');
  await expect(page.getByRole('columnheader', { name: 'Customer Name' })).toBeVisible();
});
