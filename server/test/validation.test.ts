/** Bad input anywhere is a 400 with a message, and changes nothing. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';

const validUser = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera.iyer@demo.local',
  mobile: '9876543210',
  password: 'Str0ng@pass',
  role_id: 2,
  status: 1,
};

describe('bad bodies answer 400 { message } and write nothing', () => {
  let t: TestContext;
  let admin: string;
  const counts = async () => {
    const r = await t.database.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from audit_log where action <> 'login')::int as audit`,
    );
    return (r as any).rows[0];
  };

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  const cases: [string, string, string, unknown][] = [
    ['missing fields', 'POST', '/api/merchant/users', { first_name: 'Meera' }],
    ['wrong types', 'POST', '/api/merchant/users', { ...validUser, role_id: 'two', status: 'active' }],
    ['a negative id', 'POST', '/api/merchant/users', { ...validUser, role_id: -2 }],
    ['NaN as a string', 'POST', '/api/merchant/users', { ...validUser, role_id: 'NaN' }],
    ['a fractional id', 'POST', '/api/merchant/users', { ...validUser, role_id: 2.5 }],
    ['SQL text in a name', 'POST', '/api/merchant/users', { ...validUser, first_name: "x'; DROP TABLE users; --" }],
    ['script text in a name', 'POST', '/api/merchant/users', { ...validUser, last_name: '<script>alert(1)</script>' }],
    ['an invalid e-mail', 'POST', '/api/merchant/users', { ...validUser, email: 'not-an-email' }],
    ['an invalid mobile', 'POST', '/api/merchant/users', { ...validUser, mobile: '12ab' }],
    ['an unknown field', 'POST', '/api/merchant/users', { ...validUser, is_admin: true }],
    ['a weak password', 'POST', '/api/merchant/users', { ...validUser, password: 'short' }],
    ['a role of another tenant', 'POST', '/api/merchant/users', { ...validUser, role_id: 4 }],
    [
      'script text in a role name',
      'POST',
      '/api/merchant/roles',
      { name: '<img src=x onerror=alert(1)>', permissions: [] },
    ],
    ['an unknown permission', 'POST', '/api/merchant/roles', { name: 'Auditors', permissions: ['PERM_ROOT'] }],
    ['an array body', 'POST', '/api/merchant/roles', [1, 2]],
    ['a negative offset', 'POST', '/api/merchant/users/list', { offset: -10 }],
    ['an unknown sortBy', 'POST', '/api/merchant/users/list', { sortBy: 'password_hash' }],
    ['SQL in sortBy', 'POST', '/api/merchant/users/list', { sortBy: 'id; drop table users' }],
    ['a lower-case sortDir', 'POST', '/api/merchant/users/list', { sortBy: 'id', sortDir: 'desc' }],
    ['an offset too deep for OFFSET', 'POST', '/api/merchant/users/list', { offset: 500000 }],
    ['a path id that is not a number', 'GET', '/api/merchant/users/abc', undefined],
    ['a path id of zero', 'PUT', '/api/merchant/users/0', validUser],
    ['a forged cursor', 'POST', '/api/customer/wallet/transaction-list', { cursor: 'bm90LWEtY3Vyc29y' }],
  ];

  for (const [label, method, url, body] of cases) {
    it(label, async () => {
      const before = await counts();
      const res = await t.call(admin, method as 'POST', url, body);
      assert.equal(res.status, 400, `${label}: ${res.status} ${JSON.stringify(res.body)}`);
      assert.equal(typeof res.body.message, 'string');
      assert.ok(res.body.message.length > 5);
      assert.doesNotMatch(res.body.message, /at \w+ \(|node_modules|stack/i);
      assert.deepEqual(await counts(), before);
    });
  }

  it('a 10 MB body', async () => {
    const before = await counts();
    const res = await t.call(admin, 'POST', '/api/merchant/users', {
      ...validUser,
      first_name: 'a'.repeat(10 * 1024 * 1024),
    });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /too large/);
    assert.deepEqual(await counts(), before);
  });

  it('malformed JSON and NaN literals', async () => {
    for (const payload of ['{"email":', '{"role_id": NaN}', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/users',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload,
      });
      assert.equal(res.statusCode, 400, payload);
      assert.equal(typeof JSON.parse(res.body).message, 'string');
    }
  });

  it('says which fields are wrong, in words', async () => {
    const res = await t.call(admin, 'POST', '/api/merchant/users', { ...validUser, email: 'x', first_name: '1' });
    assert.match(res.body.message, /email must be a valid email address/i);
    assert.match(res.body.message, /first_name contains characters that are not allowed/i);
    assert.deepEqual(res.body.details.map((d: { field: string }) => d.field).sort(), ['email', 'first_name']);
  });

  it('an unknown endpoint is a JSON 404, never an HTML page', async () => {
    const res = await t.call(admin, 'GET', '/api/merchant/nope');
    assert.equal(res.status, 404);
    assert.match(res.body.message, /No such endpoint/);
  });

  it('clamps the limit: invalid → 10, above 100 → 100', async () => {
    for (const [limit, expected] of [
      ['abc', 10],
      [-5, 10],
      [0, 10],
      [2.5, 10],
      [null, 10],
      [1000, 100],
      [20, 20],
    ] as const) {
      const res = await t.call(admin, 'POST', '/api/merchant/users/list', { limit });
      assert.equal(res.status, 200, String(limit));
      assert.equal(res.body.pagination.limit, expected, `limit ${String(limit)}`);
    }
  });
});
