/**
 * An open stream of new orders ends when a request of its caller would be refused: sign-out,
 * the user deactivated or deleted, the role stripped of the orders' permission, the tenant's
 * licence lapsed — in this process at once, from another process at its next sweep. A stream
 * whose caller is still admitted stays open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { tenants } from '../src/db/schema';
import { createTestContext, type TestContext } from './helper';
import { ends, listen, openStream, until } from './stream-client';
import { vendOne } from './vend-fixtures';

const VIEWER_ROLE = 3;
const DEMO = 1;
const ACME = 2;
const PASSWORD = 'Tr4in-Lamp-Quiet-92';

describe('an open stream of new orders ends with its caller', () => {
  let t: TestContext;
  let base: string;
  let admin: string;
  let serial = 0;

  before(async () => {
    t = await createTestContext();
    base = await listen(t);
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  /** A new user of the demo tenant with `roleId`, signed in: its id and token. */
  async function newUser(roleId = VIEWER_ROLE) {
    serial += 1;
    const body = {
      first_name: 'Stream',
      last_name: 'Watcher',
      email: `stream.watcher${serial}@demo.local`,
      mobile: `98777${String(serial).padStart(5, '0')}`,
      password: PASSWORD,
      role_id: roleId,
      status: 1,
    };
    const created = await t.call(admin, 'POST', '/api/merchant/users', body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return { id: created.body.data.id as number, body, token: await t.login(body.email, PASSWORD) };
  }

  /** Opens a stream that the server accepts. */
  async function opened(token: string) {
    const stream = await openStream(base, token);
    assert.equal(stream.response.status, 200, JSON.stringify(stream.body));
    return stream;
  }

  it('sign-out on either path ends the stream, and the token opens no other', async () => {
    const viewer = await t.login('viewer@demo.local');
    const other = await t.login('viewer@demo.local');
    const stream = await opened(viewer);
    const untouched = await opened(other);
    assert.equal((await t.call(viewer, 'POST', '/api/merchant/users/logout')).status, 204);
    await ends(stream);
    assert.equal((await openStream(base, viewer)).response.status, 401);

    const second = await t.login('viewer@demo.local');
    const viaAction = await opened(second);
    const out = await t.call(second, 'POST', '/api/merchant/user-management', { action: 'logout' });
    assert.equal(out.status, 204);
    await ends(viaAction);
    assert.equal((await openStream(base, second)).response.status, 401);

    // The same user's other session is not touched.
    await t.app.streamSessions.idle();
    assert.equal(untouched.open, true);
    untouched.close();
  });

  it('a refresh of the token keeps the stream, which still carries new orders', async () => {
    const viewer = await t.login('viewer@demo.local');
    const stream = await opened(viewer);
    const refreshed = await t.call(viewer, 'POST', '/api/merchant/user-management', { action: 'refresh_token' });
    assert.equal(refreshed.status, 200);
    await t.app.streamSessions.idle();
    await vendOne(t, admin, 'stream-refresh-1');
    await until(() => stream.events.length > 0, 'the new order reached the stream');
    assert.equal(stream.open, true);
    stream.close();
  });

  it('deactivating the user, or deleting it, ends its streams', async () => {
    const inactive = await newUser();
    const stream = await opened(inactive.token);
    const off = await t.edit(admin, `/api/merchant/users/${inactive.id}`, { ...inactive.body, status: 0 });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    await ends(stream);
    assert.equal((await openStream(base, inactive.token)).response.status, 401);

    const deleted = await newUser();
    const first = await opened(deleted.token);
    const second = await opened(deleted.token);
    assert.equal((await t.call(admin, 'DELETE', `/api/merchant/users/${deleted.id}`)).status, 204);
    await Promise.all([ends(first), ends(second)]);
    assert.equal((await openStream(base, deleted.token)).response.status, 401);
  });

  it('a role that loses the orders permission ends its users’ streams; one that keeps it does not', async () => {
    const role = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'Stream Desk',
      permissions: ['PERM_VIEW_TRANSACTION_LIST', 'PERM_VIEW_WALLET_LIST'],
    });
    assert.equal(role.status, 201, JSON.stringify(role.body));
    const url = `/api/merchant/roles/${role.body.data.id}`;
    const desk = await newUser(role.body.data.id);
    const stream = await opened(desk.token);

    const kept = await t.edit(admin, url, { name: 'Stream Desk', permissions: ['PERM_VIEW_TRANSACTION_LIST'] });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    await t.app.streamSessions.idle();
    assert.equal(stream.open, true);

    const stripped = await t.edit(admin, url, { name: 'Stream Desk', permissions: ['PERM_VIEW_WALLET_LIST'] });
    assert.equal(stripped.status, 200, JSON.stringify(stripped.body));
    await ends(stream);
    assert.equal((await openStream(base, desk.token)).response.status, 403);
  });

  it("a change of the tenant ends its streams once its licence has lapsed, and no other tenant's", async () => {
    const viewer = await t.login('viewer@demo.local');
    const mine = await opened(viewer);
    const theirs = await opened(await t.login('admin@acme.local'));
    const setLicence = (msFromNow: number) =>
      t.database.db
        .update(tenants)
        .set({ licenceExpiresAt: new Date(Date.now() + msFromNow).toISOString() })
        .where(eq(tenants.id, DEMO));

    t.app.principalEvents.emit({ tenantId: DEMO });
    await t.app.streamSessions.idle();
    assert.equal(mine.open, true, 'a licensed tenant keeps its streams');

    await setLicence(-1000);
    try {
      t.app.principalEvents.emit({ tenantId: DEMO });
      await ends(mine);
      await t.app.streamSessions.idle();
      assert.equal(theirs.open, true);
      t.app.principalEvents.emit({ tenantId: ACME });
      await t.app.streamSessions.idle();
      assert.equal(theirs.open, true);
    } finally {
      await setLicence(365 * 86_400_000);
      theirs.close();
    }
  });

  it('a sign-out served by another process ends the stream at this one’s next sweep', async () => {
    // A second API process on the same database: it hears none of this one's principal changes.
    const other = await buildApp({ ...t.config, streamRecheckMs: 100 }, t.database);
    try {
      await other.ready();
      const otherBase = await listen({ app: other });
      const viewer = await t.login('viewer@demo.local');
      const stream = await openStream(otherBase, viewer);
      assert.equal(stream.response.status, 200);
      assert.equal((await t.call(viewer, 'POST', '/api/merchant/users/logout')).status, 204);
      await ends(stream);
    } finally {
      await other.close();
    }
  });
});
