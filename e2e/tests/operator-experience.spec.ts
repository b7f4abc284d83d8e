/**
 * Issue 14, the shell's part: the page title names page and company, a deep link survives
 * sign-in (and only a path of ours does), a forbidden page says so with the way home, and the
 * menu speaks the tenant's words.
 */
import { expect, test } from '@playwright/test';
import { expandSidebar, HOME, LOGINS, signIn, signInAndLand, signInAndOpen } from '../support/console';

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
  await signInAndLand(page, LOGINS.ops, HOME);
  await page.goto('/users-list');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveURL(/\/users-list$/);
  await page.getByRole('button', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(HOME);
  // A path nobody serves still goes home without a word.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(HOME);
});

test("tenant 2's menu item speaks its words too", async ({ page }) => {
  await signIn(page, LOGINS.acme);
  await expect(page).not.toHaveURL(/\/login/);
  await expandSidebar(page);
  await expect(page.getByRole('link', { name: 'Employees List' })).toBeVisible();
  await page.goto('/wallet-list');
  await expect(page).toHaveTitle('Employee Wallets · Acme Foods');
});

test('keyboard: the first Tab reaches the skip link, which moves focus to the page; focus is visible', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab lands inside the page, past the top bar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
  // The ring: 2 px in brand.600 (#1f48eb), at least 3:1 against white.
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: '2px', color: 'rgb(31, 72, 235)', style: 'solid' });
});

test('the sidebar remembers expanded or collapsed; a desktop has one toggle', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
});

test('every section has its icon on the collapsed rail; a dialog gives focus back to what opened it', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const rail = page.getByTestId('sidebar');
  await expect(rail).toHaveAttribute('data-collapsed', 'true');
  for (const section of ['User Management', 'People Management', 'Role Management']) {
    await expect(rail.getByRole('button', { name: section }).locator('svg')).toBeVisible();
  }
  const del = page
    .locator('[data-row-id]')
    .nth(1)
    .getByRole('button', { name: /^Delete/ });
  await del.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(del).toBeFocused();
});

test('dark mode follows the system until the operator picks a theme in the profile menu, then stays', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('html')).toHaveClass('dark');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveClass('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass('light');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.locator('main')).toHaveCSS('background-color', /^rgb\((\d|[1-5]\d), /);
});
