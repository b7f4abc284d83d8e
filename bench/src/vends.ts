/**
 * Vend throughput (issue 11): 50 machines at once, each authorizing a basket and reporting its
 * result (90 % in full, 10 % partly, so a refund follows), for 3 rounds of `BENCH_SECONDS`; a vend
 * is the pair. Then the server stops and every invariant is checked on the touched rows: wallet
 * balance = Σ ledger with an unbroken chain, each order's debit − refunds = Σ vended amounts, each
 * line refunded exactly what did not vend, no stock below 0 and every slot's stock = its start −
 * what vended. Usage: pnpm --filter @console/bench vends   (after `pnpm --filter @console/bench seed`)
 */
import http from 'node:http';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { cpuMs, login, median, postgresCpuMs, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const MACHINES = 50;
const BUYERS = 200;
const STOCK = 100_000;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const agent = new http.Agent({ keepAlive: true, maxSockets: MACHINES * 2 });
const run = Date.now().toString(36);

function request(url: string, method: string, token: string, body?: unknown, key?: string) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function setUp(url: string) {
  const token = await login(url);
  const api = (method: string, p: string, body?: unknown) => request(`${url}/api${p}`, method, token, body);
  const machines: { id: number; key: string }[] = [];
  for (let i = 0; i < MACHINES; i++) {
    const tp = await api('POST', '/merchant/touchpoints', {
      name: `Bench Machine ${run} ${i + 1}`,
      type: 'vending_machine',
      grid: { rows: 2, columns: 5, label_format: 'A1' },
    });
    if (tp.status !== 201) throw new Error(`touchpoint: ${tp.status} ${JSON.stringify(tp.body)}`);
    for (const [slot, mrp] of [
      ['A1', 20],
      ['A2', 35.5],
    ] as const) {
      const p = await api('POST', `/merchant/touchpoints/${tp.body.data.id}/products`, {
        name: `Item ${slot}`,
        slot,
        mrp,
        gst: 5,
        cess: 0,
        stock: STOCK,
      });
      if (p.status !== 201) throw new Error(`product: ${p.status} ${JSON.stringify(p.body)}`);
    }
    const key = await api('POST', `/merchant/touchpoints/${tp.body.data.id}/keys`, { label: 'Bench' });
    machines.push({ id: tp.body.data.id, key: key.body.data.secret });
  }
  const buyers: { rfid: string; walletId: number }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const rfid = `BENCH${run}${i}`.toUpperCase().slice(0, 32);
    const c = await api('POST', '/customer/customers', {
      first_name: 'Bench',
      last_name: 'Buyer',
      mobile: `9${String(100000000 + ((Date.now() + i) % 899999999)).slice(0, 9)}`,
      rfid,
    });
    if (c.status !== 201) throw new Error(`customer: ${c.status} ${JSON.stringify(c.body)}`);
    const w = await api('POST', '/customer/wallet', {
      customer_id: c.body.data.id,
      name: 'Bench Meal',
      type: 'prepaid',
      is_primary: true,
    });
    await request(
      `${url}/api/customer/wallet/wallet-transaction`,
      'POST',
      token,
      { wallet_id: w.body.data.id, transaction_amount: 1_000_000 },
      `float-${run}-${i}`,
    );
    buyers.push({ rfid, walletId: w.body.data.id });
  }
  return { machines, buyers };
}

interface Round {
  vendsPerSecond: number;
  vends: number;
  refused: number;
  errors: number;
  p50: number;
  p99: number;
  /** The API process's CPU time per vend in this round (ms). */
  cpuMsPerVend?: number;
  /** The PostgreSQL server's CPU time per vend (ms; PostgreSQL only). */
  dbCpuMsPerVend?: number;
  /** This bench process's own CPU time per vend: the 50 machines (ms). */
  clientCpuMsPerVend?: number;
}

async function round(url: string, setup: Awaited<ReturnType<typeof setUp>>, tag: string): Promise<Round> {
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  const latencies: number[] = [];
  let vends = 0;
  let refused = 0;
  let errors = 0;
  let seq = 0;
  const started = performance.now();
  await Promise.all(
    setup.machines.map(async (machine) => {
      while (performance.now() < deadline) {
        const n = seq++;
        const buyer = setup.buyers[(n * 13) % setup.buyers.length]!;
        const cart =
          n % 2 === 0
            ? [{ slot: 'A1', quantity: 1 }]
            : [
                { slot: 'A1', quantity: 2 },
                { slot: 'A2', quantity: 1 },
              ];
        const t0 = performance.now();
        const authorized = await request(
          `${url}/api/transaction/vend/authorize`,
          'POST',
          machine.key,
          { credential: { rfid: buyer.rfid }, cart },
          `bench-${tag}-${n}`,
        );
        if (authorized.status !== 201) {
          if (authorized.status === 422) refused++;
          else errors++;
          continue;
        }
        const lines = cart.map((l, i) => ({
          slot: l.slot,
          vended: n % 10 === 0 && i === 0 ? l.quantity - 1 : l.quantity,
        }));
        const result = await request(
          `${url}/api/transaction/vend/${authorized.body.data.order_id}/result`,
          'POST',
          machine.key,
          { lines },
        );
        latencies.push(performance.now() - t0);
        if (result.status === 200) vends++;
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    vendsPerSecond: vends / seconds,
    vends,
    refused,
    errors,
    p50: Number(latencies[Math.floor(latencies.length * 0.5)]?.toFixed(1) ?? 0),
    p99: Number(latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1) ?? 0),
  };
}

async function violations(target: Target, machineIds: number[]) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const ids = `{${machineIds.join(',')}}`;
  try {
    const [row] = (
      (await database.db.execute(sql`
      with touched_orders as (select * from orders where touchpoint_id = any(${ids}::int[])),
           touched_wallets as (select distinct wallet_id as id from touched_orders),
           chain as (select previous_balance, lag(after_balance) over (partition by wallet_id order by created_at, id) as prior
                       from wallet_transactions where wallet_id in (select id from touched_wallets))
      select
        (select count(*) from wallets w where w.id in (select id from touched_wallets)
           and w.amount <> (select coalesce(sum(t.transaction_amount), 0) from wallet_transactions t where t.wallet_id = w.id))::int as balance_not_ledger,
        (select count(*) from chain where prior is not null and prior <> previous_balance)::int as broken_chain,
        (select count(*) from touched_orders o where o.status <> 0 and o.amount - o.refunded_amount <>
           (select coalesce(sum(i.mrp * i.vended_qty), 0) from order_items i where i.order_id = o.id))::int as order_not_vended,
        (select count(*) from order_items i join touched_orders o on o.id = i.order_id
          where i.refunded_qty <> coalesce((select sum(r.quantity) from refunds r where r.order_item_id = i.id), 0)
             or (i.vended_qty is not null and i.refunded_qty <> i.qty - i.vended_qty))::int as refund_not_once,
        (select count(*) from touchpoint_products p where p.touchpoint_id = any(${ids}::int[]) and (p.stock < 0 or p.stock <>
           ${STOCK} - (select coalesce(sum(coalesce(i.vended_qty, i.qty)), 0) from order_items i where i.product_id = p.id)))::int as stock_wrong
    `)) as unknown as { rows: Record<string, number>[] }
    ).rows;
    return row!;
  } finally {
    await database.close();
  }
}

const results: Record<string, unknown> = {};
for (const target of targets()) {
  const server = await startServer(target, 4500, { VEND_SWEEP_INTERVAL: '0' });
  const rounds: Round[] = [];
  let machineIds: number[];
  try {
    const setup = await setUp(server.url);
    machineIds = setup.machines.map((m) => m.id);
    await round(server.url, setup, `${run}-warm`);
    for (let i = 0; i < ROUNDS; i++) {
      const pg = target.name === 'PostgreSQL';
      const cpuBefore = cpuMs(server.pid);
      const dbBefore = pg ? postgresCpuMs() : 0;
      const clientBefore = process.cpuUsage();
      const r = await round(server.url, setup, `${run}-${i}`);
      const client = process.cpuUsage(clientBefore);
      const cpuAfter = cpuMs(server.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined && r.vends > 0) {
        r.cpuMsPerVend = (cpuAfter - cpuBefore) / r.vends;
        if (pg) r.dbCpuMsPerVend = (postgresCpuMs() - dbBefore) / r.vends;
        r.clientCpuMsPerVend = (client.user + client.system) / 1000 / r.vends;
      }
      rounds.push(r);
    }
  } finally {
    await server.stop();
  }
  const found = await violations(target, machineIds);
  const figures = {
    machines: MACHINES,
    vendsPerSecond: Number(median(rounds.map((r) => r.vendsPerSecond)).toFixed(0)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    serverCpuMsPerVend: rounds.every((r) => r.cpuMsPerVend !== undefined)
      ? Number(median(rounds.map((r) => r.cpuMsPerVend!)).toFixed(1))
      : null,
    dbCpuMsPerVend: rounds.every((r) => r.dbCpuMsPerVend !== undefined)
      ? Number(median(rounds.map((r) => r.dbCpuMsPerVend!)).toFixed(1))
      : null,
    clientCpuMsPerVend: rounds.every((r) => r.clientCpuMsPerVend !== undefined)
      ? Number(median(rounds.map((r) => r.clientCpuMsPerVend!)).toFixed(1))
      : null,
    vends: rounds.reduce((n, r) => n + r.vends, 0),
    refused: rounds.reduce((n, r) => n + r.refused, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    violations: found,
  };
  results[target.name] = figures;
  const broken = Object.values(found).reduce((a, b) => a + Number(b), 0);
  const budget = target.name === 'PGlite' ? 150 : 400;
  console.log(`\n${target.name}`);
  console.log(
    `  vends (authorize + result) @${MACHINES} machines: ${figures.vendsPerSecond}/s (median of ${ROUNDS}), p50 ${figures.p50} ms, p99 ${figures.p99} ms — budget ≥ ${budget}: ${figures.vendsPerSecond >= budget ? 'PASS' : 'FAIL'}`,
  );
  const spent = [figures.serverCpuMsPerVend, figures.dbCpuMsPerVend, figures.clientCpuMsPerVend].reduce<number>(
    (sum, ms) => sum + (ms ?? 0),
    0,
  );
  // One API thread (PGlite runs inside it) caps the rate at 1 s / its CPU per vend; all three
  // processes share the machine's cores.
  const api = figures.serverCpuMsPerVend;
  const ceiling = api && spent > 0 ? Math.floor(Math.min(1000 / api, (cpus().length * 1000) / spent)) : undefined;
  console.log(
    `  CPU per vend (medians; they hold on a busy machine, unlike the rate): API ${figures.serverCpuMsPerVend ?? '?'} ms${figures.dbCpuMsPerVend !== null ? `, database server ${figures.dbCpuMsPerVend} ms` : ''}, the 50 machines (this process) ${figures.clientCpuMsPerVend ?? '?'} ms — at most ${ceiling ?? '?'} vends/s here (the API is one thread; ${cpus().length} cores for all three)`,
  );
  console.log(
    `  vends ${figures.vends}, refused ${figures.refused}, errors ${figures.errors}; invariant violations: ${broken} ${JSON.stringify(found)}`,
  );
}
writeResults('vends', results);
