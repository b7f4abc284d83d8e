/**
 * The feed client against the reference feed over real sockets: the format check (its reasons:
 * feed-format.test.ts), the host allow-list, redirects, retries, timeouts, the size cap, and the
 * feed's switches the sync relies on (stock generations, removed touchpoints). No database: only HTTP.
 */
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFeedClient, FeedError, type FeedClientOptions } from '../src/services/merchant/sync/feed-client';
import { FEED_TOKEN, startFeed, type ReferenceFeed } from './reference-feed';

const TOKEN = FEED_TOKEN;

let feed: ReferenceFeed;
let feedUrl: (name: string) => string;

before(async () => {
  feed = await startFeed();
  feedUrl = (name) => `${feed.url}/feeds/${name}`;
});
after(() => feed.close());
beforeEach(() => feed.control.reset());

/** A client allowed to reach the reference feed (by 127.0.0.1 and by localhost), with quick retries. */
function client(overrides: Partial<FeedClientOptions> = {}) {
  return createFeedClient({
    allowedHosts: [`127.0.0.1:${feed.port}`, `localhost:${feed.port}`],
    timeoutMs: 2000,
    maxResponseBytes: 8 * 1024 * 1024,
    retries: 2,
    backoffMs: 5,
    ...overrides,
  });
}

/** Awaits a promise that must fail with a FeedError of `kind`, and returns that error. */
async function feedError(promise: Promise<unknown>, kind: FeedError['kind']): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof FeedError, `expected a FeedError, got ${String(error)}`);
    assert.equal(error.kind, kind, error.message);
    return error;
  }
  assert.fail(`expected a FeedError ${kind}, but the call succeeded`);
}

const requestsTo = (pathAndPage: string) => feed.control.requests().paths[pathAndPage] ?? 0;

test('page 1 of a built-in feed is in the format, with the advertised sizes', async () => {
  const page = await client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 100);
  assert.equal(page.total, 30);
  assert.equal(page.total_pages, 1);
  assert.equal(page.touchpoints.length, 30);
  assert.equal(page.touchpoints[0]!.id, 't1-cafeteria-0001');
  for (const tp of page.touchpoints) {
    assert.ok(tp.products.length >= 4 && tp.products.length <= 10, `${tp.id} has ${tp.products.length} products`);
  }
  const lockers = await client().fetchPage(feedUrl('t1-lockers'), TOKEN, 1, 5);
  assert.equal(lockers.total, 12);
  assert.equal(lockers.total_pages, 3);
  assert.ok(lockers.touchpoints.every((tp) => tp.type === 'locker' && tp.grid !== null));
  const canteen = await client().fetchPage(feedUrl('t2-canteen'), TOKEN, 2, 15);
  assert.deepEqual([canteen.total, canteen.touchpoints.length], [20, 5]);
});

test('the data is the same on every fetch and every start', async () => {
  const first = await client().fetchPage(feedUrl('t2-canteen'), TOKEN, 1, 20);
  const second = await client().fetchPage(feedUrl('t2-canteen'), TOKEN, 1, 20);
  assert.deepEqual(second, first);
  const other = await startFeed();
  try {
    const elsewhere = createFeedClient({
      allowedHosts: [`127.0.0.1:${other.port}`],
      timeoutMs: 2000,
      maxResponseBytes: 1 << 20,
      retries: 0,
      backoffMs: 0,
    });
    assert.deepEqual(await elsewhere.fetchPage(`${other.url}/feeds/t2-canteen`, TOKEN, 1, 20), first);
  } finally {
    await other.close();
  }
});

test('a generated feed serves the benchmark size page by page', async () => {
  const page = await client().fetchPage(feedUrl('gen-2000x40'), TOKEN, 4, 500);
  assert.deepEqual([page.total, page.total_pages, page.touchpoints.length], [2000, 4, 500]);
  assert.equal(page.touchpoints[499]!.id, 'gen-2000x40-2000');
  assert.ok(page.touchpoints.every((tp) => tp.products.length === 40));
  const again = await client().fetchPage(feedUrl('gen-2000x40'), TOKEN, 4, 500);
  assert.deepEqual(again.touchpoints[123], page.touchpoints[123]);
});

test('a wrong token is refused', async () => {
  const error = await feedError(client().fetchPage(feedUrl('t1-cafeteria'), 'not-the-token', 1, 10), 'refused');
  assert.match(error.message, /refused the token/);
  assert.equal(error.status, 401);
  assert.ok(!error.message.includes('not-the-token'));
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=1'), 1, 'a 4xx is not retried');
});

test('a feed may have its own token', async () => {
  feed.control.setFeed('acme-vending', { touchpoints: 3, slots: 4, token: 'acme-secret' });
  const page = await client().fetchPage(feedUrl('acme-vending'), 'acme-secret', 1, 10);
  assert.deepEqual(
    page.touchpoints.map((tp) => tp.id),
    ['acme-vending-0001', 'acme-vending-0002', 'acme-vending-0003'],
  );
  await feedError(client().fetchPage(feedUrl('acme-vending'), TOKEN, 1, 10), 'refused');
});

test('a host off the allow-list is refused before any request is made', async () => {
  const onlyOther = client({ allowedHosts: ['feeds.example.com'] });
  await feedError(onlyOther.fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10), 'not_allowed');
  const wrongPort = client({ allowedHosts: [`127.0.0.1:${feed.port + 1}`] });
  await feedError(wrongPort.fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10), 'not_allowed');
  const nothing = client({ allowedHosts: [] });
  await feedError(nothing.fetchStock(feedUrl('t1-cafeteria'), TOKEN, 't1-cafeteria-0001'), 'not_allowed');
  assert.equal(feed.control.requests().total, 0);
  assert.doesNotThrow(() => client({ allowedHosts: ['127.0.0.1'] }).assertAllowed(feedUrl('x')));
  assert.throws(() => client({ allowedHosts: ['*'] }), /one by one/);
  assert.throws(() => client({ allowedHosts: ['*.example.com'] }), /one by one/);
});

test('only http and https URLs are allowed', async () => {
  const c = client({ allowedHosts: ['127.0.0.1', 'localhost', ''].filter(Boolean) });
  for (const url of ['file:///etc/passwd', `ftp://127.0.0.1:${feed.port}/feeds/t1-cafeteria`, 'not a url']) {
    await feedError(c.fetchPage(url, TOKEN, 1, 10), 'not_allowed');
    assert.throws(
      () => c.assertAllowed(url),
      (e: unknown) => e instanceof FeedError && e.kind === 'not_allowed',
    );
  }
  assert.throws(() => c.assertAllowed(`http://user:pw@127.0.0.1:${feed.port}/`), /user name or password/);
  assert.equal(feed.control.requests().total, 0);
});

test('a redirect is followed within the same origin only', async () => {
  feed.control.setFeed('t1-cafeteria', { redirectTo: feedUrl('t2-canteen') });
  const moved = await client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 5);
  assert.equal(moved.touchpoints[0]!.id, 't2-canteen-0001');

  // localhost is allowed too, but it is another origin: the token must not follow.
  const otherOrigin = `http://localhost:${feed.port}/feeds/t2-canteen`;
  feed.control.reset();
  feed.control.setFeed('t1-cafeteria', { redirectTo: otherOrigin });
  const error = await feedError(client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 5), 'refused');
  assert.match(error.message, /redirected to another site/);
  assert.equal(requestsTo('/feeds/t2-canteen/touchpoints?page=1'), 0);

  feed.control.reset();
  feed.control.setFeed('t1-cafeteria', { redirectTo: 'http://feeds.example.com/feeds/x' });
  await feedError(client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 5), 'refused');

  feed.control.reset();
  feed.control.setFeed('t1-cafeteria', { redirectTo: feedUrl('t1-cafeteria') });
  const loop = await feedError(client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 5), 'refused');
  assert.match(loop.message, /more than 3 times/);
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=1'), 4);
});

test('a page that fails twice with 500 is fetched on the third request', async () => {
  feed.control.setFeed('t1-cafeteria', { failPages: [2], failTimes: 2 });
  const page = await client({ retries: 2 }).fetchPage(feedUrl('t1-cafeteria'), TOKEN, 2, 10);
  assert.equal(page.touchpoints[0]!.id, 't1-cafeteria-0011');
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=2'), 3);
});

test('a page that keeps failing is an http error after the retries', async () => {
  feed.control.setFeed('t1-cafeteria', { failPages: [1] });
  const error = await feedError(client({ retries: 2 }).fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10), 'http');
  assert.equal(error.status, 500);
  assert.match(error.message, /HTTP 500.*3 attempts/);
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=1'), 3);
});

test('a page that never answers times out after the retries', async () => {
  feed.control.setFeed('t1-cafeteria', { timeoutPages: [1] });
  const started = Date.now();
  const error = await feedError(
    client({ timeoutMs: 150, retries: 1 }).fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10),
    'timeout',
  );
  assert.match(error.message, /within 150 ms/);
  assert.ok(Date.now() - started >= 300);
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=1'), 2);
});

test('a feed that is not listening is unreachable', async () => {
  const closed = await startFeed();
  await closed.close();
  const c = createFeedClient({
    allowedHosts: [`127.0.0.1:${closed.port}`],
    timeoutMs: 1000,
    maxResponseBytes: 1 << 20,
    retries: 1,
    backoffMs: 5,
  });
  await feedError(c.fetchPage(`${closed.url}/feeds/t1-cafeteria`, TOKEN, 1, 10), 'unreachable');
});

test('a malformed page is refused without retries', async () => {
  feed.control.setFeed('t1-cafeteria', { malformedPages: [1] });
  const error = await feedError(client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10), 'malformed');
  assert.match(error.message, /not JSON/);
  assert.equal(requestsTo('/feeds/t1-cafeteria/touchpoints?page=1'), 1);
});

test('a truncated page still parses but its counts do not add up', async () => {
  feed.control.setFeed('t1-cafeteria', { truncatedPages: [1] });
  const page = await client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 100);
  assert.equal(page.total, 30);
  assert.equal(page.touchpoints.length, 15);
  assert.equal(page.total_pages, 2);
});

test('a response over the cap is too large', async () => {
  const error = await feedError(
    client({ maxResponseBytes: 2000 }).fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 100),
    'too_large',
  );
  assert.match(error.message, /more than 2000 bytes/);
});

test('a streamed response without a length is cut off at the cap', async () => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"page":1,"total_pages":1,"total":0,"touchpoints":[');
    const chunk = `"${'x'.repeat(1000)}",`;
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent++ > 1000) {
        clearInterval(timer);
        res.end(']}');
      } else res.write(chunk);
    }, 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const c = createFeedClient({
      allowedHosts: [`127.0.0.1:${port}`],
      timeoutMs: 5000,
      maxResponseBytes: 10_000,
      retries: 0,
      backoffMs: 0,
    });
    await feedError(c.fetchPage(`http://127.0.0.1:${port}/feed`, TOKEN, 1, 10), 'too_large');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a new stock generation changes every stock', async () => {
  const id = 't1-cafeteria-0007';
  const before = await client().fetchStock(feedUrl('t1-cafeteria'), TOKEN, id);
  assert.equal(before.id, id);
  feed.control.setFeed('t1-cafeteria', { stockGeneration: 1 });
  const after = await client().fetchStock(feedUrl('t1-cafeteria'), TOKEN, id);
  assert.deepEqual(
    after.products.map((p) => [p.slot, p.mrp_paise]),
    before.products.map((p) => [p.slot, p.mrp_paise]),
  );
  for (const [i, product] of after.products.entries()) {
    assert.notEqual(product.stock, before.products[i]!.stock, `slot ${product.slot}`);
  }
  const page = await client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 10);
  assert.deepEqual(
    page.touchpoints[6]!.products.map((p) => p.stock),
    after.products.map((p) => p.stock),
  );
});

test('removed ids disappear from the pages and the stock endpoint', async () => {
  feed.control.setFeed('t1-cafeteria', { removeIds: ['t1-cafeteria-0002', 't1-cafeteria-0030'] });
  const page = await client().fetchPage(feedUrl('t1-cafeteria'), TOKEN, 1, 100);
  assert.equal(page.total, 28);
  const ids = page.touchpoints.map((tp) => tp.id);
  assert.equal(ids.length, 28);
  assert.ok(!ids.includes('t1-cafeteria-0002') && !ids.includes('t1-cafeteria-0030'));
  assert.deepEqual(ids.slice(0, 2), ['t1-cafeteria-0001', 't1-cafeteria-0003']);
  const error = await feedError(client().fetchStock(feedUrl('t1-cafeteria'), TOKEN, 't1-cafeteria-0002'), 'http');
  assert.equal(error.status, 404);
});
