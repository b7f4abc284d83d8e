/**
 * Limits a signed-in caller cannot push past, however many requests arrive at once: the body of a
 * route that reads with filters, the length of every array a request may carry, and the reports
 * one user may have waiting.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { rows } from './people-fixtures';
import { REPORT } from './report-fixtures';

/** The routes that read with filters sent in the body: lists, options, exports, the dashboard, report requests. */
const SEARCH =
  /(\/list|-list|options|\/export|\/dashboard|\/customers\/:id\/orders|\/reports|\/reports\/audit|\/reports\/wallet-transactions)$/;

/** Where a schema allows an array of any length, as JSON paths. */
function unboundedArrays(schema: unknown, path: string, found: string[]): string[] {
  if (schema === null || typeof schema !== 'object') return found;
  const node = schema as Record<string, unknown>;
  if (node.type === 'array' && typeof node.maxItems !== 'number') found.push(path);
  for (const [key, value] of Object.entries(node)) unboundedArrays(value, `${path}.${key}`, found);
  return found;
}

describe('request limits', () => {
  let t: TestContext;
  let admin: string;

  before(async () => {
    t = await createTestContext({ reportUserMaxPending: 3, jobWorkers: [] });
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  it('bounds the length of every array any route takes', () => {
    const unbounded = t.app.accessTable.flatMap((route) =>
      (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) =>
        unboundedArrays((route.schema as Record<string, unknown> | undefined)?.[part], part, []).map(
          (where) => `${route.method} ${route.url} ${where}`,
        ),
      ),
    );
    assert.deepEqual(unbounded, []);
  });

  it('refuses a body over 16 KB on every route that reads with filters, with 413 and the limit', async () => {
    const searches = t.app.accessTable.filter(
      (route) => route.method === 'POST' && SEARCH.test(route.url) && !('machine' in route.access),
    );
    assert.ok(searches.length >= 25, `${searches.length} search routes`);
    const padded = { search: 'x'.repeat(17 * 1024) };
    for (const route of searches) {
      const res = await t.call(admin, 'POST', route.url.replace(':id', '1'), padded);
      assert.equal(res.status, 413, `${route.url}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body, { message: 'The request body is too large (limit 16 KB).', code: 'BODY_TOO_LARGE' });
    }
    // A write still takes a larger body: it is read, then refused for what it says.
    const write = await t.call(admin, 'POST', '/api/customer/customers', padded);
    assert.equal(write.status, 400, JSON.stringify(write.body));
  });

  it('refuses a list request carrying a 150 000-element array before parsing it', async () => {
    const huge = { limit: 10, ids: Array.from({ length: 150_000 }, (_, i) => i + 1) };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call(admin, 'POST', '/api/customer/customers/list', huge)),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      [413, 413, 413, 413],
    );
  });

  it('queues at most three of 20 reports one user sends at once; the rest answer 429', async () => {
    const body = { kind: 'transactions', format: 'csv', columns: ['order_no', 'amount'], filters: { range: '1w' } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(admin, 'POST', `${REPORT}/reports`, body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [...Array<number>(3).fill(202), ...Array<number>(17).fill(429)]);
    assert.ok(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'REPORT_BUSY'));
    const [waiting] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from report_jobs
           where user_id = (select id from users where email = 'admin@demo.local') and status in ('queued', 'running')`,
    );
    assert.equal(waiting?.n, 3);
  });
});
