/**
 * The static server (scripts/serve-apps.mjs) as deployed, in a process of its own: a generated
 * corpus of malformed paths, encodings, headers and request lines never gets a 5xx from it and
 * never ends it, and afterwards it still serves /login and proxies /api. The console pages carry
 * the security headers, and the page works under its Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E, ROOT } from '../support/env';
import { malformedRequests, rawRequest, startStaticServer } from '../support/raw-http';
import { LOGINS, signInAndOpen } from '../support/console';

const CORPUS_SIZE = 600;

test('a generated corpus of malformed requests never ends the static server', async () => {
  test.setTimeout(120_000);
  const host = await startStaticServer({ dir: path.join(ROOT, 'host', 'dist'), spa: true, apiUrl: E2E.apiUrl });
  const remote = await startStaticServer({ dir: path.join(ROOT, 'remote-people', 'dist') });
  try {
    const corpus = malformedRequests(CORPUS_SIZE);
    const failures: string[] = [];
    let answered = 0;
    for (const server of [host, remote]) {
      for (let i = 0; i < corpus.length; i += 25) {
        const answers = await Promise.all(corpus.slice(i, i + 25).map((bytes) => rawRequest(server.port, bytes)));
        answers.forEach((answer, j) => {
          const request = corpus[i + j]!.split('\r\n')[0]!.slice(0, 120);
          if (answer.status !== null) answered += 1;
          // The API behind /api answers for itself; this server's own answers are 4xx at worst.
          if (answer.status !== null && answer.status >= 500) failures.push(`${answer.status} ← ${request}`);
          // Whatever path it was asked for, an answer that is the console page is never framed or kept.
          const { headers } = answer;
          if (/text\/html/.test(headers['content-type'] ?? '')) {
            if (!(headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"))
              failures.push(`HTML without frame-ancestors ← ${request}`);
            if (headers['x-frame-options'] !== 'DENY') failures.push(`HTML without X-Frame-Options ← ${request}`);
            if (/immutable/.test(headers['cache-control'] ?? '')) failures.push(`HTML cached immutable ← ${request}`);
          }
        });
        expect(server.child.exitCode, 'the static server is still running').toBeNull();
      }
    }
    console.log(
      `static server: ${corpus.length * 2} malformed requests sent, ${answered} answered, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    // The answers were read, not lost: a request the server drops silently proves nothing.
    expect(answered).toBeGreaterThan(corpus.length * 2 * 0.9);
    // A malformed call meant for the API hears the API's { message } shape from the edge.
    const api = await rawRequest(host.port, 'GET /api/merchant/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(api.status).toBe(400);
    expect(api.headers['content-type']).toMatch(/application\/json/);

    // Still serving: the console page, a remote's entry, and the API through the proxy.
    const login = await fetch(`http://127.0.0.1:${host.port}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toMatch(/<div id="?root"?>/);
    expect((await fetch(`http://127.0.0.1:${remote.port}/remoteEntry.js`)).status).toBe(200);
    const health = await fetch(`http://127.0.0.1:${host.port}/api/merchant/health`);
    expect(health.status).toBe(200);
  } finally {
    await host.stop();
    await remote.stop();
  }
});

test('the proxy tells the API who called, and a client cannot forge it', async ({ request }) => {
  // The login's audit row holds the address the proxy saw; the client's forged X-Forwarded-For
  // is dropped by the edge, not believed.
  const token = (
    await (
      await request.post('/api/merchant/users/login', {
        data: { email: LOGINS.admin.email, password: LOGINS.admin.password },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      })
    ).json()
  ).token as string;
  const audit = await request.post('/api/merchant/audit/list', {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'login', limit: 1 },
  });
  const [entry] = (await audit.json()).data as { ip: string }[];
  expect(entry!.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
});

test('console pages send the security headers; the CSP admits the inline config script by its hash', async ({
  request,
}) => {
  for (const pathName of ['/login', '/users-list', '/customer-view/1']) {
    const res = await request.get(pathName);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const html = await res.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  }
  // The served page is the built one, whose inline script came from host/public/index.html.
  expect(readFileSync(path.join(ROOT, 'host', 'dist', 'index.html'), 'utf8')).toContain('__CONSOLE_CONFIG__');
  const api = await request.get('/api/merchant/health');
  expect(api.headers()['cache-control']).toBe('no-store');
});

test('the console works under its CSP: no violation while signing in and opening a remote page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  // Chakra's styles are applied (emotion fills its empty <style> elements through the CSSOM).
  const button = page.getByRole('button', { name: 'Add User' });
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, radius: s.borderTopLeftRadius };
  });
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(style.radius).not.toBe('0px');
  await page.screenshot({ path: test.info().outputPath('users-list-under-csp.png') });
  await page.goto('/customer-list');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the console cannot be framed', async ({ page }) => {
  await page.setContent(`<iframe id="f" src="${E2E.hostUrl}/login"></iframe>`);
  const frame = page.frame({ url: /\/login$/ });
  // Chromium blocks the document: the frame stays empty (no login form inside).
  await page.waitForTimeout(1000);
  const hasForm = frame ? await frame.locator('input[type="password"]').count() : 0;
  expect(hasForm).toBe(0);
});
