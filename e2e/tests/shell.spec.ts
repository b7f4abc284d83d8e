import { createServer, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import {
  expandSidebar,
  HOME,
  LOGINS,
  openInApp,
  screenshot,
  sidebarSections,
  signIn,
  signInAndLand,
  signInAndOpen,
} from '../support/console';

test.describe('sidebar per demo role: exactly the sections its codes allow among the deployed remotes', () => {
  // Every remote is deployed; Request (everyone's) shows for every role, Audit Log for the admin.
  test('admin sees every section: Dashboard through Role Management, and the Audit Log', async ({ page }, testInfo) => {
    await signInAndLand(page, LOGINS.admin);
    expect(await sidebarSections(page)).toEqual([
      'Dashboard',
      'User Management',
      'Channels',
      'Touch Point',
      'Institution',
      'People Management',
      'Rules',
      'Transactions',
      'Request',
      'Role Management',
      'Audit Log',
    ]);
    await screenshot(page, testInfo, 'shell-admin');
  });

  test('ops sees People Management, the transactions and Request, and lands on Touchpoint Orders', async ({ page }) => {
    await signInAndLand(page, LOGINS.ops);
    expect(await sidebarSections(page)).toEqual(['Dashboard', 'People Management', 'Transactions', 'Request']);
    // A page the role does not open, typed by hand, says so (never a loop, never a blank page).
    for (const path of ['/users-list', '/roles']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    }
  });

  test('viewer sees only the transactions and Request, and a page it does not open says so', async ({ page }) => {
    await signInAndLand(page, LOGINS.viewer);
    expect(await sidebarSections(page)).toEqual(['Dashboard', 'Transactions', 'Request']);
    for (const path of ['/customer-list', '/roles']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Go to your start page' }).click();
    await expect(page).toHaveURL(HOME);
  });
});

test('an unknown path signed in goes to the transaction list', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(HOME);
});

test('the sidebar starts collapsed, expands and collapses', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const nav = page.getByTestId('sidebar');
  await expect(nav).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav).toHaveAttribute('data-collapsed', 'false');
  await expect(nav.getByRole('link', { name: 'Users List' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav).toHaveAttribute('data-collapsed', 'true');
});

test('at mobile width the sidebar is a drawer', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const drawer = page.getByTestId('sidebar-drawer');
  await expect(drawer).toBeVisible();
  await screenshot(page, testInfo, 'mobile-drawer');
  await drawer.getByRole('link', { name: 'Role Management' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(drawer).toBeHidden();
});

test('leaving a dirty form through the sidebar asks first', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.goto('/add-user');
  await page.getByLabel('First Name').fill('Meera');
  await expandSidebar(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Role Management' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('You currently have unsaved changes')).toBeVisible();
  await expect(dialog.getByText('Are you sure you want to exit without saving?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/add-user$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Role Management' }).click();
  await page.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(/\/roles$/);
});

test('Back and Forward on a dirty form ask the same question; a clean form leaves at once', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.getByRole('button', { name: 'Add User' }).first().click();
  await expect(page).toHaveURL(/\/add-user$/);
  await page.getByLabel('First Name').fill('Meera');
  await page.goBack();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('You currently have unsaved changes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/add-user$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
  await page.goBack();
  await page.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(/\/users-list$/);
  // Forward to the form (now clean: nothing typed) and back again leaves without asking.
  await page.goForward();
  await expect(page).toHaveURL(/\/add-user$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/users-list$/);
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test.describe('a remote that fails never breaks the shell', () => {
  test('down: its section falls back, the shell keeps working, Retry loads it once it is back', async ({ page }) => {
    await page.route(`http://localhost:${E2E.adminPort}/**`, (route) => route.abort('connectionrefused'));
    // The console's home is another remote's: the admin section's page is opened from there.
    await signInAndOpen(page, LOGINS.admin, '/users-list');
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 7000 });
    // The shell still works: the profile menu opens.
    await page.getByRole('button', { name: /Profile menu of/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unroute(`http://localhost:${E2E.adminPort}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  });

  test('hanging: the fallback shows within 6 s', async ({ page }) => {
    // A server that accepts the connection and never answers.
    const sockets: Socket[] = [];
    const hang = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hang.listen(E2E.adminPort + 50, resolve));
    test.info().attach('hanging server', { body: `port ${E2E.adminPort + 50}` });
    await page.route(`http://localhost:${E2E.adminPort}/**`, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(`:${E2E.adminPort}/`, `:${E2E.adminPort + 50}/`),
      }),
    );
    await signInAndLand(page, LOGINS.admin);
    await expect(page.getByRole('button', { name: /Profile menu of/ })).toBeVisible();
    const started = Date.now();
    await openInApp(page, '/users-list');
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 9000 });
    expect(Date.now() - started).toBeLessThan(7000);
    for (const socket of sockets) socket.destroy();
    hang.close();
  });

  test('throwing: a page that fails to render shows the section fallback, not a blank console', async ({ page }) => {
    await signInAndOpen(page, LOGINS.admin, '/users-list');
    await page.route(`http://localhost:${E2E.adminPort}/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // Break the Users List page's own chunk: it throws while rendering.
      const broken = body.includes('Users List')
        ? body.replace(/"Users List"/g, '(()=>{throw new Error("boom")})()')
        : body;
      await route.fulfill({ response, body: broken });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Profile menu of/ })).toBeVisible();
  });
});

test('tenant 2 gets its own labels from the registry: with the sign-in, and again on a reload', async ({ page }) => {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/merchant/users/login'));
  await signIn(page, LOGINS.acme);
  const body = await (await login).json();
  expect(body.console.labels).toMatchObject({ customers: 'Employees', transactions: 'Dispensed Products' });
  await expect(page).toHaveURL(HOME);
  const registry = page.waitForResponse((r) => r.url().endsWith('/api/merchant/console/registry'));
  await page.reload();
  expect((await (await registry).json()).data.labels).toMatchObject({ customers: 'Employees' });
  await expect(page.getByRole('heading', { name: 'Dispensed Products' })).toBeVisible();
});
