/**
 * Deploying a remote is: build it alone, serve its dist, point the registry at it. The host's
 * build is not touched — its files are hashed before and after and must not change.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOGINS } from '../support/console';
import { E2E, ROOT } from '../support/env';
import { serveDist, startApi } from '../support/stack';

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a rebuilt remote with a visible change shows up in the unchanged host build', async ({ browser }) => {
  test.setTimeout(240_000);
  const hostDist = path.join(ROOT, 'host', 'dist');
  const hostBefore = hashTree(hostDist);

  // The admin team's change, built alone from a copy of their package.
  const adminDir = path.join(ROOT, 'remote-admin');
  const v2 = path.join(adminDir, '.e2e-v2');
  rmSync(v2, { recursive: true, force: true });
  for (const part of ['src', 'public', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(adminDir, part), path.join(v2, part), { recursive: true });
  }
  const tsconfig = path.join(v2, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    readFileSync(tsconfig, 'utf8').replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'),
  );
  const page = path.join(v2, 'src', 'features', 'users', 'user-list-page.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain('title="Users List"');
  writeFileSync(page, source.replaceAll('title="Users List"', 'title="Team Members"'));
  execFileSync(path.join(adminDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: v2,
    stdio: 'inherit',
    env: { ...process.env },
  });
  expect(existsSync(path.join(v2, 'dist', 'mf-manifest.json'))).toBe(true);

  // Its own server, and a registry that points at it; the host is served from the same dist.
  const ports = { api: E2E.apiPort + 10, host: E2E.hostPort + 10, admin: E2E.adminPort + 10 };
  const stopAdmin = await serveDist(path.join(v2, 'dist'), ports.admin);
  const stopApi = await startApi({
    port: ports.api,
    dataDir: path.join(ROOT, 'e2e', '.data-v2'),
    jwtSecret: E2E.jwtSecret,
    env: { REMOTE_ADMIN_URL: `http://localhost:${ports.admin}/mf-manifest.json`, REMOTE_ADMIN_VERSION: '2.0.0' },
  });
  const stopHost = await serveDist(hostDist, ports.host, `http://127.0.0.1:${ports.api}`);
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${ports.host}` });
    const tab = await context.newPage();
    await tab.goto('/login');
    await tab.getByPlaceholder('Enter your email address').fill(LOGINS.admin.email);
    await tab.getByPlaceholder('Enter your password').fill(LOGINS.admin.password);
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await expect(tab.getByRole('heading', { name: 'Team Members' })).toBeVisible();
    await context.close();
  } finally {
    await Promise.all([stopHost(), stopAdmin()]);
    await stopApi();
    rmSync(v2, { recursive: true, force: true });
  }
  expect(hashTree(hostDist)).toBe(hostBefore);
});
