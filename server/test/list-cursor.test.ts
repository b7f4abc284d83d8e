/**
 * Keyset paging on every list: page 1 by offset, then three pages by `pagination.nextCursor`,
 * equal the offset pages, in both directions, for sorts on unique, repeated and nullable values.
 * A cursor is only good for the sort it came from and only as issued.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { one } from './people-fixtures';
import { sql } from 'drizzle-orm';

const LIMIT = 7;

describe('cursor pages equal offset pages on every list', () => {
  let t: TestContext;
  let admin: string;
  let groupId: number;
  let customerId: number;

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
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
  after(() => t.close());

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
