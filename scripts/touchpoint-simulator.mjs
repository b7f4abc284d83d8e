#!/usr/bin/env node
// The touchpoint simulator: virtual vending machines sending realistic traffic through the vend
// API over HTTP (README "Vending"). A machine signs with its touchpoint's key; this script gets
// keys the way an installer would — signed in as an operator, it issues one per machine through the
// console's API (kept in a state file and reused while live) — and learns its customers' cards
// (and, for a few, their PINs, an audited reveal) from the People API.
//
//   node scripts/touchpoint-simulator.mjs run  [--api http://localhost:4000] [--email admin@demo.local]
//        [--password Admin@123] [--machines 3] [--interval 20] [--state server/data/simulator.json]
//   node scripts/touchpoint-simulator.mjs vend --api URL --key tpk_… (--rfid CARD | --mobile M --pin P)
//        --cart A1:2,B3:1 [--vended A1:1,B3:1 | --no-result] [--idempotency-key K]
//
// `run` keeps going until stopped: each machine buys every `interval` seconds (jittered), baskets
// of one to three items; most vend in full, some partly, a few not at all, and now and then a
// machine goes offline without reporting (the server's sweeper refunds it); about one customer in
// four rates the order (1–5, sometimes with a comment: the feedback report). `vend` sends one vend
// and prints the order (the e2e suite uses it). No dependencies: fetch only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const name = arg.slice(2);
    const next = rest[i + 1];
    if (next === undefined || next.startsWith('--')) options[name] = true;
    else options[name] = rest[++i];
  }
  return { command, options };
}

/** `A1:2,B3:1` → [{ slot: 'A1', quantity: 2 }, …] */
export function parseLines(text, field = 'quantity') {
  return String(text)
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [slot, n] = part.split(':');
      const value = Number(n ?? 1);
      if (!slot || !Number.isInteger(value) || value < 0) throw new Error(`cannot read "${part}" (SLOT:COUNT)`);
      return { slot, [field]: value };
    });
}

async function call(api, method, url, { token, body, key } = {}) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** One vend as a machine sends it: authorize (retried once on a network error, same key), then the result. */
export async function vendOnce(api, key, { credential, cart, vended, idempotencyKey }) {
  const idem = idempotencyKey ?? `sim-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  let authorized;
  for (let attempt = 0; ; attempt++) {
    try {
      authorized = await call(api, 'POST', '/api/transaction/vend/authorize', {
        token: key,
        key: idem,
        body: { credential, cart },
      });
      break;
    } catch (error) {
      if (attempt >= 1) throw error;
      await sleep(500);
    }
  }
  if (authorized.status !== 201 && authorized.status !== 200) return { authorized, result: null };
  if (!vended) return { authorized, result: null };
  const result = await call(api, 'POST', `/api/transaction/vend/${authorized.body.data.order_id}/result`, {
    token: key,
    body: { lines: vended },
  });
  return { authorized, result };
}

const COMMENTS = ['Quick and easy', 'Item was cold', 'Took two tries', 'Great snack', 'Please restock more often'];

/** The customer's feedback on a vended order (vend API, once per order): mostly good when it vended in full. */
export async function sendFeedback(api, key, order) {
  const full = order.vend_status === 'success';
  const rating = full ? 3 + Math.floor(Math.random() * 3) : 1 + Math.floor(Math.random() * 3);
  const body = Math.random() < 0.4 ? { rating, comment: pick(COMMENTS) } : { rating };
  return call(api, 'POST', `/api/transaction/vend/${order.order_id}/feedback`, { token: key, body });
}

async function signIn(api, email, password) {
  const res = await call(api, 'POST', '/api/merchant/users/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body?.message ?? ''}`);
  return res.body.token;
}

function loadState(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { keys: {} };
  } catch {
    return { keys: {} };
  }
}

/** Machines: active vending machines with stocked slots, each with a live key (reused from the state file). */
async function provision(api, token, count, stateFile) {
  const state = loadState(stateFile);
  const list = await call(api, 'POST', '/api/merchant/touchpoints/list', {
    token,
    body: { limit: 50, status: 1, type: 'vending_machine' },
  });
  if (list.status !== 200) throw new Error(`touchpoints: ${list.status} ${list.body?.message ?? ''}`);
  const machines = [];
  for (const tp of list.body.data) {
    if (machines.length >= count) break;
    const products = await call(api, 'POST', `/api/merchant/touchpoints/${tp.id}/products/list`, {
      token,
      body: { limit: 100 },
    });
    const slots = (products.body?.data ?? []).filter((p) => p.slot && p.stock > 0 && p.mrp > 0).map((p) => p.slot);
    if (slots.length === 0) continue;
    let key = state.keys[tp.id];
    const live = key ? (await call(api, 'GET', '/api/transaction/vend/me', { token: key })).status === 200 : false;
    if (!live) {
      const issued = await call(api, 'POST', `/api/merchant/touchpoints/${tp.id}/keys`, {
        token,
        body: { label: 'Simulator' },
      });
      if (issued.status !== 201) continue;
      key = issued.body.data.secret;
      state.keys[tp.id] = key;
    }
    machines.push({ id: tp.id, name: tp.name, key, slots });
  }
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  return machines;
}

/** Customers with a card, and a few whose PIN the simulator learns (an audited reveal) to buy by mobile. */
async function customers(api, token) {
  const res = await call(api, 'POST', '/api/customer/customers/list', { token, body: { limit: 100 } });
  if (res.status !== 200) throw new Error(`customers: ${res.status} ${res.body?.message ?? ''}`);
  const people = res.body.data;
  const byCard = people.filter((c) => c.rfid).map((c) => ({ rfid: c.rfid }));
  const byPin = [];
  for (const c of people.filter((p) => p.mobile).slice(0, 5)) {
    const pin = await call(api, 'GET', `/api/customer/customers/${c.id}/pin`, { token });
    if (pin.status === 200 && pin.body.data.pin) byPin.push({ mobile: c.mobile, pin: pin.body.data.pin });
  }
  return { byCard, byPin };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function runMachine(api, machine, people, intervalMs, tally, stopped) {
  while (!stopped()) {
    await sleep(intervalMs * (0.5 + Math.random()));
    if (stopped()) break;
    const credential = people.byPin.length > 0 && Math.random() < 0.15 ? pick(people.byPin) : pick(people.byCard);
    const slots = [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(machine.slots)))];
    const cart = slots.map((slot) => ({ slot, quantity: Math.random() < 0.8 ? 1 : 2 }));
    const fate = Math.random();
    const vended =
      fate < 0.03
        ? null // offline: no result; the sweeper refunds it
        : cart.map((l) => ({ slot: l.slot, vended: fate < 0.88 ? l.quantity : fate < 0.96 ? l.quantity - 1 : 0 }));
    try {
      const { authorized, result } = await vendOnce(api, machine.key, { credential, cart, vended });
      if (authorized.status === 201) tally.orders += 1;
      else
        tally.refused[authorized.body?.code ?? authorized.status] =
          (tally.refused[authorized.body?.code ?? authorized.status] ?? 0) + 1;
      if (result && result.status === 200 && result.body.data.refunded_amount > 0) tally.refunds += 1;
      // About one customer in four leaves feedback on the machine's screen: a rating, sometimes a word.
      if (result && result.status === 200 && Math.random() < 0.25) {
        const feedback = await sendFeedback(api, machine.key, result.body.data);
        if (feedback.status === 201) tally.feedback += 1;
      }
    } catch {
      // The API is down or restarting: count it and wait before the next basket.
      tally.errors += 1;
      await sleep(5000);
    }
  }
}

async function run(options) {
  const api = options.api ?? `http://localhost:${process.env.PORT ?? 4000}`;
  const email = options.email ?? 'admin@demo.local';
  const password = options.password ?? 'Admin@123';
  const count = Number(options.machines ?? 3);
  const intervalMs = Number(options.interval ?? 20) * 1000;
  const stateFile = path.resolve(options.state ?? 'server/data/simulator.json');
  for (let i = 0; ; i++) {
    const health = await fetch(`${api}/api/transaction/health`).catch(() => null);
    if (health?.ok) break;
    if (i > 120) throw new Error(`the API at ${api} did not answer`);
    await sleep(1000);
  }
  const token = await signIn(api, email, password);
  const machines = await provision(api, token, count, stateFile);
  const people = await customers(api, token);
  if (machines.length === 0 || people.byCard.length === 0)
    throw new Error('no stocked vending machine or no customer with a card');
  console.log(
    `simulator: ${machines.length} machines (${machines.map((m) => m.name).join(', ')}) buying every ~${intervalMs / 1000} s as ${email}`,
  );
  const tally = { orders: 0, refunds: 0, feedback: 0, errors: 0, refused: {} };
  let stop = false;
  process.on('SIGINT', () => (stop = true));
  process.on('SIGTERM', () => (stop = true));
  const report = setInterval(() => console.log(`simulator: ${JSON.stringify(tally)}`), 60_000);
  report.unref();
  await Promise.all(machines.map((m) => runMachine(api, m, people, intervalMs, tally, () => stop)));
  clearInterval(report);
}

async function vendCommand(options) {
  if (!options.api || !options.key || !options.cart) throw new Error('vend needs --api, --key and --cart');
  const credential = options.rfid
    ? { rfid: String(options.rfid) }
    : { mobile: String(options.mobile), pin: String(options.pin) };
  const cart = parseLines(options.cart);
  const vended = options['no-result']
    ? null
    : options.vended
      ? parseLines(options.vended, 'vended')
      : cart.map((l) => ({ slot: l.slot, vended: l.quantity }));
  const out = await vendOnce(options.api, options.key, {
    credential,
    cart,
    vended,
    idempotencyKey: options['idempotency-key'],
  });
  console.log(JSON.stringify({ authorize: out.authorized, result: out.result }));
  if (![200, 201].includes(out.authorized.status)) process.exitCode = 3;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { command, options } = parseArgs(process.argv.slice(2));
  const work =
    command === 'run'
      ? run(options)
      : command === 'vend'
        ? vendCommand(options)
        : Promise.reject(new Error('usage: touchpoint-simulator.mjs run|vend [options]'));
  work.catch((error) => {
    console.error(`simulator: ${error.message}`);
    process.exit(1);
  });
}
