/**
 * Bounded reads of a group: its detail counts members, its members are a paged list; the customer
 * picker answers id, name and mobile only; membership edits are deltas, so an "add to group" and
 * a form save at the same time both stay.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { API, newCustomer } from './people-fixtures';

const G = `${API}/customer-groups`;

describe('group members, the customer picker and membership deltas', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;
  let groupId: number;
  const people: { id: number; mobile: string }[] = [];

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
    for (let i = 0; i < 25; i++) {
      people.push(
        (await newCustomer(t, ops, {
          first_name: 'Pager',
          last_name: `Member${String.fromCharCode(65 + i)}`,
        })) as never,
      );
    }
    const g = await t.call(ops, 'POST', G, { name: 'Paged Crew', customer_ids: people.map((p) => p.id) });
    assert.equal(g.status, 201);
    groupId = g.body.data.id;
  });
  after(() => t.close());

  it('the detail counts members instead of listing them', async () => {
    const detail = (await t.call(ops, 'GET', `${G}/${groupId}`)).body.data;
    assert.equal(detail.member_count, 25);
    assert.equal('members' in detail, false);
  });

  it('lists members a page at a time, by offset or cursor, with search and sort', async () => {
    const url = `${G}/${groupId}/members/list`;
    const first = await t.call(ops, 'POST', url, { limit: 10 });
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body.data[0]).sort(), ['id', 'mobile', 'name']);
    assert.equal(first.body.data[0].name, 'Pager MemberA');
    assert.equal(first.body.pagination.total, 25);
    const second = await t.call(ops, 'POST', url, { limit: 10, cursor: first.body.pagination.nextCursor });
    const byOffset = await t.call(ops, 'POST', url, { limit: 10, offset: 10 });
    assert.deepEqual(second.body.data, byOffset.body.data);
    const last = await t.call(ops, 'POST', url, { limit: 10, cursor: second.body.pagination.nextCursor });
    assert.equal(last.body.data.length, 5);
    assert.equal(last.body.pagination.nextCursor, null);
    const found = await t.call(ops, 'POST', url, { search: 'memberq' });
    assert.deepEqual(
      found.body.data.map((m: { name: string }) => m.name),
      ['Pager MemberQ'],
    );
    const byMobile = await t.call(ops, 'POST', url, { sortBy: 'mobile', sortDir: 'DESC', limit: 3 });
    assert.deepEqual(
      byMobile.body.data.map((m: { mobile: string }) => m.mobile),
      people
        .map((p) => p.mobile)
        .sort()
        .reverse()
        .slice(0, 3),
    );
    const notMine = await t.call(acme, 'POST', url, {});
    assert.deepEqual([notMine.status, notMine.body.message], [404, 'Group not found.']);
    assert.equal((await t.call(ops, 'POST', `${G}/999999/members/list`, {})).status, 404);
  });

  it('the picker answers id, name and mobile of matches or of the ids asked for, in the tenant only', async () => {
    const found = await t.call(ops, 'POST', `${API}/customers/options`, { q: 'pager member', limit: 5 });
    assert.equal(found.status, 200);
    assert.equal(found.body.data.length, 5);
    assert.deepEqual(Object.keys(found.body.data[0]).sort(), ['id', 'mobile', 'name']);
    const chosen = await t.call(ops, 'POST', `${API}/customers/options`, { ids: [people[3]!.id, people[7]!.id] });
    assert.deepEqual(chosen.body.data.map((c: { id: number }) => c.id).sort(), [people[3]!.id, people[7]!.id].sort());
    const theirs = await t.call(acme, 'POST', `${API}/customers/options`, { ids: [people[3]!.id] });
    assert.deepEqual(theirs.body.data, []);
    assert.equal((await t.call(ops, 'POST', `${API}/customers/options`, { limit: 21 })).status, 400);
    assert.equal(
      (await t.call(ops, 'POST', `${API}/customers/options`, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }))
        .status,
      400,
    );
  });

  it('an "add to group" and a customer form save at the same time both stay', async () => {
    const c = await newCustomer(t, ops, { group_ids: [1] });
    const bulkAdd = t.call(ops, 'POST', `${G}/2/members`, { customer_ids: [c.id] });
    const formSave = t.call(ops, 'PUT', `${API}/customers/${c.id}`, {
      first_name: 'Both',
      last_name: 'Stay',
      mobile: c.mobile,
      add_group_ids: [3],
      updated_at: c.updated_at,
    });
    const [added, saved] = await Promise.all([bulkAdd, formSave]);
    assert.equal(added.status, 200);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const groups = (await t.call(ops, 'GET', `${API}/customers/${c.id}`)).body.data.groups.map(
      (g: { id: number }) => g.id,
    );
    assert.deepEqual(groups.sort(), [1, 2, 3]);
  });

  it('a group form removing one member and an "add to group" of another at once: both stay', async () => {
    const [a, b] = [people[0]!, await newCustomer(t, ops)];
    const loaded = (await t.call(ops, 'GET', `${G}/${groupId}`)).body.data;
    const [saved, added] = await Promise.all([
      t.call(ops, 'PUT', `${G}/${groupId}`, {
        name: 'Paged Crew',
        remove_customer_ids: [a.id],
        updated_at: loaded.updated_at,
      }),
      t.call(ops, 'POST', `${G}/${groupId}/members`, { customer_ids: [b.id] }),
    ]);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(added.status, 200);
    const members = await t.call(ops, 'POST', `${G}/${groupId}/members/list`, { limit: 100 });
    const ids = members.body.data.map((m: { id: number }) => m.id);
    assert.equal(ids.includes(a.id), false);
    assert.equal(ids.includes(b.id), true);
  });
});
