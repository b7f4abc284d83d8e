/**
 * The platform story end to end: a team builds remote-admin 2.0.0 and publishes it from its
 * pipeline with a deploy token; the platform operator rolls it out to tenant 2 first, makes it
 * current, rolls back — each tenant's admin sees what it should on reload, and the audit log has
 * every step. A build the host cannot run is refused with the reason. The kill switch hides
 * People for every tenant while the rest works; `?disable-remotes=` is the platform operator's
 * diagnosis, ignored for a tenant admin.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOGINS, sidebarSections, signIn } from '../support/console';
import { E2E, ROOT } from '../support/env';
import { buildAdminCopy, hostDist, retitleUsersList } from '../support/remote-copy';
import { serveDist, startApi } from '../support/stack';

const run = promisify(execFile);
const OFFSET = 30;
const ports = {
  api: E2E.apiPort + OFFSET,
  host: E2E.hostPort + OFFSET,
  v2: E2E.adminPort + OFFSET,
  refused: E2E.adminPort + OFFSET + 1,
};
const api = `http://127.0.0.1:${ports.api}/api`;
const v2Manifest = `http://localhost:${ports.v2}/mf-manifest.json`;
const refusedManifest = `http://localhost:${ports.refused}/mf-manifest.json`;

/** `pnpm remote:publish` as a pipeline runs it: its exit code and what it printed. */
async function publish(token: string, version: string, manifestUrl: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'remote-publish.mjs'),
        'remote-admin',
        '--version',
        version,
        '--manifest-url',
        manifestUrl,
        '--api',
        api,
      ],
      { env: { ...process.env, DEPLOY_TOKEN: token }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function signedIn(browser: Browser, who: { email: string; password: string }, landing: RegExp) {
  const context = await browser.newContext({ baseURL: `http://localhost:${ports.host}` });
  const tab = await context.newPage();
  await signIn(tab, who);
  await expect(tab).toHaveURL(landing);
  return { context, tab };
}

/** The title a tenant's admin sees on the users list after a fresh load. */
async function expectUsersTitle(tab: Page, title: string) {
  await tab.goto('/users-list');
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

/** One remote's card on the platform's Remotes page. */
const remoteCard = (tab: Page, remote: string) => tab.getByRole('region', { name: new RegExp(`^${remote}`) });

/** Answers the confirmation the platform page asks before a change. */
async function confirm(tab: Page, label: string) {
  const dialog = tab.getByRole('alertdialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('publish, canary, make current and roll back remote-admin; refuse a build the host cannot run; switch People off', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const v2 = buildAdminCopy('.e2e-platform', retitleUsersList('Team Members'), { REMOTE_VERSION: '2.0.0' });
  // The same build declaring a @console/shared the host does not have: the platform must refuse it.
  const refusedDist = path.join(ROOT, 'remote-admin', '.e2e-platform-refused');
  rmSync(refusedDist, { recursive: true, force: true });
  cpSync(path.join(v2, 'dist'), refusedDist, { recursive: true });
  const infoFile = path.join(refusedDist, 'console-remote.json');
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { version: string; shared: Record<string, string> };
  expect(info.version).toBe('2.0.0');
  writeFileSync(infoFile, JSON.stringify({ ...info, version: '3.0.0', shared: { '@console/shared': '^1.99.0' } }));

  // The platform's versions start from a configuration file, as a fresh deployment's do: 1.0.0 of
  // each remote is the build the rest of the suite runs.
  const dataDir = `${E2E.dataDir}-platform`;
  const remotesConfig = path.join(`${dataDir}-config`, 'remotes.json');
  mkdirSync(path.dirname(remotesConfig), { recursive: true });
  writeFileSync(
    remotesConfig,
    JSON.stringify({
      remotes: {
        'remote-people': { manifestUrl: E2E.peopleManifest, version: '1.0.0' },
        'remote-touchpoints': { manifestUrl: E2E.touchpointsManifest, version: '1.0.0' },
        'remote-transactions': { manifestUrl: E2E.transactionsManifest, version: '1.0.0' },
        'remote-admin': { manifestUrl: E2E.adminManifest, version: '1.0.0' },
      },
    }),
  );
  const stopV2 = await serveDist(path.join(v2, 'dist'), ports.v2);
  const stopRefused = await serveDist(refusedDist, ports.refused);
  const stopApi = await startApi({
    port: ports.api,
    dataDir,
    jwtSecret: E2E.jwtSecret,
    env: { REMOTES_CONFIG: remotesConfig },
  });
  const stopHost = await serveDist(
    hostDist,
    ports.host,
    `http://127.0.0.1:${ports.api}`,
    [E2E.peopleManifest, E2E.touchpointsManifest, E2E.transactionsManifest, E2E.adminManifest, v2Manifest].map(
      (url) => new URL(url).origin,
    ),
  );
  const contexts: BrowserContext[] = [];
  try {
    const platform = await signedIn(browser, LOGINS.platform, /\/platform\/tenants$/);
    const demo = await signedIn(browser, LOGINS.admin, /\/transaction-list$/);
    const acme = await signedIn(browser, LOGINS.acme, /\/transaction-list$/);
    contexts.push(platform.context, demo.context, acme.context);
    const ops = platform.tab;

    await test.step('the platform operator issues remote-admin a deploy token', async () => {
      await ops.goto('/platform/deploy-tokens');
      await ops.getByRole('button', { name: 'Issue Token' }).click();
      const dialog = ops.getByRole('dialog');
      await dialog.getByLabel('Remote').selectOption('remote-admin');
      await dialog.getByLabel('Name').fill('admin-team CI');
      await dialog.getByRole('button', { name: 'Issue Token' }).click();
      await expect(dialog.getByTestId('issued-token')).toHaveText(/^dpl_/);
    });
    const token = (await ops.getByTestId('issued-token').innerText()).trim();
    await ops.getByRole('button', { name: 'I Have Copied It' }).click();

    await test.step('the pipeline publishes 2.0.0; a build for a newer @console/shared is refused with why', async () => {
      const refused = await publish(token, '3.0.0', refusedManifest);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('^1.99.0');
      const published = await publish(token, '2.0.0', v2Manifest);
      expect(published.output).not.toContain('refused');
      expect(published.code).toBe(0);
    });

    await test.step('2.0.0 is rolled out to tenant 2 only', async () => {
      await ops.goto('/platform/remotes');
      await remoteCard(ops, 'remote-admin').getByRole('button', { name: 'Roll out 2.0.0 to tenants' }).click();
      const dialog = ops.getByRole('dialog');
      await dialog.getByText(/\(module 2\)/).click();
      await dialog.getByRole('button', { name: 'Roll Out' }).click();
      await expect(dialog).toBeHidden();
      await expectUsersTitle(acme.tab, 'Team Members');
      await expectUsersTitle(demo.tab, 'Users List');
    });

    await test.step('2.0.0 made current reaches tenant 1 too', async () => {
      await remoteCard(ops, 'remote-admin').getByRole('button', { name: 'Make 2.0.0 current' }).click();
      await confirm(ops, 'Make Current');
      await expectUsersTitle(demo.tab, 'Team Members');
      await expectUsersTitle(acme.tab, 'Team Members');
    });

    await test.step('roll back: both tenants get 1.0.0 again', async () => {
      await remoteCard(ops, 'remote-admin').getByRole('button', { name: 'Roll Back to 1.0.0' }).click();
      await confirm(ops, 'Roll Back');
      await expectUsersTitle(demo.tab, 'Users List');
      await expectUsersTitle(acme.tab, 'Users List');
    });

    await test.step('every step is in the audit log', async () => {
      await ops.goto('/audit-log');
      await expect(ops.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible({ timeout: 20_000 });
      const table = ops.getByRole('table');
      for (const action of [/issue|create/i, /publish/i, /roll ?out/i, /make ?current/i, /roll ?back/i]) {
        await expect(table.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
      }
    });

    await test.step('the kill switch hides People for every tenant; the rest works', async () => {
      await ops.goto('/platform/remotes');
      const people = remoteCard(ops, 'remote-people');
      await people.getByRole('button', { name: 'Switch Off' }).click();
      await confirm(ops, 'Switch Off');
      await expect(people.getByText('Switched off')).toBeVisible();
      for (const [tenant, section] of [
        [demo.tab, 'People'],
        [acme.tab, 'Employees'],
      ] as const) {
        await tenant.goto('/customer-list');
        // The calm no-access page, not the section's crash screen.
        await expect(tenant.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await expect(tenant.getByRole('heading', { name: /People List|Employees List/ })).toHaveCount(0);
        await expect(tenant.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
        expect(await sidebarSections(tenant)).not.toContain(section);
        await expectUsersTitle(tenant, 'Users List');
      }
      await people.getByRole('button', { name: 'Switch On' }).click();
      await confirm(ops, 'Switch On');
      await demo.tab.goto('/customer-list');
      await expect(demo.tab.getByRole('heading', { name: 'People List' })).toBeVisible({ timeout: 15_000 });
    });

    await test.step('?disable-remotes= serves the platform operator and is ignored for a tenant admin', async () => {
      await ops.goto('/platform/tenants?disable-remotes=remote-admin');
      await expect(ops.getByTestId('override-banner')).toContainText(/remote-admin|Administration/);
      await ops.getByRole('button', { name: 'Clear' }).click();
      await expect(ops.getByTestId('override-banner')).toHaveCount(0);
      await demo.tab.goto('/customer-list?disable-remotes=remote-people');
      await expect(demo.tab.getByRole('heading', { name: 'People List' })).toBeVisible({ timeout: 15_000 });
      await expect(demo.tab.getByTestId('override-banner')).toHaveCount(0);
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await Promise.all([stopHost(), stopV2(), stopRefused()]);
    await stopApi();
    rmSync(v2, { recursive: true, force: true });
    rmSync(refusedDist, { recursive: true, force: true });
    rmSync(`${dataDir}-config`, { recursive: true, force: true });
  }
});
