/** Bad input anywhere is a 400 with a message, and changes nothing. */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';

/**
 * A ledger cursor exactly as the server encodes one for its default sort (`[sortKey, value, id]`),
 * holding any timestamp text: only the value can make it refused.
 */
const cursorOf = (at: string, id = 5) => Buffer.from(JSON.stringify(['created_at:DESC', at, id])).toString('base64url');

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
    ['a short password', 'POST', '/api/merchant/users', { ...validUser, password: 'short' }],
    ['a common password', 'POST', '/api/merchant/users', { ...validUser, password: 'Password123!' }],
    ['a whitespace-only password', 'POST', '/api/merchant/users', { ...validUser, password: '          ' }],
    ['a password made of the name', 'POST', '/api/merchant/users', { ...validUser, password: 'Meera@2026' }],
    // zxcvbn alone scores these 3 or 4: the person's whole name plus a year, a common password in
    // mathematical letters.
    ['a password made of the whole name', 'POST', '/api/merchant/users', { ...validUser, password: 'MeeraIyer#2026' }],
    [
      'a common password in other code points',
      'POST',
      '/api/merchant/users',
      { ...validUser, password: 'ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕𝟙𝟚𝟛' },
    ],
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
    ...[
      '2026-02-30 10:00:00+00',
      '2025-02-29 10:00:00.123456+00',
      '2026-04-31T00:00:00Z',
      '2026-13-01 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 23:60:00+00',
      '2026-01-01 23:00:61+00',
      '0000-01-01 00:00:00+00',
      '2026-01-01 00:00:00+16',
    ].map((at): [string, string, string, unknown] => [
      `a cursor holding ${at}`,
      'POST',
      '/api/customer/wallet/transaction-list',
      { cursor: cursorOf(at) },
    ]),
    [
      'a cursor with a negative id',
      'POST',
      '/api/customer/wallet/transaction-list',
      { cursor: cursorOf('2026-01-01 00:00:00+00', -1) },
    ],
    ['a bidi override in a name', 'POST', '/api/merchant/users', { ...validUser, first_name: 'Meera\u202Eevil' }],
    ['a zero-width space in a name', 'POST', '/api/merchant/users', { ...validUser, last_name: 'Iy\u200Ber' }],
    [
      'stacked combining marks in a name',
      'POST',
      '/api/merchant/users',
      { ...validUser, first_name: `Z${'\u0301'.repeat(6)}ara` },
    ],
    ['a bidi isolate in a role name', 'POST', '/api/merchant/roles', { name: 'Audit\u2067ors', permissions: [] }],
    ['a zero-width joiner in a search', 'POST', '/api/merchant/users/list', { search: 'mee\u200Dra' }],
    [
      'a right-to-left override in a group description',
      'POST',
      '/api/customer/customer-groups',
      { name: 'Night Shift', description: 'ok \u202Etxt.exe', customer_ids: [] },
    ],
    [
      'a BOM in a remark',
      'POST',
      '/api/customer/wallet/wallet-transaction',
      { wallet_id: 1, transaction_amount: 1, remark: '\uFEFFhello' },
    ],
    [
      'zalgo in a remark',
      'POST',
      '/api/customer/wallet/wallet-transaction',
      { wallet_id: 1, transaction_amount: 1, remark: `he${'\u0336'.repeat(12)}llo` },
    ],
    ['a path id with a fraction', 'GET', '/api/merchant/users/1.5', undefined],
    ['a path id in hex', 'GET', '/api/merchant/users/0x1', undefined],
    ['a path id in exponent form', 'DELETE', '/api/customer/customers/1e0', undefined],
    ['a path id with a leading zero', 'GET', '/api/customer/wallet/01', undefined],
    ['a path id with a sign', 'GET', '/api/merchant/roles/+1', undefined],
    ['a path id with spaces', 'GET', '/api/merchant/roles/%201', undefined],
    ['a path id beyond int4', 'GET', '/api/merchant/roles/2147483648', undefined],
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
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The request body is too large (limit 1 MB).');
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

  it('says why a password is refused', async () => {
    const common = await t.call(admin, 'POST', '/api/merchant/users', { ...validUser, password: 'Password123!' });
    assert.equal(common.body.code, 'WEAK_PASSWORD');
    assert.match(common.body.message, /^The password is too weak: .*commonly used password/);
    const blank = await t.call(admin, 'POST', '/api/merchant/users', { ...validUser, password: '          ' });
    assert.equal(blank.body.message, 'The password cannot be only spaces.');
  });

  it('says which fields are wrong, in words', async () => {
    const res = await t.call(admin, 'POST', '/api/merchant/users', { ...validUser, email: 'x', first_name: '1' });
    assert.match(res.body.message, /email must be a valid email address/i);
    assert.match(res.body.message, /first_name contains characters that are not allowed/i);
    assert.deepEqual(res.body.details.map((d: { field: string }) => d.field).sort(), ['email', 'first_name']);
  });

  it('accepts real names in any script, with the marks they need', async () => {
    for (const [first, last] of [
      ['क़ुर्रतुल', 'ऐन'],
      ['Nguyễn', 'Thị'],
      ['Zoë', "O'Brien-Lý"],
    ] as const) {
      const res = await t.call(admin, 'POST', '/api/merchant/users/list', { search: `${first} ${last}` });
      assert.equal(res.status, 200);
      const named = await t.edit(admin, '/api/merchant/users/999999', {
        ...validUser,
        first_name: first,
        last_name: last,
      });
      assert.equal(named.status, 404, `${first} ${last}: the name passes validation (${JSON.stringify(named.body)})`);
    }
  });

  it('a ledger cursor of a real instant is accepted: the refusals above are for their dates', async () => {
    const res = await t.call(admin, 'POST', '/api/customer/wallet/transaction-list', {
      cursor: cursorOf('2026-01-01 00:00:00+00'),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  it('a canonical id still finds its record', async () => {
    assert.equal((await t.call(admin, 'GET', '/api/merchant/users/1')).status, 200);
  });

  it("malformed URLs answer the { message } contract, not Fastify's own shape", async () => {
    for (const url of ['/api/merchant/users/%E0%A4%A', '/api/customer/customers/%', '/api/merchant/%ZZ/list']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
      const body = JSON.parse(res.body);
      assert.equal(typeof body.message, 'string', url);
      assert.equal('statusCode' in body || 'error' in body, false, `${url}: ${res.body}`);
      assert.equal(res.headers['cache-control'], 'no-store', `${url}: never cached`);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  it('a request the HTTP parser refuses answers 400 { message }, never cached', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(
            'GET /api/merchant/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
          ),
        );
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      assert.match(answer, /^HTTP\/1\.1 400 /);
      assert.match(answer, /\r\nCache-Control: no-store\r\n/i);
      assert.equal(typeof JSON.parse(answer.split('\r\n\r\n')[1]!).message, 'string');
    } finally {
      t.app.server.closeAllConnections();
    }
  });

  it('API answers are never cached', async () => {
    for (const [method, url] of [
      ['POST', '/api/merchant/users/list'],
      ['GET', '/api/merchant/users/1'],
      ['GET', '/api/merchant/nope'],
      ['GET', '/api/merchant/health'],
    ] as const) {
      const res = await t.call(admin, method, url, method === 'POST' ? {} : undefined);
      assert.equal(res.headers['cache-control'], 'no-store', `${method} ${url}`);
    }
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
