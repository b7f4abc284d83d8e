/**
 * Keyset paging on every list: page 1 by offset, then three pages by `pagination.nextCursor`,
 * equal the offset pages, in both directions, for sorts on unique, repeated and nullable values.
 * A cursor is only good for the sort it came from and only as issued.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, withDemoServer, type TestContext } from './helper';
import { isListRoute, OWN_ROWS } from './list-routes';
import { one, rows } from './people-fixtures';

const LIMIT = 7;

describe('cursor pages equal offset pages on every list', () => {
  let t: TestContext, admin: string, groupId: number, customerId: number;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin } = server);
    groupId = (
      await one<{ id: number }>(t, sql`select id from customer_groups where tenant_id = 1 order by id limit 1`)
    ).id;
    customerId = (
      await one<{ id: number }>(
        t,
        sql`select customer_id as id from orders where tenant_id = 1 group by customer_id order by count(*) desc limit 1`,
      )
    ).id;
  });

  const lists = (): [string, string[]][] => [
    ['/api/merchant/users/list', ['id', 'name', 'status', 'role', 'created_at']],
    ['/api/merchant/roles/list', ['name', 'id']],
    ['/api/merchant/audit/list', ['id', 'action']],
    ['/api/customer/customers/list', ['id', 'name', 'user_origin', 'class_name', 'created_at']],
    [`/api/customer/customers/${customerId}/orders`, ['created_at', 'amount']],
    ['/api/customer/customer-groups/list', ['id', 'member_count', 'name']],
    [`/api/customer/customer-groups/${groupId}/members/list`, ['name', 'mobile', 'id']],
    ['/api/customer/wallet/list', ['id', 'amount', 'type', 'customer_name']],
    ['/api/customer/wallet/transaction-list', ['created_at', 'id']],
  ];

  const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

  it('walks three pages by cursor exactly as by offset, ascending and descending', async () => {
    for (const [url, sorts] of lists()) {
      for (const sortBy of sorts) {
        for (const sortDir of ['ASC', 'DESC'] as const) {
          const what = `${url} ${sortBy} ${sortDir}`;
          const body = { sortBy, sortDir, limit: LIMIT };
          const byOffset = [];
          for (let page = 0; page < 4; page++) {
            const res = await t.call(admin, 'POST', url, { ...body, offset: page * LIMIT });
            assert.equal(res.status, 200, `${what}: ${JSON.stringify(res.body)}`);
            byOffset.push(ids(res));
          }
          const first = await t.call(admin, 'POST', url, { ...body, offset: 0 });
          const walked = [ids(first)];
          let cursor = first.body.pagination.nextCursor as string | null;
          for (let page = 1; page < 4 && cursor; page++) {
            const res = await t.call(admin, 'POST', url, { ...body, cursor });
            assert.equal(res.status, 200, `${what}: ${JSON.stringify(res.body)}`);
            walked.push(ids(res));
            cursor = res.body.pagination.nextCursor;
          }
          const expected = byOffset.filter((page, i) => i === 0 || page.length > 0);
          assert.deepEqual(walked, expected, what);
        }
      }
    }
  });

  it('answers nextCursor null on the last page, also when it is exactly full', async () => {
    const total = (await t.call(admin, 'POST', '/api/merchant/roles/list', {})).body.pagination.total as number;
    const exact = await t.call(admin, 'POST', '/api/merchant/roles/list', { limit: total });
    assert.equal(exact.body.data.length, total);
    assert.equal(exact.body.pagination.nextCursor, null);
  });

  it('refuses a cursor of another sort, a forged or re-encoded one, and a deep offset (400 with a message)', async () => {
    const url = '/api/customer/customers/list';
    const page = await t.call(admin, 'POST', url, { sortBy: 'name', limit: 5 });
    const cursor = page.body.pagination.nextCursor as string;
    const other = await t.call(admin, 'POST', url, { sortBy: 'name', sortDir: 'DESC', cursor });
    assert.equal(other.status, 400);
    assert.match(other.body.message, /another sort/);
    const forged = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['id:DESC', 'x', 1])).toString('base64url'),
      Buffer.from(JSON.stringify(['id:DESC', '12', 0])).toString('base64url'),
      Buffer.from(JSON.stringify(['created_at:DESC', '2026-02-30 10:00:00+00', 5])).toString('base64url'),
      Buffer.from(JSON.stringify(['id:DESC', '12', 5, 'extra'])).toString('base64url'),
      Buffer.from(JSON.stringify(['id:DESC', '12', 5]))
        .toString('base64url')
        .slice(0, -2),
    ];
    for (const bad of forged) {
      const sortBy = bad.includes('Y3JlYXRlZF9hd') ? 'created_at' : 'id';
      const res = await t.call(admin, 'POST', url, { sortBy, sortDir: 'DESC', cursor: bad });
      assert.equal(res.status, 400, `${bad}: ${JSON.stringify(res.body)}`);
      assert.equal(typeof res.body.message, 'string');
    }
    const deep = await t.call(admin, 'POST', url, { offset: 10_001 });
    assert.equal(deep.status, 400);
    assert.match(deep.body.message, /nextCursor/);
  });
});

/** A cursor as this server encodes one, holding whatever an attacker puts in it. */
const forge = (sortKey: string, value: unknown, id: unknown) =>
  Buffer.from(JSON.stringify([sortKey, value, id])).toString('base64url');

/** Sort values no sort of any list may be handed to the database with: every kind's out-of-range and malformed text. */
const HOSTILE_VALUES: unknown[] = [
  '2147483648',
  '-2147483649',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999',
  '-0',
  '007',
  '1e3',
  '1.5',
  'NaN',
  'abc',
  '',
  'x\u0000y',
  '\ud800',
  'a'.repeat(601),
  '2026-02-30 10:00:00+00',
  '2026-02-28 24:00:00+00',
  '0000-01-01 00:00:00+00',
  '2026-01-01 00:00:00+16',
  5,
  true,
  {},
];
/** Tie-breaker ids past every id column's range, or no id at all. */
const HOSTILE_IDS: unknown[] = [2147483648, 2 ** 53 - 1, 2 ** 53 + 2, 0, -1, 1.5, '1', null];

describe('a forged cursor on any list route and sort answers 400 { message } or a page, never 5xx', () => {
  let t: TestContext;
  let admin: string;
  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  it('holds for every list route the app registers, every sort it offers, every hostile value and id', async () => {
    const routes = t.app.accessTable.filter(isListRoute);
    assert.ok(routes.length >= 15, `the list routes (found ${routes.length})`);
    let sent = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const own = OWN_ROWS[key];
      assert.ok(own, `${key}: no OWN_ROWS entry (test/list-routes.ts)`);
      const pathId = own.pathId ? Number((await rows<{ id: number }>(t, own.pathId(1)))[0]?.id) : undefined;
      const url = route.url.replace(':id', String(pathId));
      // The sorts a list offers, from its own refusal of an unknown one.
      const refused = await t.call(admin, 'POST', url, { sortBy: 'no_such_sort' });
      assert.equal(refused.status, 400, `${key}: ${JSON.stringify(refused.body)}`);
      const sorts = /one of: (.*)\.$/.exec(refused.body.message)![1]!.split(', ');
      const send = async (sortBy: string, cursor: string, what: string) => {
        sent += 1;
        const res = await t.call(admin, 'POST', url, { sortBy, sortDir: 'ASC', limit: 2, cursor });
        if (res.status >= 500 || (res.status !== 200 && typeof res.body.message !== 'string')) {
          failures.push(`${key} ${sortBy} ${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
        return res;
      };
      for (const sortBy of sorts) {
        for (const value of HOSTILE_VALUES) await send(sortBy, forge(`${sortBy}:ASC`, value, 1), JSON.stringify(value));
        // A real cursor of this sort, its id replaced.
        const first = await t.call(admin, 'POST', url, { sortBy, sortDir: 'ASC', limit: 1 });
        assert.equal(first.status, 200, `${key} ${sortBy}: ${JSON.stringify(first.body)}`);
        const issued = first.body.pagination.nextCursor as string | null;
        const value = issued ? JSON.parse(Buffer.from(issued, 'base64url').toString())[1] : null;
        for (const id of HOSTILE_IDS) await send(sortBy, forge(`${sortBy}:ASC`, value, id), `id ${JSON.stringify(id)}`);
      }
    }
    console.log(`forged cursors: ${sent} requests to ${routes.length} list routes, ${failures.length} failures`);
    assert.deepEqual(failures, []);
  });
});
