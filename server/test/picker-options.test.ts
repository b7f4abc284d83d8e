/**
 * Every picker's `…/options` answers the same way (lib/name-options.ts): the first `limit` records
 * of the tenant by name (case aside, then id) and how many there are, a term narrows by name, `ids`
 * names exactly the records asked for (of this tenant only), a cursor reads the next ones, and a
 * question out of bounds (a cursor this server did not issue for this order included) is a 400.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { rows } from './people-fixtures';

type Options = {
  data: { id: number; name: string; member_count?: number }[];
  total: number;
  nextCursor: string | null;
};

const PICKERS = [
  {
    url: '/api/merchant/channels/options',
    records: sql`select id, name from channels where tenant_id = 1 order by lower(name), id`,
  },
  {
    url: '/api/merchant/roles/options',
    records: sql`select id, name from roles where tenant_id = 1 order by lower(name), id`,
  },
  {
    url: '/api/customer/customer-groups/options',
    records: sql`select id, name from customer_groups where tenant_id = 1 and deleted_at is null order by lower(name), id`,
  },
  {
    url: '/api/merchant/institutions/touchpoint-group-options',
    records: sql`select id, name from touchpoint_groups where tenant_id = 1 and deleted_at is null order by lower(name), id`,
  },
];

describe('picker options', () => {
  let t: TestContext, admin: string, otherTenant: string;
  withDemoServer({ signIn: ['admin', 'acme'] }, async (server) => {
    ({ t, admin, acme: otherTenant } = server);
    // More groups than a picker lists, so the count and the search matter.
    for (let n = 1; n <= 24; n++) {
      const res = await t.call(admin, 'POST', '/api/customer/customer-groups', {
        name: `Picker Shift ${n}`,
        customer_ids: [],
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  const ask = async (token: string, url: string, body: object) => {
    const res = await t.call(token, 'POST', url, body);
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.body as Options;
  };

  for (const picker of PICKERS) {
    it(`${picker.url}: first by name with the count, a term, ids of this tenant only, bounds`, async () => {
      const all = await rows<{ id: number; name: string }>(t, picker.records);
      assert.ok(all.length >= 2, 'the demo holds a few');
      const first = await ask(admin, picker.url, { limit: 20 });
      assert.deepEqual(
        first.data.map((o) => o.id),
        all.slice(0, 20).map((r) => r.id),
      );
      assert.equal(first.total, all.length);
      assert.equal((await ask(admin, picker.url, {})).data.length, Math.min(10, all.length), 'ten unless asked');

      const last = all.at(-1)!;
      const term = last.name.slice(1).toUpperCase();
      const typed = await ask(admin, picker.url, { q: term, limit: 20 });
      const matching = all.filter((r) => r.name.toUpperCase().includes(term));
      assert.ok(typed.data.some((o) => o.id === last.id));
      assert.deepEqual(
        typed.data.map((o) => o.id),
        matching.slice(0, 20).map((r) => r.id),
      );
      assert.equal(typed.total, matching.length);
      assert.deepEqual(
        await ask(admin, picker.url, { search: term, limit: 20 }),
        typed,
        'the name before q still works',
      );

      const named = await ask(admin, picker.url, { ids: [last.id, all[0]!.id] });
      assert.deepEqual(
        named.data.map((o) => o.id),
        [all[0]!.id, last.id],
      );
      assert.deepEqual((await ask(otherTenant, picker.url, { ids: [last.id] })).data, [], 'another tenant’s id');

      // Page after page by cursor reads every option once, in the same order.
      const walked: number[] = [];
      let cursor: string | null | undefined;
      for (let pages = 0; pages <= all.length; pages++) {
        const answer = await ask(admin, picker.url, { limit: 7, ...(cursor ? { cursor } : {}) });
        assert.equal(answer.total, all.length, 'each page counts all the matches');
        walked.push(...answer.data.map((o) => o.id));
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      assert.deepEqual(
        walked,
        all.map((r) => r.id),
      );
      const narrowedByCursor = await ask(admin, picker.url, { q: term, limit: 1 });
      if (matching.length > 1) {
        const next = await ask(admin, picker.url, { q: term, limit: 1, cursor: narrowedByCursor.nextCursor! });
        assert.deepEqual(
          next.data.map((o) => o.id),
          [matching[1]!.id],
          'a cursor continues the same search',
        );
      } else assert.equal(narrowedByCursor.nextCursor, null, 'the one match is the last');

      const bad = [
        { limit: 21 },
        { limit: 0 },
        { search: 'x'.repeat(101) },
        { ids: [0] },
        { q: 'x'.repeat(101) },
        { cursor: 'not-one-of-ours' },
        { cursor: Buffer.from(JSON.stringify(['created_at:DESC', 'x', 1])).toString('base64url') },
      ];
      for (const body of bad) {
        const res = await t.call(admin, 'POST', picker.url, body);
        assert.equal(res.status, 400, `${picker.url} ${JSON.stringify(body)}`);
      }
    });
  }

  it('a customer group option says how many members it reaches, as the group list does', async () => {
    const list = await t.call(admin, 'POST', '/api/customer/customer-groups/list', { limit: 100 });
    assert.equal(list.status, 200);
    const counts = new Map<number, number>(
      (list.body.data as { id: number; member_count: number }[]).map((g) => [g.id, g.member_count]),
    );
    const options = await ask(admin, '/api/customer/customer-groups/options', { limit: 20 });
    assert.ok(options.total > 20, 'more groups than one answer holds');
    assert.ok(options.data.some((o) => (o.member_count ?? 0) > 0));
    for (const option of options.data) assert.equal(option.member_count, counts.get(option.id));
  });

  it('customer options match a name or a mobile and say how many match', async () => {
    const all = await rows<{ id: number; mobile: string }>(
      t,
      sql`select id, mobile from customers where tenant_id = 1 and deleted_at is null`,
    );
    const everyone = await ask(admin, '/api/customer/customers/options', {});
    assert.equal(everyone.data.length, Math.min(20, all.length), 'twenty unless asked');
    assert.equal(everyone.total, all.length);
    const one = all[0]!;
    const byMobile = await ask(admin, '/api/customer/customers/options', { q: one.mobile });
    assert.ok(byMobile.data.some((o) => o.id === one.id));
  });
});
