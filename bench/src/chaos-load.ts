/**
 * The chaos bench's load (chaos.ts): machines vending through the load balancer, retrying what a
 * kill cut off under the same Idempotency-Key, results (some twice), offline machines the sweeper
 * refunds, operator refunds racing the automatic ones, two channel syncs and three reports — while
 * `chaos` kills instances. Answers what it saw: every acknowledged vend, and every 5xx by status.
 */
import { customerBody } from '@console/server/test/people-fixtures';
import { prng, randomCart, randomResult } from '@console/server/test/vend-fixtures';

export interface Client {
  url: string;
  token?: string;
}

export interface Counts {
  /** Vends whose authorize answered 2xx: the machine's touchpoint, its key, the order. */
  acknowledged: { touchpointId: number; key: string; orderId: number }[];
  results: number;
  offline: number;
  operatorRefunds: number;
  /** Answers by status (5xx especially), and requests that got no answer (a connection cut). */
  statuses: Map<number, number>;
  cut: number;
  syncRuns: number[];
  reports: number[];
  /** The bulk credit's batch and the wallets it pays. */
  bulkCredit: { id: number; key: string; walletIds: number[] } | undefined;
  kills: number;
  /** The admin's token, to read back what was made. */
  adminToken: string;
}

type Answer = { status: number; body: any };

/** One call; a connection cut by a kill answers status 0. */
export async function call(
  client: Client,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  try {
    const res = await fetch(`${client.url}${url}`, {
      method,
      headers: {
        ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null } as Answer;
  } catch {
    return { status: 0, body: null } as Answer;
  }
}

/** A call retried while its answer is a cut connection or nginx's 502/504 (safe: keyed, or a read). */
export async function retried(
  client: Client,
  counts: Counts,
  method: string,
  url: string,
  body?: unknown,
  headers = {},
) {
  for (let attempt = 0; ; attempt++) {
    const res = await call(client, method, url, body, headers);
    if (res.status === 0) counts.cut += 1;
    else counts.statuses.set(res.status, (counts.statuses.get(res.status) ?? 0) + 1);
    if (res.status !== 0 && res.status !== 502 && res.status !== 504) return res;
    if (attempt > 200) throw new Error(`${method} ${url}: no answer after ${attempt} tries`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo's company admin signed in at `url` (retried through a restart), as a client. */
export async function signInAdmin(url: string, counts: Counts): Promise<Client & { token: string }> {
  const login = ok(
    await retried({ url }, counts, 'POST', '/api/merchant/users/login', {
      email: 'admin@demo.local',
      password: 'Admin@123',
    }),
    'login',
  );
  return { url, token: login.token as string };
}

export const ok = (res: Answer, what: string) => {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

export async function setUp(admin: Client, counts: Counts, machines: number) {
  const made: { touchpointId: number; key: string }[] = [];
  for (let i = 0; i < machines; i++) {
    const tp = ok(
      await retried(admin, counts, 'POST', '/api/merchant/touchpoints', {
        name: `Chaos Machine ${i + 1}`,
        type: 'vending_machine',
        channel_id: null,
        grid: { rows: 2, columns: 5, label_format: 'A1' },
      }),
      'touchpoint',
    ).data;
    for (const [slot, name, mrp] of [
      ['A1', 'Filter Coffee', 12.5],
      ['A2', 'Poha', 30],
    ] as const) {
      const body = { name, slot, mrp, gst: 5, cess: 0, stock: 100_000 };
      ok(await retried(admin, counts, 'POST', `/api/merchant/touchpoints/${tp.id}/products`, body), 'product');
    }
    const key = ok(
      await retried(admin, counts, 'POST', `/api/merchant/touchpoints/${tp.id}/keys`, { label: 'Chaos' }),
      'key',
    );
    made.push({ touchpointId: tp.id, key: key.data.secret });
  }
  const rfids: string[] = [];
  const walletIds: number[] = [];
  for (let i = 0; i < 30; i++) {
    const rfid = `CHAOSRF${String(i).padStart(5, '0')}`;
    const customer = ok(
      await retried(admin, counts, 'POST', '/api/customer/customers', customerBody({ rfid, pin: '4321' })),
      'customer',
    ).data;
    const wallet = ok(
      await retried(admin, counts, 'POST', '/api/customer/wallet', {
        name: 'Meal Wallet',
        type: 'prepaid',
        customer_id: customer.id,
        is_primary: true,
      }),
      'wallet',
    ).data;
    ok(
      await retried(
        admin,
        counts,
        'POST',
        '/api/customer/wallet/wallet-transaction',
        {
          wallet_id: wallet.id,
          transaction_amount: 100_000,
        },
        { 'idempotency-key': `chaos-float-${wallet.id}` },
      ),
      'float',
    );
    rfids.push(rfid);
    walletIds.push(wallet.id);
  }
  return { made, rfids, walletIds };
}

export function emptyCounts(): Counts {
  return {
    acknowledged: [],
    results: 0,
    offline: 0,
    operatorRefunds: 0,
    statuses: new Map(),
    cut: 0,
    syncRuns: [],
    reports: [],
    bulkCredit: undefined,
    kills: 0,
    adminToken: '',
  };
}

export async function driveLoad(options: {
  url: string;
  machines: number;
  seconds: number;
  feedPort: number;
  log: (line: string) => void;
  chaos: (stop: AbortSignal) => Promise<number>;
}): Promise<Counts> {
  const counts = emptyCounts();
  const admin = await signInAdmin(options.url, counts);
  counts.adminToken = admin.token;
  const { made, rfids, walletIds } = await setUp(admin, counts, options.machines);
  options.log(`set up ${made.length} machines and ${rfids.length} buyers; load for ${options.seconds} s`);

  const stop = new AbortController();
  const until = Date.now() + options.seconds * 1000;
  const chaos = options.chaos(stop.signal);

  const machine = async (m: { touchpointId: number; key: string }, index: number) => {
    const random = prng(index + 1);
    const client: Client = { url: options.url, token: m.key };
    for (let v = 0; Date.now() < until; v++) {
      const key = `chaos-${index}-${v}`;
      const cart = randomCart(random);
      const body = { credential: { rfid: rfids[Math.floor(random() * rfids.length)]! }, cart };
      const authorized = await retried(client, counts, 'POST', '/api/transaction/vend/authorize', body, {
        'idempotency-key': key,
      });
      if (authorized.status !== 200 && authorized.status !== 201) continue;
      const orderId = authorized.body.data.order_id as number;
      counts.acknowledged.push({ touchpointId: m.touchpointId, key, orderId });
      const lines = randomResult(random, cart);
      if (!lines) {
        counts.offline += 1;
        continue;
      }
      const work = [retried(client, counts, 'POST', `/api/transaction/vend/${orderId}/result`, { lines })];
      if (random() < 0.2)
        work.push(retried(client, counts, 'POST', `/api/transaction/vend/${orderId}/result`, { lines }));
      if (random() < 0.15) {
        counts.operatorRefunds += 1;
        work.push(
          retried(
            admin,
            counts,
            'POST',
            `/api/transaction/orders/${orderId}/refund`,
            { reason: 'Chaos refund' },
            {
              'idempotency-key': `chaos-refund-${key}`,
            },
          ),
        );
      }
      await Promise.all(work);
      counts.results += 1;
    }
  };

  const background = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const channels = ok(await retried(admin, counts, 'POST', '/api/merchant/channels/list', { limit: 50 }), 'channels')
      .data as {
      id: number;
      feed_url: string | null;
    }[];
    for (const channel of channels.filter((c) => c.feed_url).slice(0, 2)) {
      const run = await retried(admin, counts, 'POST', `/api/merchant/channels/${channel.id}/sync`, {});
      if (run.status === 202) counts.syncRuns.push(run.body.data.id);
      else options.log(`sync of channel ${channel.id}: ${run.status} ${JSON.stringify(run.body)}`);
    }
    const key = `chaos-bulk-${Date.now()}`;
    const bulk = await retried(
      admin,
      counts,
      'POST',
      '/api/customer/wallet/bulk-credit',
      { wallet_ids: walletIds, transaction_amount: 25, remark: 'Chaos bonus' },
      { 'idempotency-key': key },
    );
    if (bulk.status === 200 || bulk.status === 202) counts.bulkCredit = { id: bulk.body.data.id, key, walletIds };
    else options.log(`bulk credit: ${bulk.status} ${JSON.stringify(bulk.body)}`);
    for (const kind of ['transactions', 'transactions', 'feedback'] as const) {
      const report = await retried(admin, counts, 'POST', '/api/report/reports', {
        kind,
        format: 'csv',
        filters: { range: '1d' },
      });
      if (report.status === 202) counts.reports.push(report.body.data.id);
      else options.log(`report: ${report.status} ${JSON.stringify(report.body)}`);
    }
  };

  await Promise.all([...made.map((m, i) => machine(m, i)), background()]);
  stop.abort();
  counts.kills = await chaos;
  return counts;
}
