/**
 * Touchpoint Orders and the Dashboard at a million orders (issue 11; `pnpm --filter @console/bench seed`
 * loads them): the orders list at 50 connections (req/s, p50, p99 — median of 3 rounds), page 1
 * versus a page 500 000 orders deep by cursor (median of 31 calls), and the dashboard's call time
 * for 1 Day, 1 Week and 1 Month (median of 11 calls each).
 * Usage: pnpm --filter @console/bench orders
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { encodeCursor } from '@console/server/src/lib/keyset';
import { CONNECTIONS, listLoad } from './list-load';
import { login, median, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const DEEP_ROWS = 500_000;

async function timed(url: string, token: string, route: string, body: unknown, n: number) {
  const times: number[] = [];
  let sample: any;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    sample = await res.json();
    if (!res.ok) throw new Error(`${route} ${res.status}: ${JSON.stringify(sample)}`);
    times.push(performance.now() - t0);
  }
  return { ms: Number(median(times).toFixed(1)), sample };
}

async function orderFacts(target: Target) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const rows = (await database.db.execute(sql`
      select (select count(*)::int from orders where tenant_id = 1) as orders,
             (select created_at::text from orders where tenant_id = 1 order by created_at desc, id desc offset ${DEEP_ROWS - 1} limit 1) as at,
             (select id from orders where tenant_id = 1 order by created_at desc, id desc offset ${DEEP_ROWS - 1} limit 1) as id`)) as unknown as {
      rows: { orders: number; at: string; id: number }[];
    };
    const row = rows.rows[0]!;
    return { orders: row.orders, cursor: encodeCursor('created_at:DESC', { value: row.at, id: Number(row.id) }) };
  } finally {
    await database.close();
  }
}

const results: Record<string, unknown> = {};
for (const target of targets()) {
  const facts = await orderFacts(target);
  const server = await startServer(target, 4500, { VEND_SWEEP_INTERVAL: '0' });
  try {
    const token = await login(server.url);
    const pg = target.name === 'PostgreSQL';
    const ordersList = () => listLoad(server, token, pg, '/api/transaction/orders/list', { limit: 20 });
    await ordersList().catch(() => undefined);
    const list = await ordersList();
    const page1 = await timed(server.url, token, '/api/transaction/orders/list', { limit: 20 }, 31);
    const deep = await timed(
      server.url,
      token,
      '/api/transaction/orders/list',
      { limit: 20, cursor: facts.cursor },
      31,
    );
    const dashboard: Record<string, { ms: number; orders: number }> = {};
    for (const range of ['1d', '1w', '1m']) {
      await timed(server.url, token, '/api/transaction/dashboard', { range }, 2);
      const d = await timed(server.url, token, '/api/transaction/dashboard', { range }, 11);
      dashboard[range] = { ms: d.ms, orders: d.sample.data.kpis.orders };
    }
    const figures = {
      orders: facts.orders,
      list,
      page1Ms: page1.ms,
      deepMs: deep.ms,
      deepOverPage1: Number((deep.ms / page1.ms).toFixed(2)),
      dashboard,
    };
    results[target.name] = figures;
    console.log(`\n${target.name} (${facts.orders} orders)`);
    console.log(
      `  orders list @${CONNECTIONS}: ${list.rps} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms, errors ${list.errors}${pg ? ` — budget p99 ≤ 60 ms: ${list.p99 <= 60 ? 'PASS' : 'FAIL'}` : ''}`,
    );
    const c = list.cpuMsPerRequest;
    console.log(
      `  CPU per list request (median): API ${c.api} ms${pg ? `, database server ${c.database} ms` : ''}, the load (this process) ${c.load} ms`,
    );
    console.log(
      `  page 1: ${page1.ms} ms; ${DEEP_ROWS} deep: ${deep.ms} ms (×${figures.deepOverPage1}) — budget ≤ 3×: ${figures.deepOverPage1 <= 3 ? 'PASS' : 'FAIL'}`,
    );
    for (const [range, d] of Object.entries(dashboard)) {
      console.log(
        `  dashboard ${range}: ${d.ms} ms over ${d.orders} orders${pg ? ` — budget ≤ 200 ms: ${d.ms <= 200 ? 'PASS' : 'FAIL'}` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}
writeResults('orders', results);
