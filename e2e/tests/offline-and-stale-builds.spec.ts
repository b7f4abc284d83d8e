/**
 * Offline and stale builds: while the browser is offline a banner says so and the console's calls
 * wait rather than fail, and are sent when the connection returns; a page whose code a newer build
 * replaced (its hashed chunk answers 404) offers "A new version is available — Reload" instead of
 * the crash screen or the section's fallback, and Reload opens the same address afresh.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E, ROOT } from '../support/env';
import { LOGINS, screenshot, signInAndOpen } from '../support/console';

const rows = (page: Page) => page.locator('[data-row-id]');
const OFFLINE = 'You are offline — changes will be sent when the connection returns';

test('offline: the banner shows, a list read waits instead of failing, and loads its rows when back', async ({
  page,
  context,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(rows(page).first()).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/merchant/users/list')) sent.push(request.postData() ?? '');
  });

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toHaveText(OFFLINE);
  await screenshot(page, testInfo, 'offline-banner');
  // A new search while offline: its read is held, not sent and failed.
  await page.getByPlaceholder('Search by name, email or mobile').fill('admin');
  await expect(page).toHaveURL(/admin/);
  await expect(page.getByText('The list could not be loaded.')).toBeHidden();
  await expect(page.getByTestId('toast-error')).toBeHidden();
  expect(sent).toEqual([]);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/merchant/users/list'));
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  expect((await answered).status()).toBe(200);
  expect(sent.some((body) => body.includes('admin'))).toBe(true);
  await expect(rows(page).filter({ hasText: 'admin@demo.local' })).toBeVisible();
  await expect(page.getByText('The list could not be loaded.')).toBeHidden();
  await expect(page.getByTestId('toast-error')).toBeHidden();
});

/** The scripts of `app`'s build (its `dist/`, which the e2e stack serves) whose code contains `marker`. */
function chunksWith(app: string, marker: string): string[] {
  const dist = path.join(ROOT, app, 'dist');
  const names = readdirSync(dist).filter(
    (name) =>
      name.endsWith('.js') && name !== 'remoteEntry.js' && readFileSync(path.join(dist, name), 'utf8').includes(marker),
  );
  expect(names.length, `${app}'s build has a chunk with ${marker}`).toBeGreaterThan(0);
  return names.map((name) => `/${name}`);
}

/** `origin` answers for `chunks` as a server does once a newer build replaced them: 404. */
async function replaceBuild(page: Page, origin: string, chunks: string[]): Promise<void> {
  await page.route(
    (url) => url.origin === origin && chunks.includes(url.pathname),
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
}

test("a remote's page whose chunk a newer build removed offers a reload, which opens the same page", async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  await replaceBuild(page, `http://localhost:${E2E.adminPort}`, chunksWith('remote-admin', '"Users List"'));
  await page.reload();

  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeHidden();
  await expect(page.getByText('Oops! Something went wrong.')).toBeHidden();
  // The shell around it keeps working.
  await expect(page.getByRole('button', { name: /Profile menu of/ })).toBeVisible();
  await screenshot(page, testInfo, 'stale-chunk');

  // The new build is there: Reload loads it, at the same address.
  await page.unrouteAll({ behavior: 'wait' });
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  await expect(page).toHaveURL(/\/users-list$/);
  await expect(notice).toBeHidden();
});

test("the shell's own code replaced by a newer build offers the reload instead of the crash screen", async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  // The shell's chunk (loaded after sign-in) is the one holding its sidebar: its words live in the
  // host's catalogue, in the first chunk, so a word no longer marks it.
  await replaceBuild(page, E2E.hostUrl, chunksWith('host', '"data-testid":"sidebar"'));
  await page.reload();

  await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong.')).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  await expect(page).toHaveURL(/\/users-list$/);
});

test('a remote that is down still says "This section is unavailable" with Retry, not a new version', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
  // The page's chunk cannot be fetched at all, and the check cannot reach its server either.
  const chunks = chunksWith('remote-admin', '"Users List"');
  const admin = `http://localhost:${E2E.adminPort}`;
  await page.route(
    (url) => url.origin === admin && chunks.includes(url.pathname),
    (route) => route.abort('connectionrefused'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByText('A new version is available')).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
});
