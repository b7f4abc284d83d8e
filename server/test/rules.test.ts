/** Rules CRUD: the list's columns, every refusal with its message, stale saves, tenants apart. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NEVER_UPDATED_AT, withDemoServer, type TestContext } from './helper';
import { MERCHANT } from './vend-fixtures';

const RULES = `${MERCHANT}/rules`;

describe('rules', () => {
  let t: TestContext, admin: string, touchpointId: number, channelId: number, groupId: number;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin } = server);
    const tps = await t.call(admin, 'POST', `${MERCHANT}/touchpoints/list`, { limit: 1 });
    touchpointId = tps.body.data[0].id;
    const chs = await t.call(admin, 'POST', `${MERCHANT}/channels/list`, { limit: 1 });
    channelId = chs.body.data[0].id;
    const groups = await t.call(admin, 'POST', '/api/customer/customer-groups/list', { limit: 1 });
    groupId = groups.body.data[0].id;
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Canteen Breakfast',
    type: 'quantity',
    touchpoint_id: null,
    channel_id: channelId,
    customer_group_id: groupId,
    status: 1,
    rows: [
      { name: 'Breakfast', time: '07:00-10:00', limit: 2 },
      { name: 'Late Night', time: '22:00-01:30', limit: 1 },
    ],
    ...overrides,
  });

  it("creates a rule and lists it with SPEC's columns", async () => {
    const created = await t.call(admin, 'POST', RULES, body());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const rule = created.body.data;
    assert.deepEqual(
      rule.rows.map((r: { sno: number }) => r.sno),
      [1, 2],
    );
    const list = await t.call(admin, 'POST', `${RULES}/list`, { search: 'Canteen Breakfast' });
    const [row] = list.body.data;
    assert.equal(row.name, 'Canteen Breakfast');
    assert.equal(row.touch_point, null);
    assert.equal(typeof row.channel, 'string');
    assert.equal(typeof row.group, 'string');
    assert.equal(row.type, 'quantity');
    assert.equal(row.status, 1);
    const touch = await t.call(
      admin,
      'POST',
      RULES,
      body({ name: 'One Machine', touchpoint_id: touchpointId, channel_id: null }),
    );
    assert.equal(touch.status, 201);
    assert.equal(typeof touch.body.data.touch_point, 'string');
    assert.equal(typeof touch.body.data.channel, 'string', "a touchpoint rule shows its touchpoint's channel");
  });

  it('refuses a bad rule with a message, and writes nothing', async () => {
    const before = (await t.call(admin, 'POST', `${RULES}/list`, { limit: 100 })).body.pagination.total;
    const acme = await t.login('admin@acme.local');
    const acmeTp = (await t.call(acme, 'POST', `${MERCHANT}/touchpoints/list`, { limit: 1 })).body.data[0].id;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [body({ name: 'Both', touchpoint_id: touchpointId }), 400, /exactly one/],
      [body({ name: 'Neither', channel_id: null }), 400, /exactly one/],
      [body({ name: 'Foreign', touchpoint_id: acmeTp, channel_id: null }), 400, /not a touchpoint of your company/],
      [
        body({
          name: 'Overlap',
          rows: [
            { name: 'A', time: '12:00-14:00', limit: 1 },
            { name: 'B', time: '13:30-15:00', limit: 1 },
          ],
        }),
        400,
        /Row 2 \(13:30-15:00\) overlaps row 1/,
      ],
      [
        body({
          name: 'Midnight Overlap',
          rows: [
            { name: 'A', time: '22:00-02:00', limit: 1 },
            { name: 'B', time: '01:00-03:00', limit: 1 },
          ],
        }),
        400,
        /overlaps/,
      ],
      [body({ name: 'Bad Time', rows: [{ name: 'A', time: '25:00-26:00', limit: 1 }] }), 400, /time/i],
      [
        body({ name: 'Empty Window', rows: [{ name: 'A', time: '10:00-10:00', limit: 1 }] }),
        400,
        /different start and end/,
      ],
      [body({ name: 'Zero Limit', rows: [{ name: 'A', time: '10:00-11:00', limit: 0 }] }), 400, /limit/i],
      [body({ name: 'No Rows', rows: [] }), 400, /rows/i],
      [body({ type: 'daily' }), 400, /type/i],
      [body(), 409, /already exists/],
    ];
    for (const [input, status, message] of cases) {
      const res = await t.call(admin, 'POST', RULES, input);
      assert.equal(res.status, status, `${String(input.name)}: ${JSON.stringify(res.body)}`);
      assert.match(res.body.message, message);
    }
    const overlap = await t.call(admin, 'POST', RULES, cases[3]![0]);
    assert.deepEqual(
      overlap.body.details.map((d: { field: string }) => d.field),
      ['rows.1.time'],
    );
    assert.equal((await t.call(admin, 'POST', `${RULES}/list`, { limit: 100 })).body.pagination.total, before);
  });

  it('edits a rule (rows replaced) and refuses a stale save with 409', async () => {
    const list = await t.call(admin, 'POST', `${RULES}/list`, { search: 'Canteen Breakfast' });
    const id = list.body.data[0].id;
    const edited = await t.edit(
      admin,
      `${RULES}/${id}`,
      body({ rows: [{ name: 'Brunch', time: '09:00-11:30', limit: 3 }], status: 0 }),
    );
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(edited.body.data.rows, [{ sno: 1, name: 'Brunch', time: '09:00-11:30', limit: 3 }]);
    const stale = await t.call(admin, 'PUT', `${RULES}/${id}`, { ...body(), updated_at: NEVER_UPDATED_AT });
    assert.equal(stale.status, 409);
    assert.match(stale.body.message, /changed by someone else/);
  });

  it('deletes a rule, keeps tenants apart, and needs PERM_VIEW_RULE_LIST', async () => {
    const created = await t.call(admin, 'POST', RULES, body({ name: 'Short Lived' }));
    const id = created.body.data.id;
    const acme = await t.login('admin@acme.local');
    assert.equal((await t.call(acme, 'GET', `${RULES}/${id}`)).status, 404);
    assert.equal((await t.call(acme, 'DELETE', `${RULES}/${id}`)).status, 404);
    const ops = await t.login('ops@demo.local');
    assert.equal((await t.call(ops, 'POST', `${RULES}/list`, {})).status, 403);
    assert.equal((await t.call(admin, 'DELETE', `${RULES}/${id}`)).status, 204);
    assert.equal((await t.call(admin, 'GET', `${RULES}/${id}`)).status, 404);
  });
});
