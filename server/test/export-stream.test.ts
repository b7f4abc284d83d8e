/**
 * Exports stream: read by keyset chunks (exactly the list's rows in the list's order, NULLs
 * included), written on a worker thread, limited to one per user and a few per tenant (429),
 * and the API keeps answering while one runs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, PASSWORDS, type TestContext } from './helper';

const EXPORT = '/api/customer/customers/export';
const ROWS = 2_500;

describe('streaming exports', () => {
  let t: TestContext;
  let ops: string;
  let admin: string;
  before(async () => {
    t = await createTestContext({ exportMaxRows: 100_000, exportTenantConcurrency: 2 });
    ops = await t.login('ops@demo.local');
    admin = await t.login('admin@demo.local');
    // Enough rows for several chunks, with NULL and repeated sort values to stress the keyset.
    await t.database.db.execute(sql`
      insert into customers (tenant_id, first_name, last_name, mobile, class_name, section_name, created_at)
      select 1, (array['Asha','Ravi','Zoya'])[1 + g % 3], 'Stream' || (g % 50), (8000000000 + g)::text,
        case when g % 7 = 0 then null else (array['Finance','Sales','Ops'])[1 + g % 3] end,
        case when g % 11 = 0 then null else 'Team ' || (g % 5) end,
        now() - make_interval(secs => g % 900)
      from generate_series(1, ${ROWS}) g`);
  });
  after(() => t.close());

  const exportCsv = async (token: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'csv', ...body },
    });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    return res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
  };

  const expectedIds = async (orderBy: ReturnType<typeof sql>) =>
    (
      (await t.database.db.execute(
        sql`select id from customers where tenant_id = 1 and deleted_at is null order by ${orderBy}`,
      )) as any
    ).rows.map((r: { id: number }) => Number(r.id));

  for (const [sortBy, sortDir, orderBy] of [
    [undefined, undefined, sql`id desc`],
    ['class_name', 'ASC', sql`class_name asc, id asc`],
    ['class_name', 'DESC', sql`class_name desc, id desc`],
    ['name', 'ASC', sql`lower(first_name || ' ' || last_name) asc, id asc`],
    ['created_at', 'DESC', sql`created_at desc, id desc`],
  ] as const) {
    it(`exports every row once in the list's order: ${sortBy ?? 'default'} ${sortDir ?? ''}`, async () => {
      const ids = await exportCsv(ops, { ...(sortBy ? { sortBy, sortDir } : {}) });
      assert.equal(ids.length, new Set(ids).size, 'no row twice');
      assert.deepEqual(ids, await expectedIds(orderBy));
    });
  }

  it('runs one export per user at a time and a few per tenant: 429 { message } beyond', async () => {
    const created = await t.call(admin, 'POST', '/api/merchant/users', {
      first_name: 'Third',
      last_name: 'Exporter',
      email: 'third.exporter@demo.local',
      mobile: '9855555555',
      password: 'Quiet-Lantern-Harbor-58',
      role_id: 2,
    });
    assert.equal(created.status, 201);
    const third = await t.login('third.exporter@demo.local', 'Quiet-Lantern-Harbor-58');
    const acme = await t.login('admin@acme.local', PASSWORDS['admin@acme.local']);
    const start = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: EXPORT,
        headers: { authorization: `Bearer ${token}` },
        payload: { format: 'xlsx' },
      });
    const until = async (n: number) => {
      while (t.app.exportSlots.active < n) await new Promise((r) => setTimeout(r, 1));
    };

    const first = start(ops);
    await until(1);
    const same = await start(ops);
    assert.equal(same.statusCode, 429);
    assert.match(JSON.parse(same.body).message, /already have an export running/);
    const second = start(admin);
    await until(2);
    const busy = await start(third);
    assert.equal(busy.statusCode, 429);
    assert.match(JSON.parse(busy.body).message, /Your company already has 2 exports running/);
    // Another tenant is not held back by tenant 1's exports.
    const other = start(acme);

    assert.equal((await first).statusCode, 200);
    assert.equal((await second).statusCode, 200);
    assert.equal((await other).statusCode, 200);
    assert.equal(t.app.exportSlots.active, 0);
    assert.equal((await start(third)).statusCode, 200, 'slots are free again once exports finish');
  });

  it('keeps the health check answering quickly while a large XLSX export runs', async () => {
    const latencies: number[] = [];
    let running = true;
    const exporting = t.app
      .inject({ method: 'POST', url: EXPORT, headers: { authorization: `Bearer ${ops}` }, payload: { format: 'xlsx' } })
      .finally(() => (running = false));
    while (running) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/customer/health' });
      latencies.push(performance.now() - started);
      assert.equal(health.statusCode, 200);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await exporting;
    assert.equal(res.statusCode, 200);
    assert.equal(res.rawPayload.subarray(0, 2).toString(), 'PK');
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
    const max = latencies.at(-1)!;
    console.log(
      `health during a ${ROWS}-row XLSX export: ${latencies.length} checks, p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    assert.ok(latencies.length >= 10, 'the export took long enough to measure');
    // The budget is 100 ms p99 (bench); a shared CI machine gets some slack here.
    assert.ok(p99 < 250, `health p99 ${p99.toFixed(1)} ms`);
  });

  it('frees the slot when the client goes away mid-download', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}${EXPORT}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx' }),
      signal: controller.signal,
    });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    await reader.read();
    assert.equal(t.app.exportSlots.active, 1);
    controller.abort();
    const deadline = Date.now() + 5000;
    while (t.app.exportSlots.active > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(t.app.exportSlots.active, 0);
    t.app.server.closeAllConnections();
  });
});
