import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  expandSidebar,
  HOME,
  LOGINS,
  openInApp,
  screenshot,
  sidebarSections,
  signIn,
  signInAndOpen,
} from '../support/console';

const stamp = Date.now().toString().slice(-6);

async function noSeriousViolations(page: Page, name: string) {
  expect(await seriousViolations(page, name)).toEqual([]);
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Search by name, email or mobile');
  await box.fill(text);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}|search=${encodeURIComponent(text)}`),
  );
}

test('the login, users list and user form screens have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await noSeriousViolations(page, 'login');
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  await noSeriousViolations(page, 'users list');
  await page.goto('/add-user');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await noSeriousViolations(page, 'user form');
});

test('an admin creates, finds, edits, sorts, pages through and deletes a user', async ({ page }, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  for (const title of ['ID', 'Name', 'Mobile No.', 'Email', 'Role', 'Status', 'Action']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await screenshot(page, testInfo, 'users-list');

  // Create
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/add-user$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Last Name').fill(`Menon`);
  await page.getByLabel('Email').fill(`kavya.${stamp}@demo.local`);
  await page.getByLabel('Mobile No.').fill('9812345678');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Password123!');
  // The role is found by typing its name (the picker searches the server).
  await page.getByRole('combobox', { name: /^Role/ }).fill('Viewer');
  await page.getByRole('option', { name: 'Viewer', exact: true }).click();
  // A common password is refused by the server with the reason, on the form (not in a toast).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/The password is too weak/)).toBeVisible();
  await expect(page.getByTestId('toast-error')).toBeHidden();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kavya-Otter-Lime-42');
  await screenshot(page, testInfo, 'user-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users-list/);
  await expect(page.getByTestId('toast-success')).toHaveText('User Kavya Menon added');

  // Search
  await search(page, `kavya.${stamp}`);
  const row = page.locator('[data-row-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kavya Menon');

  // Edit
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/add-user\/\d+$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Kavya');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users-list/, { timeout: 8000 });
  await search(page, `kavya.${stamp}`);
  await expect(page.locator('[data-row-id]')).toHaveCount(1);
  await expect(page.locator('[data-row-id]')).toContainText('Kavya Nair');

  // View
  await page.locator('[data-row-id]').getByRole('button', { name: /View/ }).click();
  await expect(page).toHaveURL(/\/user-view\/\d+$/);
  await expect(page.getByText(`kavya.${stamp}@demo.local`)).toBeVisible();
  await screenshot(page, testInfo, 'user-view');
  await page.goto('/users-list');

  // Sort by name, both directions
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=name&dir=ASC/);
  const names = () => page.locator('[data-row-id] td:nth-child(2)').allTextContents();
  const sorted = (list: string[], dir: 1 | -1) =>
    list.every((n, i) => i === 0 || dir * list[i - 1]!.localeCompare(n) <= 0);
  await expect.poll(async () => sorted(await names(), 1)).toBe(true);
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/dir=DESC/);
  await expect.poll(async () => sorted(await names(), -1)).toBe(true);

  // Paginate
  await expect(page.getByText(/Showing 1-10/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Showing 11-20/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  // Delete
  await search(page, `kavya.${stamp}`);
  await expect(page.locator('[data-row-id]')).toHaveCount(1);
  await page
    .locator('[data-row-id]')
    .getByRole('button', { name: /Delete/ })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText("You will not be able to recover Kavya Nair once it's deleted.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  // The search still applies: an empty result under a filter says so, with the way out.
  await expect(page.getByText('No match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
});

test('a role with two permissions opens exactly the sections they allow', async ({ page, browser }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Role Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Role' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Desk ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByText('Users', { exact: true }).click();
  await page.getByText('Transactions', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/roles/, { timeout: 8000 });
  // In the list (the toast names it too).
  await expect(page.getByTestId('table-scroller').getByText(`Desk ${stamp}`)).toBeVisible();

  // A user with that role
  await page.goto('/add-user');
  await page.getByLabel('First Name').fill('Desk');
  await page.getByLabel('Last Name').fill('Operator');
  await page.getByLabel('Email').fill(`desk.${stamp}@demo.local`);
  await page.getByLabel('Mobile No.').fill('9898989898');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Desk-Otter-Lime-42');
  await page.getByRole('combobox', { name: /^Role/ }).fill(`Desk ${stamp}`);
  await page.getByRole('option', { name: `Desk ${stamp}`, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();

  // That user sees what the two codes open — Users, and the transactions with their Dashboard —
  // plus everyone's Request; not Role Management, which is the admin's. Home is Touchpoint Orders.
  const context = await browser.newContext();
  const tab = await context.newPage();
  await signIn(tab, { email: `desk.${stamp}@demo.local`, password: 'Desk-Otter-Lime-42' });
  await expect(tab).toHaveURL(HOME);
  expect(await sidebarSections(tab)).toEqual(['Dashboard', 'User Management', 'Transactions', 'Request']);
  // A path the role does not open says so, with the way home.
  await openInApp(tab, '/roles');
  await expect(tab.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await tab.getByRole('button', { name: 'Go to your start page' }).click();
  await expect(tab).toHaveURL(HOME);
  await expandSidebar(tab);
  await context.close();
});
