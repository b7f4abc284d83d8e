/**
 * Issue 13 through the deployed stack (browser → static server → API): the login lock keys on
 * the caller, not the proxy; only an admin touches an admin; logout ends the session; ids and
 * cursors are canonical; refresh rotates; one export per user at a time. Apart from the first,
 * these are API calls through the console's proxy (Playwright's `request`), no page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOGINS, signInAndOpen } from '../support/console';

const api = (path: string) => `/api/merchant${path}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post(api('/users/login'), { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('ten failures for one e-mail lock that e-mail from this address, not everyone behind the proxy', async ({
  page,
  request,
}) => {
  const stranger = { email: `nobody.${Date.now()}@demo.local`, password: 'not-a-password' };
  for (let i = 0; i < 10; i++) expect((await request.post(api('/users/login'), { data: stranger })).status()).toBe(401);
  const locked = await request.post(api('/users/login'), { data: stranger });
  expect(locked.status()).toBe(429);
  expect((await locked.json()).message).toMatch(/Too many failed sign-in attempts/);
  // Everyone else at the same address (the whole office, through the same proxy) still signs in.
  await signInAndOpen(page, LOGINS.admin, '/users-list');
});

test('a user manager cannot touch the company admin; the refusal says why', async ({ request }) => {
  const admin = await tokenOf(request, LOGINS.admin);
  const stamp = Date.now();
  const role = await request.post(api('/roles'), {
    headers: auth(admin),
    data: { name: `User Desk ${stamp}`, permissions: ['PERM_VIEW_USERS_LIST'] },
  });
  expect(role.status()).toBe(201);
  const password = 'Quiet-Lantern-Harbor-58';
  const email = `desk.manager.${stamp}@demo.local`;
  const created = await request.post(api('/users'), {
    headers: auth(admin),
    data: {
      first_name: 'Desk',
      last_name: 'Manager',
      email,
      mobile: '9877700001',
      password,
      role_id: (await role.json()).data.id,
    },
  });
  expect(created.status()).toBe(201);
  const manager = await tokenOf(request, { email, password });
  const me = (await (await request.get(api('/users/me'), { headers: auth(admin) })).json()).data;
  const target = (await (await request.get(api(`/users/${me.id}`), { headers: auth(manager) })).json()).data;
  const res = await request.put(api(`/users/${me.id}`), {
    headers: auth(manager),
    data: {
      first_name: target.first_name,
      last_name: target.last_name,
      email: target.email,
      mobile: target.mobile,
      role_id: target.role_id,
      password: 'Taken-Over-Account-77',
      updated_at: target.updated_at,
    },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe('Only a company admin can change or delete a company admin.');
  // The admin's own password still works.
  await tokenOf(request, LOGINS.admin);
});

test('logout ends the session even when the client sends an empty JSON body', async ({ request }) => {
  const token = await tokenOf(request, LOGINS.viewer);
  const out = await request.post(api('/users/logout'), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: '',
  });
  expect(out.status()).toBe(204);
  const after = await request.get(api('/users/me'), { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a path id or a ledger cursor that is not canonical answers 400 with a message', async ({ request }) => {
  const token = await tokenOf(request, LOGINS.admin);
  for (const id of ['1.5', '0x1', '1e0', '01']) {
    const res = await request.get(api(`/users/${id}`), { headers: auth(token) });
    expect(res.status(), id).toBe(400);
    expect(typeof (await res.json()).message, id).toBe('string');
  }
  // A cursor as the server encodes one for the ledger's default sort ([sortKey, value, id]),
  // holding a date that does not exist, and the same cursor on a real date (answered).
  const cursorAt = (at: string) => Buffer.from(JSON.stringify(['created_at:DESC', at, 5])).toString('base64url');
  const ledger = (at: string) =>
    request.post('/api/customer/wallet/transaction-list', { headers: auth(token), data: { cursor: cursorAt(at) } });
  const bad = await ledger('2026-02-30 10:00:00+00');
  expect(bad.status()).toBe(400);
  expect(typeof (await bad.json()).message).toBe('string');
  expect((await ledger('2026-02-28 10:00:00+00')).status()).toBe(200);
  // An id past the column's range is refused the same way, not a 500.
  const users = (cursor: string) =>
    request.post(api('/users/list'), { headers: auth(token), data: { sortBy: 'id', sortDir: 'ASC', cursor } });
  const overflow = Buffer.from(JSON.stringify(['id:ASC', '2147483648', 1])).toString('base64url');
  expect((await users(overflow)).status()).toBe(400);
});

test('refresh rotates: the replaced token works within the grace, then answers 401', async ({ request }) => {
  const old = await tokenOf(request, LOGINS.ops);
  const me = async (token: string) => (await request.get(api('/users/me'), { headers: auth(token) })).status();
  const res = await request.post(api('/user-management'), {
    headers: auth(old),
    data: { action: 'refresh_token' },
  });
  expect(res.status()).toBe(200);
  const fresh = (await res.json()).data.refresh_token as string;
  // The e2e stack's grace is 3 s (REFRESH_GRACE_SECONDS in support/global-setup.ts; 30 s by default).
  expect(await me(old)).toBe(200);
  await expect.poll(() => me(old), { timeout: 8_000, intervals: [500] }).toBe(401);
  expect(await me(fresh)).toBe(200);
});

test('a second export by the same user while one runs answers 429 with a message', async ({ request }) => {
  const token = await tokenOf(request, LOGINS.ops);
  const exportCsv = () =>
    request.post('/api/customer/customers/export', { headers: auth(token), data: { format: 'csv' } });
  // Sent together: the first holds the caller's one export slot until its file is sent.
  const answers = await Promise.all([exportCsv(), exportCsv(), exportCsv(), exportCsv()]);
  const statuses = answers.map((a) => a.status());
  expect(statuses).toContain(200);
  expect(statuses).toContain(429);
  expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  const busy = answers.find((a) => a.status() === 429)!;
  expect((await busy.json()).message).toMatch(/You already have an export running/);
  // Once it is done, the slot is free again.
  expect((await exportCsv()).status()).toBe(200);
});
