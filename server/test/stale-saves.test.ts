/**
 * Stale saves: every record edit carries the `updated_at` its form loaded; a record changed since
 * answers 409 STALE_RECORD and nothing is written. `updated_at` round-trips exactly (microseconds)
 * between the detail, the list row and the edit, and every successful save moves it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { API, EXACT_ISO, move, newCustomer, newWallet, rows } from './people-fixtures';

const STALE = { message: 'This record was changed by someone else. Reload to see the latest.', code: 'STALE_RECORD' };

interface Case {
  name: string;
  /** Creates the record; answers its detail URL, list call and a valid edit body (without updated_at). */
  setup(): Promise<{
    url: string;
    list: [string, Record<string, unknown>];
    edit: (n: number) => Record<string, unknown>;
  }>;
  /** The table whose row must not change on a refused save. */
  table: string;
}

describe('stale saves answer 409', () => {
  let t: TestContext;
  let admin: string;

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  const cases: Case[] = [
    {
      name: 'PUT /api/merchant/users/:id',
      table: 'users',
      async setup() {
        const created = await t.call(admin, 'POST', '/api/merchant/users', {
          first_name: 'Stale',
          last_name: 'User',
          email: 'stale.user@demo.local',
          mobile: '9812345678',
          password: 'Quiet-Lantern-Harbor-58',
          role_id: 3,
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const u = created.body.data;
        return {
          url: `/api/merchant/users/${u.id}`,
          list: ['/api/merchant/users/list', { search: 'stale.user@demo' }],
          edit: (n) => ({
            first_name: 'Stale',
            last_name: `User${'x'.repeat(n)}`,
            email: u.email,
            mobile: u.mobile,
            role_id: 3,
          }),
        };
      },
    },
    {
      name: 'PUT /api/merchant/roles/:id',
      table: 'roles',
      async setup() {
        const created = await t.call(admin, 'POST', '/api/merchant/roles', { name: 'Stale Role', permissions: [] });
        assert.equal(created.status, 201);
        return {
          url: `/api/merchant/roles/${created.body.data.id}`,
          list: ['/api/merchant/roles/list', { search: 'stale role' }],
          edit: (n) => ({ name: `Stale Role ${n}`, permissions: ['PERM_VIEW_RULE_LIST'] }),
        };
      },
    },
    {
      name: 'PUT /api/customer/customers/:id',
      table: 'customers',
      async setup() {
        const c = await newCustomer(t, admin, { first_name: 'Stalecustomer' });
        return {
          url: `${API}/customers/${c.id}`,
          list: [`${API}/customers/list`, { search: 'stalecustomer' }],
          edit: (n) => ({ first_name: 'Stalecustomer', last_name: `Edit${'x'.repeat(n)}`, mobile: c.mobile }),
        };
      },
    },
    {
      name: 'PUT /api/customer/customer-groups/:id',
      table: 'customer_groups',
      async setup() {
        const g = await t.call(admin, 'POST', `${API}/customer-groups`, { name: 'Stale Crew', customer_ids: [] });
        assert.equal(g.status, 201);
        return {
          url: `${API}/customer-groups/${g.body.data.id}`,
          list: [`${API}/customer-groups/list`, { search: 'stale crew' }],
          edit: (n) => ({ name: `Stale Crew ${n}` }),
        };
      },
    },
    {
      name: 'PUT /api/customer/wallet/:id',
      table: 'wallets',
      async setup() {
        const c = await newCustomer(t, admin, { first_name: 'Stalewallet' });
        const w = await newWallet(t, admin, { customer_id: c.id, name: 'Stale Wallet' });
        return {
          url: `${API}/wallet/${w.id}`,
          list: [`${API}/wallet/list`, { customer_id: c.id }],
          edit: (n) => ({ customer_id: c.id, name: `Stale Wallet ${n}`, type: 'prepaid' }),
        };
      },
    },
  ];

  for (const c of cases) {
    it(`${c.name}: exact updated_at round trip, 409 over another save, nothing written`, async () => {
      const { url, list, edit } = await c.setup();
      const loaded = (await t.call(admin, 'GET', url)).body.data;
      assert.match(loaded.updated_at, EXACT_ISO);
      const row = (await t.call(admin, 'POST', list[0], { ...list[1], limit: 100 })).body.data.find(
        (r: { id: number }) => r.id === loaded.id,
      );
      assert.equal(row.updated_at, loaded.updated_at, 'the list row carries the same updated_at');

      // Someone else saves first: the save moves updated_at, and the detail shows the new one.
      const first = await t.call(admin, 'PUT', url, { ...edit(1), updated_at: loaded.updated_at });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.notEqual(first.body.data.updated_at, loaded.updated_at);
      assert.equal((await t.call(admin, 'GET', url)).body.data.updated_at, first.body.data.updated_at);

      // The stale form's save: 409, and the row is as the first save left it.
      const stored = await rows(t, sql`select * from ${sql.identifier(c.table)} where id = ${loaded.id}`);
      const stale = await t.call(admin, 'PUT', url, { ...edit(2), updated_at: loaded.updated_at });
      assert.deepEqual([stale.status, stale.body], [409, STALE]);
      assert.deepEqual(await rows(t, sql`select * from ${sql.identifier(c.table)} where id = ${loaded.id}`), stored);

      // The reloaded version saves; a malformed one is a 400.
      const reloaded = await t.call(admin, 'PUT', url, { ...edit(3), updated_at: first.body.data.updated_at });
      assert.equal(reloaded.status, 200);
      const malformed = await t.call(admin, 'PUT', url, { ...edit(4), updated_at: '2026-02-30T10:00:00Z' });
      assert.equal(malformed.status, 400);
      const missing = await t.call(admin, 'PUT', url, edit(4));
      assert.equal(missing.status, 400);
    });
  }

  it('two saves of one loaded version at once: one lands, the other is 409', async () => {
    const c = await newCustomer(t, admin, { first_name: 'Racer' });
    const url = `${API}/customers/${c.id}`;
    const body = (last: string) => ({
      first_name: 'Racer',
      last_name: last,
      mobile: c.mobile,
      updated_at: c.updated_at,
    });
    const answers = await Promise.all([t.call(admin, 'PUT', url, body('One')), t.call(admin, 'PUT', url, body('Two'))]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    assert.equal((await t.call(admin, 'GET', url)).body.data.last_name, winner.last_name);
  });

  it('a fund movement moves the wallet’s updated_at: a form loaded before it is stale', async () => {
    const c = await newCustomer(t, admin);
    const w = await newWallet(t, admin, { customer_id: c.id });
    await move(t, admin, w.id, 10);
    const res = await t.call(admin, 'PUT', `${API}/wallet/${w.id}`, {
      customer_id: c.id,
      name: 'Renamed',
      type: 'prepaid',
      updated_at: (w as { updated_at?: string }).updated_at,
    });
    assert.deepEqual([res.status, res.body.code], [409, 'STALE_RECORD']);
  });
});
