#!/usr/bin/env node
// The reference channel feed: the server a channel's feed URL points at in the demo, the tests and
// the bench. It answers the feed format (GET <feed>/touchpoints?page=&page_size=, GET
// <feed>/touchpoints/<id>/stock) with deterministic data: every touchpoint is generated from its
// feed's name and its index by a seeded PRNG, so the same request answers the same body on every
// start, and a feed of any size (`gen-2000x40`) is served a page at a time without ever being
// built whole. Fault switches (latency, 500s, silence, broken JSON, short pages, redirects, removed
// touchpoints, a new stock generation) are set through an unauthenticated control API that only a
// test or a demo should reach; it listens on 127.0.0.1 unless told otherwise.
//
//   node scripts/reference-feed.mjs [--port 3900] [--host 127.0.0.1]     (or FEED_PORT=3900)
//
// No dependencies: node:http only, so `pnpm feed` works before anything is built.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const DEFAULT_FEED_PORT = 3900;
export const DEMO_FEED_TOKEN = 'demo-feed-token';
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;
/** Generated feeds are bounded so a typo in a name cannot ask for a billion rows. */
const GEN_MAX_TOUCHPOINTS = 1_000_000;
const GEN_MAX_SLOTS = 600;
const CONTROL_BODY_LIMIT = 64 * 1024;

// ── Deterministic data ──────────────────────────────────────────────────────────────────────

/** FNV-1a of a string: the seed of one touchpoint, so any index can be generated on its own. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1); same seed, same sequence. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const between = (rand, min, max) => min + Math.floor(rand() * (max - min + 1));

/** The catalogue every touchpoint stocks from: name, MRP in paise, GST and cess as the feed writes them. */
const PRODUCTS = [
  ['Masala Chips 40g', 2000, '12.00', '0.00'],
  ['Salted Peanuts 50g', 1500, '5.00', '0.00'],
  ['Aloo Bhujia 80g', 2500, '12.00', '0.00'],
  ['Banana Chips 60g', 3000, '12.00', '0.00'],
  ['Roasted Makhana 30g', 4500, '5.00', '0.00'],
  ['Trail Mix 35g', 5000, '12.00', '0.00'],
  ['Khakhra 200g', 6500, '5.00', '0.00'],
  ['Digestive Biscuits 75g', 1000, '18.00', '0.00'],
  ['Cream Biscuits 60g', 1000, '18.00', '0.00'],
  ['Milk Chocolate 38g', 4000, '18.00', '0.00'],
  ['Dark Chocolate 50g', 9000, '18.00', '0.00'],
  ['Protein Bar 40g', 8000, '18.00', '0.00'],
  ['Granola Bar 30g', 3500, '18.00', '0.00'],
  ['Instant Noodles 70g', 1400, '18.00', '0.00'],
  ['Butter Popcorn 50g', 3000, '5.00', '0.00'],
  ['Mineral Water 500ml', 1000, '18.00', '0.00'],
  ['Coconut Water 200ml', 4000, '5.00', '0.00'],
  ['Buttermilk 200ml', 1500, '5.00', '0.00'],
  ['Sweet Lassi 200ml', 2500, '5.00', '0.00'],
  ['Mango Drink 250ml', 2000, '12.00', '0.00'],
  ['Cold Coffee 200ml', 4500, '12.00', '0.00'],
  ['Lemon Soda 300ml', 2000, '18.00', '12.00'],
  ['Cola 300ml', 2000, '18.00', '12.00'],
  ['Energy Drink 250ml', 9000, '18.00', '12.00'],
  ['Veg Sandwich', 6000, '5.00', '0.00'],
  ['Paneer Puff', 3500, '5.00', '0.00'],
];

/** Cities with a centre to scatter sites around and a few localities and PIN prefixes. */
const CITIES = [
  ['Bengaluru', 12.9716, 77.5946, ['Whitefield', 'Koramangala', 'Electronic City', 'Manyata Tech Park'], '560'],
  ['Mumbai', 19.076, 72.8777, ['Andheri East', 'Powai', 'Lower Parel', 'Bandra Kurla Complex'], '400'],
  ['New Delhi', 28.6139, 77.209, ['Connaught Place', 'Nehru Place', 'Saket', 'Okhla Phase II'], '110'],
  ['Gurugram', 28.4595, 77.0266, ['Cyber City', 'Sohna Road', 'Udyog Vihar'], '122'],
  ['Noida', 28.5355, 77.391, ['Sector 62', 'Sector 125', 'Sector 18'], '201'],
  ['Hyderabad', 17.385, 78.4867, ['HITEC City', 'Gachibowli', 'Madhapur'], '500'],
  ['Chennai', 13.0827, 80.2707, ['OMR Thoraipakkam', 'Guindy', 'Ambattur'], '600'],
  ['Pune', 18.5204, 73.8567, ['Hinjewadi', 'Kharadi', 'Magarpatta'], '411'],
  ['Kolkata', 22.5726, 88.3639, ['Salt Lake Sector V', 'New Town', 'Park Street'], '700'],
  ['Ahmedabad', 23.0225, 72.5714, ['SG Highway', 'Prahlad Nagar', 'GIFT City'], '380'],
];
const STREETS = ['Main Road', 'Ring Road', '1st Cross', 'Tech Park Avenue', 'Station Road', 'Industrial Area'];
const BUILDINGS = ['Tower A', 'Tower B', 'Block C', 'Cafeteria Wing', 'Lobby', 'Food Court', 'Gate 2'];
const COMPANIES = ['Acme Technologies', 'Globex Services', 'Initech India', 'Hooli Software', 'Umbrella Pharma'];
const TYPE_NAMES = {
  vending_machine: 'Vending Machine',
  kiosk: 'Kiosk',
  locker: 'Locker',
  micro_market: 'Micro Market',
};

/**
 * The built-in feeds. `types` is drawn from per touchpoint (repeats weight it); `grid` is every
 * touchpoint's grid; `products` the range of stocked slots.
 */
const BUILT_IN = {
  't1-cafeteria': {
    touchpoints: 30,
    retailer: 'Tier One Foods',
    types: ['vending_machine', 'vending_machine', 'vending_machine', 'kiosk', 'micro_market'],
    grid: { rows: 6, columns: 10 },
    products: [4, 10],
  },
  't1-lockers': {
    touchpoints: 12,
    retailer: 'Tier One Foods',
    types: ['locker'],
    grid: { rows: 4, columns: 6 },
    products: [4, 10],
  },
  't2-canteen': {
    touchpoints: 20,
    retailer: 'Canteen Co',
    types: ['vending_machine', 'vending_machine', 'kiosk'],
    grid: { rows: 6, columns: 10 },
    products: [4, 10],
  },
};

/** Spreadsheet letters: 0 → A, 25 → Z, 26 → AA (the row part of an "A1" label). */
function sheetLetters(index) {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The "A1" label of slot `i` of a grid with `columns` columns, counted row by row. */
const slotLabel = (i, columns) => `${sheetLetters(Math.floor(i / columns))}${(i % columns) + 1}`;

/** `gen-<touchpoints>x<slots>` → its size, or null when the name is not a generated feed. */
function parseGenName(name) {
  const m = /^gen-([1-9][0-9]{0,6})x(0|[1-9][0-9]{0,3})$/.exec(name);
  if (!m) return null;
  const touchpoints = Number(m[1]);
  const slots = Number(m[2]);
  if (touchpoints > GEN_MAX_TOUCHPOINTS || slots > GEN_MAX_SLOTS) return null;
  return { touchpoints, slots };
}

/** A generated feed: vending machines with exactly `slots` stocked slots on a grid ten wide. */
function genDefinition({ touchpoints, slots }) {
  const columns = Math.max(1, Math.min(10, slots));
  return {
    touchpoints,
    retailer: 'Bench Vending',
    types: ['vending_machine'],
    grid: { rows: Math.max(1, Math.ceil(slots / columns)), columns },
    products: [slots, slots],
  };
}

/** The source id of index `i`: `<feed>-0001`; at least four digits so ids sort as they are served. */
function sourceId(feedName, definition, i) {
  const width = Math.max(4, String(definition.touchpoints).length);
  return `${feedName}-${String(i + 1).padStart(width, '0')}`;
}

/** The index a source id names in this feed, or -1 (a foreign or malformed id). */
function indexOfId(feedName, definition, id) {
  const prefix = `${feedName}-`;
  if (typeof id !== 'string' || !id.startsWith(prefix)) return -1;
  const digits = id.slice(prefix.length);
  if (!/^[0-9]+$/.test(digits) || sourceId(feedName, definition, Number(digits) - 1) !== id) return -1;
  const i = Number(digits) - 1;
  return i >= 0 && i < definition.touchpoints ? i : -1;
}

/**
 * A product's stock in a stock generation. Generation 0 is the seeded stock; each further
 * generation moves every slot by a non-zero step modulo a prime, so consecutive generations never
 * leave a slot's stock as it was ("the feed's stock changed" is true of every slot).
 */
function stockIn(seed, generation) {
  const base = seed % 23;
  const step = 1 + (Math.floor(seed / 23) % 22);
  return (base + generation * step) % 23;
}

/** Touchpoint `i` of a feed, built from the feed's name and `i` alone. */
function touchpoint(feedName, definition, i, generation) {
  const rand = mulberry32(hash(`${feedName}#${i}`));
  const type = pick(rand, definition.types);
  const [city, lat, lng, localities, pin] = pick(rand, CITIES);
  const locality = pick(rand, localities);
  const building = pick(rand, BUILDINGS);
  const hasLocation = rand() >= 0.08;
  const active = rand() >= 0.1;
  const company = pick(rand, COMPANIES);
  const { rows, columns } = definition.grid;
  const count = Math.min(between(rand, definition.products[0], definition.products[1]), rows * columns);
  const slots = chooseSlots(rand, rows * columns, count);
  const products = slots.map((slot) => {
    const [name, mrp, gst, cess] = pick(rand, PRODUCTS);
    const seed = Math.floor(rand() * 0xffffffff);
    return { slot: slotLabel(slot, columns), name, mrp_paise: mrp, gst, cess, stock: stockIn(seed, generation) };
  });
  return {
    id: sourceId(feedName, definition, i),
    name: `${company} ${locality} ${TYPE_NAMES[type]} ${String(i + 1).padStart(2, '0')}`,
    type,
    company,
    retailer: definition.retailer,
    active,
    location: hasLocation
      ? {
          latitude: round6(lat + (rand() - 0.5) * 0.1),
          longitude: round6(lng + (rand() - 0.5) * 0.1),
          address: `${building}, ${between(rand, 1, 250)} ${pick(rand, STREETS)}, ${locality}, ${city} ${pin}${String(between(rand, 1, 99)).padStart(3, '0')}`,
        }
      : null,
    grid: type === 'vending_machine' || type === 'locker' ? { rows, columns, label_format: 'A1' } : null,
    products,
  };
}

const round6 = (n) => Math.round(n * 1e6) / 1e6;

/** `count` distinct slot positions out of `size`, in grid order: all of them, or a seeded sample. */
function chooseSlots(rand, size, count) {
  if (count >= size) return Array.from({ length: size }, (_, i) => i);
  const chosen = new Set();
  while (chosen.size < count) chosen.add(Math.floor(rand() * size));
  return [...chosen].sort((a, b) => a - b);
}

// ── Feeds and their switches ────────────────────────────────────────────────────────────────

const SWITCH_KEYS = [
  'latencyMs',
  'failPages',
  'failTimes',
  'timeoutPages',
  'malformedPages',
  'truncatedPages',
  'redirectTo',
  'removeIds',
  'stockGeneration',
  'pageSizeMax',
  'token',
];

/** Refuses a control body that would make the feed misbehave in a way nobody asked for. */
function checkSwitches(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('the body must be an object');
  const pages = (key) => {
    const v = body[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 1)))
      throw new Error(`${key} must be a list of page numbers`);
  };
  const count = (key, min) => {
    const v = body[key];
    if (v !== undefined && !(Number.isInteger(v) && v >= min))
      throw new Error(`${key} must be a whole number ≥ ${min}`);
  };
  for (const key of Object.keys(body)) {
    if (!SWITCH_KEYS.includes(key) && key !== 'touchpoints' && key !== 'slots')
      throw new Error(`unknown switch "${key}"`);
  }
  pages('failPages');
  pages('timeoutPages');
  pages('malformedPages');
  pages('truncatedPages');
  count('latencyMs', 0);
  count('failTimes', 0);
  count('stockGeneration', 0);
  count('pageSizeMax', 1);
  count('touchpoints', 0);
  count('slots', 0);
  if (body.touchpoints > GEN_MAX_TOUCHPOINTS) throw new Error(`touchpoints must be at most ${GEN_MAX_TOUCHPOINTS}`);
  if (body.slots > GEN_MAX_SLOTS) throw new Error(`slots must be at most ${GEN_MAX_SLOTS}`);
  if (body.redirectTo !== undefined && !(typeof body.redirectTo === 'string' && URL.canParse(body.redirectTo)))
    throw new Error('redirectTo must be an absolute URL');
  if (body.token !== undefined && !(typeof body.token === 'string' && body.token.length > 0))
    throw new Error('token must be a non-empty string');
  if (
    body.removeIds !== undefined &&
    !(Array.isArray(body.removeIds) && body.removeIds.every((s) => typeof s === 'string'))
  )
    throw new Error('removeIds must be a list of ids');
}

/** The state of one server: switches per feed, custom feeds, failure counts and request counts. */
function createState() {
  return {
    /** name → switches (merged by each control call). */
    switches: new Map(),
    /** name → definition of a feed created through the control API. */
    custom: new Map(),
    /** `${name}#${page}` → how many times that failing page has failed since its switch was set. */
    failures: new Map(),
    /** request path (with `?page=n` for pages) → count. */
    requests: new Map(),
  };
}

/** The definition behind a feed name: built-in, created through control, or generated; else null. */
function definitionOf(state, name) {
  return state.custom.get(name) ?? BUILT_IN[name] ?? (parseGenName(name) && genDefinition(parseGenName(name)));
}

/**
 * The control operations, shared by the HTTP control API and the object `startReferenceFeed`
 * returns. `setFeed` merges switches; a body with `touchpoints` (and `slots`) on a name that is
 * not built in creates that feed, generated like `gen-*`, so a test can give a channel a feed with
 * its own token.
 */
function createControl(state) {
  return {
    setFeed(name, body = {}) {
      checkSwitches(body);
      const { touchpoints, slots, ...switches } = body;
      if (touchpoints !== undefined) {
        if (BUILT_IN[name] || parseGenName(name)) throw new Error(`"${name}" is a built-in feed; choose another name`);
        state.custom.set(name, genDefinition({ touchpoints, slots: slots ?? 8 }));
      } else if (!definitionOf(state, name)) {
        throw new Error(`no feed "${name}" (send touchpoints to create it)`);
      }
      state.switches.set(name, { ...(state.switches.get(name) ?? {}), ...switches });
      for (const key of [...state.failures.keys()]) if (key.startsWith(`${name}#`)) state.failures.delete(key);
      return { name, switches: state.switches.get(name) };
    },
    reset() {
      state.switches.clear();
      state.custom.clear();
      state.failures.clear();
      state.requests.clear();
    },
    requests() {
      const paths = Object.fromEntries([...state.requests.entries()].sort(([a], [b]) => a.localeCompare(b)));
      const total = [...state.requests.values()].reduce((a, b) => a + b, 0);
      return { total, paths };
    },
  };
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Compares the bearer token in constant time; a missing header never matches. */
function tokenMatches(header, expected) {
  const m = /^Bearer (.+)$/.exec(header ?? '');
  if (!m) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `page`/`page_size` as the format defines them; a malformed one is the client's error (400). */
function pageParams(searchParams, pageSizeMax) {
  const raw = {
    page: searchParams.get('page') ?? '1',
    size: searchParams.get('page_size') ?? String(DEFAULT_PAGE_SIZE),
  };
  if (!/^[1-9][0-9]{0,8}$/.test(raw.page)) return { error: 'page must be a whole number from 1' };
  if (!/^[1-9][0-9]{0,8}$/.test(raw.size)) return { error: 'page_size must be a whole number from 1' };
  return { page: Number(raw.page), pageSize: Math.min(Number(raw.size), pageSizeMax ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/**
 * The indices still in the feed, in order, as a mapping from visible position to index: removed
 * touchpoints are skipped without materialising the feed (a sorted list of removed indices).
 */
function visibility(feedName, definition, removeIds) {
  const removed = [...new Set((removeIds ?? []).map((id) => indexOfId(feedName, definition, id)))]
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  const removedSet = new Set(removed);
  return {
    total: definition.touchpoints - removed.length,
    isRemoved: (i) => removedSet.has(i),
    indexAt(position) {
      let i = position;
      for (const r of removed) if (r <= i) i++;
      return i;
    },
  };
}

/** GET <feed>/touchpoints: one page, generated from the indices it covers. */
async function answerPage(ctx, searchParams) {
  const { state, res, name, definition, switches } = ctx;
  const params = pageParams(searchParams, switches.pageSizeMax);
  if (params.error) return send(res, 400, { message: params.error });
  const { page, pageSize } = params;
  if (switches.timeoutPages?.includes(page)) return; // never answered: the socket stays open until the client gives up
  if (switches.failPages?.includes(page)) {
    const key = `${name}#${page}`;
    const failed = state.failures.get(key) ?? 0;
    if (switches.failTimes === undefined || failed < switches.failTimes) {
      state.failures.set(key, failed + 1);
      return send(res, 500, { message: `page ${page} failed on purpose (failPages)` });
    }
  }
  if (switches.malformedPages?.includes(page)) {
    return send(res, 200, `{"page": ${page}, "total_pages": 1, "touchpoints": [{"id": "broken"`);
  }
  const view = visibility(name, definition, switches.removeIds);
  const totalPages = Math.max(1, Math.ceil(view.total / pageSize));
  const first = (page - 1) * pageSize;
  const last = Math.min(first + pageSize, view.total);
  const touchpoints = [];
  for (let p = first; p < last; p++) {
    touchpoints.push(touchpoint(name, definition, view.indexAt(p), switches.stockGeneration ?? 0));
  }
  if (switches.truncatedPages?.includes(page)) {
    // The body of a page cut short in transit by a careless source: half the rows, and a page count
    // that promises one more page than there is, so the totals no longer add up.
    touchpoints.length = Math.floor(touchpoints.length / 2);
    return send(res, 200, { page, total_pages: totalPages + 1, total: view.total, touchpoints });
  }
  return send(res, 200, { page, total_pages: totalPages, total: view.total, touchpoints });
}

/** GET <feed>/touchpoints/<id>/stock: the slots of one touchpoint with their stock and MRP. */
function answerStock(ctx, id) {
  const { res, name, definition, switches } = ctx;
  const i = indexOfId(name, definition, id);
  const view = visibility(name, definition, switches.removeIds);
  if (i < 0 || view.isRemoved(i)) return send(res, 404, { message: `no touchpoint "${id}" in this feed` });
  const tp = touchpoint(name, definition, i, switches.stockGeneration ?? 0);
  return send(res, 200, {
    id: tp.id,
    products: tp.products.map(({ slot, stock, mrp_paise }) => ({ slot, stock, mrp_paise })),
  });
}

/** Where a moved feed sends a request: the same sub-path and query under `redirectTo`. */
function redirectLocation(redirectTo, rest, search) {
  const target = new URL(redirectTo);
  target.pathname = `${target.pathname.replace(/\/+$/, '')}${rest}`;
  target.search = search;
  return target.toString();
}

/** Every request under /feeds/<name>/…: count it, apply the switches, authenticate, answer. */
async function answerFeed(state, req, res, url) {
  const m = /^\/feeds\/([A-Za-z0-9_.-]+)(\/.*)?$/.exec(url.pathname);
  if (!m) return send(res, 404, { message: 'not found' });
  const [, name, rest = ''] = m;
  const page = url.searchParams.get('page');
  const key = rest === '/touchpoints' ? `${url.pathname}?page=${page ?? '1'}` : url.pathname;
  state.requests.set(key, (state.requests.get(key) ?? 0) + 1);

  const definition = definitionOf(state, name);
  if (!definition) return send(res, 404, { message: `no feed "${name}"` });
  const switches = state.switches.get(name) ?? {};
  if (switches.latencyMs) await sleep(switches.latencyMs);
  if (switches.redirectTo) {
    return send(res, 302, { message: 'moved' }, { location: redirectLocation(switches.redirectTo, rest, url.search) });
  }
  if (!tokenMatches(req.headers.authorization, switches.token ?? DEMO_FEED_TOKEN)) {
    return send(res, 401, { message: 'The feed token is missing or wrong.' });
  }
  const ctx = { state, res, name, definition, switches };
  if (req.method !== 'GET') return send(res, 405, { message: 'only GET' }, { allow: 'GET' });
  if (rest === '/touchpoints') return answerPage(ctx, url.searchParams);
  const stock = /^\/touchpoints\/([^/]+)\/stock$/.exec(rest);
  if (stock) return answerStock(ctx, decodeURIComponent(stock[1]));
  return send(res, 404, { message: 'not found' });
}

/** Reads a small JSON body for the control API. */
async function readJson(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > CONTROL_BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? {} : JSON.parse(text);
}

/** POST /control/feeds/<name>, POST /control/reset, GET /control/requests. */
async function answerControl(control, req, res, url) {
  try {
    if (req.method === 'GET' && url.pathname === '/control/requests') return send(res, 200, control.requests());
    if (req.method === 'POST' && url.pathname === '/control/reset') {
      control.reset();
      return send(res, 200, { ok: true });
    }
    const m = /^\/control\/feeds\/([A-Za-z0-9_.-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && m) return send(res, 200, control.setFeed(m[1], await readJson(req)));
    return send(res, 404, { message: 'not found' });
  } catch (error) {
    return send(res, 400, { message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Starts the reference feed. Resolves once it listens; `close()` also ends the requests a
 * `timeoutPages` switch left hanging, so a test never waits for them.
 */
export async function startReferenceFeed({ port = 0, host = '127.0.0.1' } = {}) {
  const state = createState();
  const control = createControl(state);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed.invalid');
    const answer = url.pathname.startsWith('/control/')
      ? answerControl(control, req, res, url)
      : answerFeed(state, req, res, url);
    answer.catch((error) => {
      if (!res.headersSent) send(res, 500, { message: 'the reference feed failed' });
      else res.destroy();
      console.error('reference feed:', error);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    control,
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** `--port N` / `--host H` from argv, then FEED_PORT, then the default. */
function cliOptions(argv, env) {
  const value = (flag) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(value('--port') ?? env.FEED_PORT ?? DEFAULT_FEED_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`invalid port "${value('--port') ?? env.FEED_PORT}"`);
  return { port, host: value('--host') ?? '127.0.0.1' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const feed = await startReferenceFeed(cliOptions(process.argv.slice(2), process.env));
  console.log(`Reference feed on ${feed.url}`);
  console.log(
    `  feeds: ${Object.keys(BUILT_IN).join(', ')}, gen-<touchpoints>x<slots>  (e.g. ${feed.url}/feeds/t1-cafeteria)`,
  );
  console.log(`  token: ${DEMO_FEED_TOKEN}`);
  const stop = () => feed.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
