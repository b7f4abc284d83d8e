/**
 * A property test over every registered route, generated from its own schemas (body, path
 * parameters, query, headers) with fast-check: whatever arrives, the API never answers 5xx, and
 * a refused request (4xx) writes nothing — every table's row count is unchanged, apart from the
 * rows a refusal is meant to leave (a failed login, a refused admin write in the audit trail).
 * It runs as the company admin, so every route is reached; FUZZ_RUNS and FUZZ_SEED replay a run.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { sessions } from '../src/db/schema';
import { TokenSigner } from '../src/lib/tokens';
import type { AccessEntry } from '../src/plugins/access';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helper';
import { arbitraryFor, pathParamArb, type JsonSchema } from './schema-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2200);

/** Tables a refusal is meant to write to: a failed sign-in is counted; sessions are minted by the test. */
const TRACE_TABLES = new Set(['login_failures', 'sessions']);

/**
 * One statement reading, for every table of the schema (so tables added later are covered), its
 * row count, soft deletes and latest update: any write changes one of them. The audit trail is
 * counted without the rows a refusal or a PIN reveal leaves.
 */
async function countingQuery(t: TestContext) {
  const columns = (
    (await t.database.db.execute(
      sql`select table_name, array_agg(column_name::text) as columns from information_schema.columns
          where table_schema = 'public' group by table_name order by table_name`,
    )) as { rows: { table_name: string; columns: string[] }[] }
  ).rows;
  const parts = columns
    .filter((c) => !TRACE_TABLES.has(c.table_name))
    .map(({ table_name: table, columns: cols }) => {
      const where = table === 'audit_log' ? ` where action not in ('refused', 'reveal_pin')` : '';
      const facts = [
        `count(*)`,
        ...(cols.includes('deleted_at') ? ['count(deleted_at)'] : []),
        ...(cols.includes('updated_at') ? [`coalesce(max(updated_at)::text, '')`] : []),
      ];
      return `'${table}', (select json_build_array(${facts.join(', ')}) from "${table}"${where})`;
    });
  return sql.raw(`select json_build_object(${parts.join(', ')}) as counts`);
}

interface Sent {
  route: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

describe('fuzz: every route, generated from its schemas', () => {
  let t: TestContext;
  let routes: AccessEntry[];
  const signer = new TokenSigner(TEST_JWT_SECRET);
  let token = '';
  /** The vend API's routes are called as a machine, with a touchpoint's key. */
  let machineKey = '';
  /** The platform's routes are called as the platform operator, publishing with a deploy token. */
  let platformToken = '';
  let deployToken = '';
  const issueDeployToken = async () => {
    const res = await t.call(platformToken, 'POST', '/api/platform/deploy-tokens', {
      remote: 'remote-admin',
      name: 'Fuzz',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.token as string;
  };
  const issueKey = async () => {
    let res = await t.call(token, 'POST', '/api/merchant/touchpoints/1/keys', { label: 'Fuzz' });
    if (res.status === 401) {
      token = await mint();
      res = await t.call(token, 'POST', '/api/merchant/touchpoints/1/keys', { label: 'Fuzz' });
    }
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.secret as string;
  };

  /** A session minted straight into the database: the fuzz may change the admin's password or end its session. */
  const mint = async () => {
    const sessionId = randomUUID();
    const tokenId = randomUUID();
    const expiresAt = new Date(Date.now() + 3600_000);
    await t.database.db
      .insert(sessions)
      .values({ id: sessionId, userId: 1, tenantId: 1, tokenId, expiresAt: expiresAt.toISOString() });
    return signer.sign({ userId: 1, tenantId: 1, sessionId, tokenId }, expiresAt);
  };
  let counting: ReturnType<typeof sql.raw>;
  const counts = async () =>
    JSON.stringify(((await t.database.db.execute(counting)) as { rows: { counts: unknown }[] }).rows[0]!.counts);
  /** Whether any transaction that began writing between two readings of `nextXid` committed. */
  const committedSince = async (from: string, to: string) =>
    Number(
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from generate_series(${from}::bigint, ${to}::bigint - 1) x
              where pg_xact_status(x::text::xid8) = 'committed'`,
        )) as { rows: { n: number }[] }
      ).rows[0]!.n,
    ) > 0;
  /**
   * The next transaction id: it moves only when some transaction writes, so a refusal that leaves
   * it still wrote nothing and the full count is skipped (most of the run's refusals).
   */
  const nextXid = async () =>
    String(
      (
        (await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as {
          rows: { x: string }[];
        }
      ).rows[0]!.x,
    );

  before(async () => {
    // No slowdown or locks: the fuzz signs in (and fails to) far more often than a person.
    t = await createTestContext({
      loginSlowdownStepMs: 0,
      loginMaxFailures: 1_000_000,
      loginIpMaxFailures: 1_000_000,
      exportMaxRows: 1000,
    });
    // An open stream is not one answer (test/order-stream.test.ts covers it).
    routes = t.app.accessTable.filter((e) => !e.stream);
    counting = await countingQuery(t);
    token = await mint();
    machineKey = await issueKey();
    platformToken = await t.login('platform@demo.local');
    deployToken = await issueDeployToken();
  });
  after(() => t.close());

  it(`sends ${RUNS} generated requests: no 5xx, and a refused request writes nothing`, async () => {
    const sent: Sent[] = [];
    // One arbitrary per route, built once (building them per sample costs more than the requests).
    const perRoute = new Map(
      routes.map((route) => {
        const schema = (route.schema ?? {}) as {
          body?: JsonSchema;
          params?: JsonSchema;
          querystring?: JsonSchema;
          headers?: JsonSchema;
        };
        const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const arbitrary = fc.record({
          route: fc.constant(route),
          params: fc.tuple(...names.map((n) => pathParamArb(schema.params?.properties?.[n])), fc.constant('')),
          query: schema.querystring ? arbitraryFor(schema.querystring) : fc.constant(undefined),
          headers: schema.headers ? arbitraryFor(schema.headers) : fc.constant(undefined),
          body:
            route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : arbitraryFor(schema.body),
          raw: fc.oneof(
            { arbitrary: fc.constant(null), weight: 19 },
            { arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', 'NaN', '\u0000', ''), weight: 1 },
          ),
        });
        return [route, arbitrary] as const;
      }),
    );
    const request = fc.constantFrom(...routes).chain((route) => perRoute.get(route)!);

    // The OpenAPI pages are registered routes too (public, schema-less): each answers without a 5xx.
    for (const docsUrl of t.app.docsRoutes) {
      for (const url of [docsUrl.replace('*', 'index.html'), docsUrl.replace('*', '..%2f%E0%A4%A')]) {
        const res = await t.app.inject({ method: 'GET', url });
        sent.push({ route: `GET ${docsUrl}`, method: 'GET', url, status: res.statusCode, ms: 0 });
        assert.ok(res.statusCode < 500, `GET ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    const docsSent = sent.length;
    assert.ok(t.app.docsRoutes.includes('/api/docs/json'), 'the OpenAPI description is among them');

    let before = await counts();
    let xid = await nextXid();
    let fullCounts = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, headers, body, raw }) => {
        let i = 0;
        let url = route.url.replace(/:\w+/g, () => params[i++]!);
        if (query && typeof query === 'object') {
          const q = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
          url += `?${q.toString()}`;
        }
        const extra: Record<string, string> = {};
        if (headers && typeof headers === 'object') {
          for (const [k, v] of Object.entries(headers)) {
            // Header values must be visible ASCII to be sent at all.
            if (v !== undefined && v !== null && /^[\x20-\x7e]*$/.test(String(v))) extra[k] = String(v);
          }
        }
        const t0 = performance.now();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            authorization: `Bearer ${'machine' in route.access ? machineKey : 'platform' in route.access ? platformToken : token}`,
            ...extra,
            ...('deploy' in route.access ? { 'x-deploy-token': deployToken } : {}),
            ...(raw !== null || body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(raw !== null ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        sent.push({
          route: `${route.method} ${route.url}`,
          method: route.method,
          url,
          status: res.statusCode,
          ms: performance.now() - t0,
        });
        assert.ok(res.statusCode < 500, `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          assert.equal(typeof JSON.parse(res.body).message, 'string', `${route.method} ${url}: { message }`);
        }
        // An accepted request may have started background work (a channel sync): it ends before
        // the next reading, so its writes are counted with the request that started it and never
        // land while a later refusal is being checked.
        if (res.statusCode < 400) await t.settle();
        const xidNow = await nextXid();
        if (xidNow !== xid && (res.statusCode < 400 || (await committedSince(xid, xidNow)))) {
          fullCounts += 1;
          const now = await counts();
          if (res.statusCode >= 400) {
            assert.equal(now, before, `${route.method} ${url} → ${res.statusCode} wrote: ${res.body.slice(0, 200)}`);
          }
          before = now;
        }
        // Ended sessions (logout, a password change) get a fresh one: a session row is not counted.
        xid = xidNow;
        if (res.statusCode === 401) {
          if ('machine' in route.access) machineKey = await issueKey();
          else if ('platform' in route.access) platformToken = await t.login('platform@demo.local');
          else if ('deploy' in route.access) deployToken = await issueDeployToken();
          else token = await mint();
          xid = await nextXid();
          // A new key is a touchpoint key and its audit row: counted from here, not blamed on the next refusal.
          before = await counts();
        }
      }),
      {
        numRuns: RUNS,
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
        endOnFailure: true,
      },
    );

    const slow = new Map<string, number>();
    for (const s of sent) slow.set(s.route, (slow.get(s.route) ?? 0) + s.ms);
    console.log(
      [...slow]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([r, ms]) => `${r} ${Math.round(ms)}ms`)
        .join('; '),
    );
    const byStatus = new Map<number, number>();
    for (const s of sent) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    const reached = new Set(sent.slice(docsSent).map((s) => s.route)).size;
    console.log(
      `fuzz: sent ${sent.length - docsSent} generated requests to ${reached} of ${routes.length} routes (and ${docsSent} to the ${t.app.docsRoutes.length} OpenAPI pages); by status: ${[
        ...byStatus,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([status, n]) => `${status}×${n}`)
        .join(', ')}; ${fullCounts} full row counts`,
    );
    assert.ok(sent.length - docsSent >= 2000, `at least 2000 generated requests (sent ${sent.length - docsSent})`);
    assert.equal(reached, routes.length, 'every route was reached');
    assert.ok(
      sent.some((s) => s.status < 300),
      'some generated requests were valid and succeeded',
    );
  });
});
