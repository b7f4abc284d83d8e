#!/usr/bin/env node
// The reference channel feed: the server a channel's feed URL points at in the demo, the tests and
// the bench. It answers the feed format (GET <feed>/touchpoints?page=&page_size=, GET
// <feed>/touchpoints/<id>/stock) with deterministic data: every touchpoint is generated from its
// feed's name and its index by a seeded PRNG, so the same request answers the same body on every
// start, and a feed of any size (`gen-2000x40`) is served a page at a time without ever being
// built whole. Fault switches (latency, 500s, silence, broken JSON, short pages, redirects, removed
// touchpoints, a new stock generation, edited fields) are set through an unauthenticated control
// API that only a test or a demo should reach; it listens on 127.0.0.1 unless told otherwise.
//
//   node scripts/reference-feed.mjs [--port 3900] [--host 127.0.0.1]     (or FEED_PORT=3900)
//
// No dependencies: node:http only, so `pnpm feed` works before anything is built.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BUILT_IN, indexOfId, touchpoint } from './reference-feed-data.mjs';
import { createControl, createState, definitionOf } from './reference-feed-control.mjs';

export const DEFAULT_FEED_PORT = 3900;
export const DEMO_FEED_TOKEN = 'demo-feed-token';
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;
const CONTROL_BODY_LIMIT = 64 * 1024;

// ── Deterministic data ──────────────────────────────────────────────────────────────────────

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

/**
 * A touchpoint with the `edits` switch's fields for its id laid over it, products by position:
 * how a test or a demo makes a feed send text or values the generator never would.
 */
function withEdits(tp, edits) {
  const edit = edits?.[tp.id];
  if (!edit) return tp;
  const { products, ...fields } = edit;
  return { ...tp, ...fields, products: tp.products.map((p, i) => ({ ...p, ...(products?.[i] ?? {}) })) };
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
    touchpoints.push(
      withEdits(touchpoint(name, definition, view.indexAt(p), switches.stockGeneration ?? 0), switches.edits),
    );
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
  const tp = withEdits(touchpoint(name, definition, i, switches.stockGeneration ?? 0), switches.edits);
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
