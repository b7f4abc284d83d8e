import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { NEVER_UPDATED_AT, withDemoServer, type TestContext } from './helper';
import { rows } from './people-fixtures';

const API = '/api/merchant/views';
const ORDERS = '/transaction-list';
const failedThisWeek = { range: '1w', status: '2', columns: 'order_no,amount,status' };

describe('saved views', () => {
  let t: TestContext;
  let admin: string, ops: string, viewer: string, acme: string;
  withDemoServer((server) => {
    ({ t, admin, ops, viewer, acme } = server);
  });
  {
    const save = (token: string, body: Record<string, unknown>) =>
      t.call(token, 'POST', API, { list_path: ORDERS, params: {}, ...body });
    const listOf = async (token: string, listPath = ORDERS) => {
      const answer = await t.call(token, 'POST', `${API}/mine`, { list_path: listPath });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data as { id: number; name: string; is_default: boolean; updated_at: string }[];
    };
    const audits = (id: number) =>
      rows<{ action: string; user_email: string }>(
        t,
        sql`select action, user_email from audit_log where entity = 'saved_view' and entity_id = ${String(id)} order by id`,
      );

    it('saves, lists, renames, marks the default and deletes a view, audited', async () => {
      const created = await save(admin, { name: ' Failed vends this week ', params: failedThisWeek });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const view = created.body.data;
      assert.equal(view.name, 'Failed vends this week');
      assert.deepEqual(view.params, failedThisWeek);
      assert.equal(view.is_default, false);
      assert.equal(view.own, true);
      assert.deepEqual(view.dropped, []);
      assert.deepEqual(
        (await listOf(admin)).map((v) => v.name),
        ['Failed vends this week'],
      );

      const renamed = await t.call(admin, 'PUT', `${API}/${view.id}`, {
        name: 'Failed this week',
        is_default: true,
        updated_at: view.updated_at,
      });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      assert.equal(renamed.body.data.name, 'Failed this week');
      assert.equal(renamed.body.data.is_default, true);
      assert.deepEqual(renamed.body.data.params, failedThisWeek);

      // A save over what was read before the rename is stale: nothing changes.
      const stale = await t.call(admin, 'PUT', `${API}/${view.id}`, { name: 'Other', updated_at: view.updated_at });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.code, 'STALE_RECORD');

      assert.equal((await t.call(admin, 'DELETE', `${API}/${view.id}`)).status, 204);
      assert.equal((await t.call(admin, 'GET', `${API}/${view.id}`)).status, 404);
      assert.deepEqual(
        (await audits(view.id)).map((a) => [a.action, a.user_email]),
        [
          ['create', 'admin@demo.local'],
          ['update', 'admin@demo.local'],
          ['delete', 'admin@demo.local'],
        ],
      );
    });

    it('keeps views per user and list: another user, list or tenant sees none of them', async () => {
      const mine = (await save(admin, { name: 'Mine only', params: { status: '1' } })).body.data;
      assert.equal((await save(admin, { list_path: '/customer-list', name: 'People', params: {} })).status, 201);
      assert.deepEqual(
        (await listOf(ops)).map((v) => v.name),
        [],
      );
      assert.ok(!(await listOf(admin, '/customer-list')).some((v) => v.name === 'Mine only'));
      // Ops may not change or delete the admin's view: it is not there for them to change.
      assert.equal(
        (await t.call(ops, 'PUT', `${API}/${mine.id}`, { name: 'Taken over', updated_at: mine.updated_at })).status,
        404,
      );
      assert.equal((await t.call(ops, 'DELETE', `${API}/${mine.id}`)).status, 404);
      // Another tenant's admin does not see it at all, not even through its link.
      assert.equal((await t.call(acme, 'GET', `${API}/${mine.id}`)).status, 404);
      assert.deepEqual(await listOf(acme), []);
      assert.equal((await t.call(admin, 'GET', `${API}/${mine.id}`)).body.data.name, 'Mine only');
    });

    it('opens a shared link for a colleague who may open the list, not for one who may not', async () => {
      const view = (await save(admin, { name: 'Shared', params: failedThisWeek })).body.data;
      const shared = await t.call(ops, 'GET', `${API}/${view.id}`);
      assert.equal(shared.status, 200);
      assert.deepEqual(shared.body.data.params, failedThisWeek);
      assert.equal(shared.body.data.own, false);
      // The viewer cannot open Users List: a view of it is not found for them.
      const users = (await save(admin, { list_path: '/users-list', name: 'Admins', params: { role_id: '1' } })).body
        .data;
      assert.equal((await t.call(ops, 'GET', `${API}/${users.id}`)).status, 404);
      assert.equal((await t.call(viewer, 'POST', `${API}/mine`, { list_path: '/users-list' })).status, 403);
    });

    it('drops names a list no longer takes from what a reader gets, and says which', async () => {
      const view = (await save(admin, { name: 'Old filters', params: { status: '2' } })).body.data;
      await t.database.db.execute(
        sql`update saved_views set params = params || '{"retired_filter":"x"}'::jsonb where id = ${view.id}`,
      );
      const read = (await t.call(ops, 'GET', `${API}/${view.id}`)).body.data;
      assert.deepEqual(read.params, { status: '2' });
      assert.deepEqual(read.dropped, ['retired_filter']);
    });

    it('refuses a duplicate name (any case), a name over 60 characters, an unknown filter or column, and changes nothing', async () => {
      const first = await save(admin, { name: 'Refunds', params: { status: '1' } });
      assert.equal(first.status, 201);
      const before = await listOf(admin);

      const duplicate = await save(admin, { name: 'REFUNDS ', params: {} });
      assert.equal(duplicate.status, 409);
      assert.equal(
        duplicate.body.message,
        'You already have a view named “REFUNDS” for this list. Choose another name.',
      );
      // The same name on another list, or for another user, is fine.
      assert.equal((await save(ops, { name: 'Refunds', params: {} })).status, 201);

      const long = await save(admin, { name: 'x'.repeat(61), params: {} });
      assert.equal(long.status, 400);
      assert.equal(long.body.message, 'A view’s name is at most 60 characters.');
      assert.equal((await save(admin, { name: 'y'.repeat(60), params: {} })).status, 201);

      const unknown = await save(admin, { name: 'Unknown', params: { colour: 'red' } });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.message, 'This list has no filter or setting “colour”.');
      const paging = await save(admin, { name: 'Paged', params: { page: '3' } });
      assert.equal(paging.status, 400);
      const columns = await save(admin, { name: 'Columns', params: { columns: 'amount,<b>' } });
      assert.equal(columns.status, 400);
      assert.match(columns.body.message, /columns/);
      const list = await t.call(admin, 'POST', API, { list_path: '/dashboard', name: 'Dash', params: {} });
      assert.equal(list.status, 400);
      assert.equal(list.body.message, '“/dashboard” is not a list with saved views.');

      const rename = await t.call(admin, 'PUT', `${API}/${first.body.data.id}`, {
        name: 'y'.repeat(60),
        updated_at: first.body.data.updated_at,
      });
      assert.equal(rename.status, 409);
      const after = await listOf(admin);
      assert.deepEqual(
        after.filter((v) => v.name !== 'y'.repeat(60)),
        before,
      );
    });

    it('keeps one default per user and list', async () => {
      const a = (await save(ops, { list_path: '/customer-list', name: 'A', params: {}, is_default: true })).body.data;
      const b = (await save(ops, { list_path: '/customer-list', name: 'B', params: {}, is_default: true })).body.data;
      let views = await listOf(ops, '/customer-list');
      assert.deepEqual(
        views.filter((v) => v.is_default).map((v) => v.id),
        [b.id],
      );
      const back = views.find((v) => v.id === a.id)!;
      assert.equal(
        (await t.call(ops, 'PUT', `${API}/${a.id}`, { is_default: true, updated_at: back.updated_at })).status,
        200,
      );
      views = await listOf(ops, '/customer-list');
      assert.deepEqual(
        views.filter((v) => v.is_default).map((v) => v.id),
        [a.id],
      );
      // The database holds it too: a second default row is refused.
      await assert.rejects(t.database.db.execute(sql`update saved_views set is_default = true where id = ${b.id}`));
    });

    it('refuses a malformed updated_at before reading the view', async () => {
      const view = (await save(admin, { name: 'Guarded', params: {} })).body.data;
      assert.equal((await t.call(admin, 'PUT', `${API}/${view.id}`, { updated_at: 'yesterday' })).status, 400);
      assert.equal((await t.call(admin, 'PUT', `${API}/${view.id}`, { updated_at: NEVER_UPDATED_AT })).status, 409);
    });
  }
});
