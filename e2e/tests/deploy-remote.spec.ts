/**
 * Deploying a remote is: build it alone, serve its dist, point the registry at it. The host's
 * build is not touched — its files are hashed before and after and must not change. A remote
 * built against a newer @console/shared than the host provides is refused with a reason.
 */
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOGINS } from '../support/console';
import { E2E } from '../support/env';
import { buildAdminCopy, hashTree, hostDist, retitleUsersList } from '../support/remote-copy';
import { serveDist, startApi } from '../support/stack';

/** The unchanged host build, the copy's dist and an API whose registry points at the copy. */
async function withDeployedCopy(browser: Browser, copy: string, offset: number, run: (tab: Page) => Promise<void>) {
  const ports = { api: E2E.apiPort + offset, host: E2E.hostPort + offset, admin: E2E.adminPort + offset };
  const stopAdmin = await serveDist(path.join(copy, 'dist'), ports.admin);
  const stopApi = await startApi({
    port: ports.api,
    dataDir: `${E2E.dataDir}-deploy-${offset}`,
    jwtSecret: E2E.jwtSecret,
    env: {
      REMOTE_ADMIN_URL: `http://localhost:${ports.admin}/mf-manifest.json`,
      REMOTE_ADMIN_VERSION: '2.0.0',
      REMOTE_PEOPLE_URL: E2E.peopleManifest,
    },
  });
  // The edge's CSP names where remotes may load from: the new origin is added there, as the
  // registry is; the host's build is not touched.
  const stopHost = await serveDist(hostDist, ports.host, `http://127.0.0.1:${ports.api}`, [
    `http://localhost:${ports.admin}`,
    new URL(E2E.peopleManifest).origin,
  ]);
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${ports.host}` });
    const tab = await context.newPage();
    await tab.goto('/login');
    await tab.getByPlaceholder('Enter your email address').fill(LOGINS.admin.email);
    await tab.getByPlaceholder('Enter your password').fill(LOGINS.admin.password);
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await expect(tab).not.toHaveURL(/\/login$/);
    await run(tab);
    await context.close();
  } finally {
    await Promise.all([stopHost(), stopAdmin()]);
    await stopApi();
    rmSync(copy, { recursive: true, force: true });
  }
}

test('a rebuilt remote with a visible change shows up in the unchanged host build', async ({ browser }) => {
  test.setTimeout(240_000);
  const hostBefore = hashTree(hostDist);
  const copy = buildAdminCopy('.e2e-v2', retitleUsersList('Team Members'));
  await withDeployedCopy(browser, copy, 10, async (tab) => {
    // Sign-in lands on Touchpoint Orders; the users list is one click away.
    await tab.goto('/users-list');
    await expect(tab.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  });
  expect(hashTree(hostDist)).toBe(hostBefore);
});

test('a remote built against a newer @console/shared shows its fallback with the reason; the rest works', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const copy = buildAdminCopy('.e2e-v3', (dir) => {
    const manifest = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@console/shared']).toMatch(/^workspace:\^1\./);
    // Built against the exports of a shared 1.99 the host does not have.
    pkg.dependencies['@console/shared'] = 'workspace:^1.99.0';
    writeFileSync(manifest, JSON.stringify(pkg, null, 2));
  });
  await withDeployedCopy(browser, copy, 20, async (tab) => {
    await tab.goto('/users-list');
    await expect(tab.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByTestId('section-failure-reason')).toContainText('deploy the host first');
    await expect(tab.getByTestId('section-failure-reason')).toContainText('^1.99.0');
    // Another remote's section is unaffected.
    await tab.goto('/customer-list');
    await expect(tab.getByRole('heading', { name: 'People List' })).toBeVisible();
  });
});
