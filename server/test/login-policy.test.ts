/**
 * The login lock policy (README "Sign-in limits") and the client address it keys on: per
 * (e-mail, address) lock, per-address lock, per-e-mail slowdown, locked attempts counted, and
 * X-Forwarded-For believed only from TRUST_PROXY.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig, parseTrustProxy } from '../src/config';
import { slowdownMs } from '../src/services/merchant/auth/login-limiter';
import { createTestContext, type TestContext } from './helper';

const LOGIN = '/api/merchant/users/login';

describe('login lock policy', () => {
  let t: TestContext;
  before(async () => {
    // The per-address limit is lowered from 100 so the test sends fewer attempts; the rule is the same.
    t = await createTestContext({ loginIpMaxFailures: 25, loginSlowdownStepMs: 0 });
  });
  after(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress: ip });
  const failuresOf = async (email: string) =>
    Number(
      ((await t.database.db.execute(sql`select count(*)::int as n from login_failures where email = ${email}`)) as any)
        .rows[0].n,
    );

  it('10 failures of one (e-mail, address) lock that pair only, even for the right password', async () => {
    for (let i = 0; i < 10; i++)
      assert.equal((await attempt('ops@demo.local', `wrong${i}`, '10.1.0.1')).statusCode, 401);
    const locked = await attempt('ops@demo.local', 'Ops@12345', '10.1.0.1');
    assert.equal(locked.statusCode, 429);
    assert.match(JSON.parse(locked.body).message, /Too many failed sign-in attempts/);
    // The same e-mail from an address that has not failed signs in: the office next door is not locked out.
    assert.equal((await attempt('ops@demo.local', 'Ops@12345', '10.1.0.2')).statusCode, 200);
    // Another e-mail from the locked address is not locked either (the address is under its own limit).
    assert.equal((await attempt('viewer@demo.local', 'Viewer@123', '10.1.0.1')).statusCode, 200);
  });

  it('counts locked attempts too, so hammering a lock keeps it shut', async () => {
    for (let i = 0; i < 10; i++) await attempt('admin@acme.local', `wrong${i}`, '10.2.0.1');
    const before = await failuresOf('admin@acme.local');
    for (let i = 0; i < 3; i++)
      assert.equal((await attempt('admin@acme.local', 'Admin@123', '10.2.0.1')).statusCode, 429);
    assert.equal(await failuresOf('admin@acme.local'), before + 3);
  });

  it('an address failing across many e-mails is locked for every e-mail; other addresses are not', async () => {
    for (let i = 0; i < 25; i++)
      assert.equal((await attempt(`nobody${i}@demo.local`, 'x', '10.3.0.1')).statusCode, 401);
    assert.equal((await attempt('admin@demo.local', 'Admin@123', '10.3.0.1')).statusCode, 429);
    assert.equal((await attempt('admin@demo.local', 'Admin@123', '10.3.0.2')).statusCode, 200);
  });

  it('one e-mail failing from many addresses is never locked (each pair stays under its limit)', async () => {
    for (let i = 0; i < 15; i++) {
      assert.equal((await attempt('viewer@demo.local', 'nope', `10.4.0.${i + 1}`)).statusCode, 401);
    }
    assert.equal((await attempt('viewer@demo.local', 'Viewer@123', '10.4.1.1')).statusCode, 200);
  });

  it('a successful sign-in forgets only its own pair’s failures', async () => {
    for (let i = 0; i < 3; i++) await attempt('admin@demo.local', 'nope', '10.5.0.1');
    for (let i = 0; i < 2; i++) await attempt('admin@demo.local', 'nope', '10.5.0.2');
    assert.equal((await attempt('admin@demo.local', 'Admin@123', '10.5.0.1')).statusCode, 200);
    const rows = (await t.database.db.execute(
      sql`select ip, count(*)::int as n from login_failures where email = 'admin@demo.local' and ip like '10.5.%' group by ip order by ip`,
    )) as any;
    assert.deepEqual(
      rows.rows.map((r: { ip: string; n: number }) => [r.ip, r.n]),
      [['10.5.0.2', 2]],
    );
  });
});

describe('login slowdown per e-mail', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({ loginSlowdownAfter: 3, loginSlowdownStepMs: 150, loginSlowdownMaxMs: 600 });
  });
  after(() => t.close());

  it('doubles from the step and stops at the cap', () => {
    const policy = t.config;
    assert.deepEqual(
      [0, 2, 3, 4, 5, 6, 50].map((n) => slowdownMs(n, policy)),
      [0, 0, 150, 300, 600, 600, 600],
    );
  });

  it('slows the answers for an e-mail failing from many addresses, and still admits its right password', async () => {
    const timed = async (password: string, ip: string) => {
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'ops@demo.local', password },
        remoteAddress: ip,
      });
      return { status: res.statusCode, ms: Date.now() - started };
    };
    // The first failures are not slowed (slowdownMs above): their times are not compared here, since
    // the first request of a fresh server also pays for its cold start.
    await timed('nope', '10.6.0.1');
    await timed('nope', '10.6.0.2');
    await timed('nope', '10.6.0.3');
    const slowed = await timed('nope', '10.6.0.4');
    const slower = await timed('nope', '10.6.0.5');
    assert.equal(slowed.status, 401);
    assert.ok(slowed.ms >= 150, `4th attempt waited ${slowed.ms} ms`);
    assert.ok(slower.ms >= 300, `5th attempt waited ${slower.ms} ms`);
    const right = await timed('Ops@12345', '10.6.9.9');
    assert.equal(right.status, 200);
    assert.ok(right.ms >= 600, `the right password is slowed like any attempt (${right.ms} ms), not refused`);
  });
});

describe('the client address and TRUST_PROXY', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({ trustProxy: ['loopback', '10.20.0.0/16'] });
  });
  after(() => t.close());

  const loginFrom = async (remoteAddress: string, forwardedFor?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'viewer@demo.local', password: 'Viewer@123' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    assert.equal(res.statusCode, 200);
    const rows = (await t.database.db.execute(
      sql`select ip from audit_log where action = 'login' order by id desc limit 1`,
    )) as any;
    return rows.rows[0].ip as string;
  };

  it('believes X-Forwarded-For from a configured proxy (loopback or a listed CIDR)', async () => {
    assert.equal(await loginFrom('127.0.0.1', '203.0.113.5'), '203.0.113.5');
    assert.equal(await loginFrom('10.20.3.4', '203.0.113.6'), '203.0.113.6');
    // A chain: the rightmost address not a trusted proxy is the client.
    assert.equal(await loginFrom('127.0.0.1', '198.51.100.1, 203.0.113.7'), '203.0.113.7');
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    assert.equal(await loginFrom('192.0.2.50', '203.0.113.9'), '192.0.2.50');
  });

  it('TRUST_PROXY: loopback by default, a list or CIDR, never a blanket true', () => {
    assert.deepEqual(parseTrustProxy(undefined), ['loopback']);
    assert.deepEqual(parseTrustProxy('10.0.0.0/8, 192.168.1.4'), ['10.0.0.0/8', '192.168.1.4']);
    assert.deepEqual(parseTrustProxy('none'), []);
    for (const blanket of ['true', '*', '0.0.0.0/0', '::/0', '1']) {
      assert.throws(() => parseTrustProxy(blanket), /TRUST_PROXY/);
    }
    assert.throws(() => parseTrustProxy('proxy.example.com'), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(40) }));
  });
});
