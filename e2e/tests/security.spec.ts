/**
 * Issue 13 through the deployed stack (browser → static server → API): the login lock keys on
 * the caller, not the proxy; only an admin touches an admin; logout ends the session.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOGINS, signInAndLand } from '../support/console';

const api = (path: string) => `/api/merchant${path}`;

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
  await signInAndLand(page, LOGINS.admin, /\/users-list$/);
});

test('a user manager cannot touch the company admin; the refusal says why', async ({ request }) => {
  const admin = await tokenOf(request, LOGINS.admin);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
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
