import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { newCustomer, newWallet, one, rows } from './people-fixtures';

const SEARCH = '/api/merchant/search';

interface Hit {
  kind: string;
  id: number;
  title: string;
  detail: string;
  path: string;
}

describe('the command palette’s record search', () => {
  let t: TestContext, admin: string, ops: string, viewer: string, acme: string;
  withDemoServer(async (server) => {
    ({ t, admin, ops, viewer, acme } = server);
  });

  const search = async (token: string, q: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call(token, 'POST', SEARCH, { q, ...extra });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.results as Hit[];
  };

  it('finds an order by its number, or by the number alone, with the path that opens it', async () => {
    const order = await one<{ id: number; order_no: string }>(
      t,
      sql`select id, order_no from orders where tenant_id = 1 order by id desc limit 1`,
    );
    const byNumber = await search(admin, order.order_no.toLowerCase());
    const hit = byNumber.find((r) => r.kind === 'order');
    assert.deepEqual(
      { ...hit, detail: undefined },
      {
        kind: 'order',
        id: order.id,
        title: order.order_no,
        detail: undefined,
        path: `/transaction/${order.id}`,
      },
    );
    const digits = String(Number(order.order_no.replace(/^ORD/, '')));
    assert.ok((await search(viewer, digits)).some((r) => r.kind === 'order' && r.id === order.id));
  });

  it('finds a customer whose mobile starts with 91 by the whole number, its first digits, and after +91', async () => {
    const customer = await newCustomer(t, ops, { first_name: 'Nina', last_name: 'Ninety', mobile: '9174099027' });
    for (const q of ['9174099027', '917409', '+91 9174099027', '919174099027']) {
      assert.ok(
        (await search(ops, q)).some((r) => r.kind === 'customer' && r.id === customer.id),
        `${q} finds ${customer.id}`,
      );
    }
  });

  it('finds customers by a mobile’s first digits and by a name’s start, and wallets and touchpoints by name', async () => {
    const customer = await newCustomer(t, ops, { first_name: 'Zubin', last_name: 'Quraishi', mobile: '9765432109' });
    const wallet = await newWallet(t, ops, { customer_id: customer.id, name: 'Zephyr Canteen' });
    const byMobile = await search(ops, '9765432');
    assert.deepEqual(
      byMobile.filter((r) => r.kind === 'customer').map((r) => [r.id, r.title, r.detail, r.path]),
      [[customer.id, 'Zubin Quraishi', '9765432109', `/customer-view/${customer.id}`]],
    );
    for (const q of ['zubin', 'QURAI', 'Zubin Q']) {
      assert.deepEqual(
        (await search(ops, q)).filter((r) => r.kind === 'customer').map((r) => r.id),
        [customer.id],
        q,
      );
    }
    const wallets = (await search(ops, 'zephyr c')).filter((r) => r.kind === 'wallet');
    assert.deepEqual(
      wallets.map((r) => [r.id, r.title, r.path]),
      [[wallet.id, 'Zephyr Canteen', `/wallet/${wallet.id}`]],
    );
    assert.match(wallets[0]!.detail, /Zubin Quraishi/);

    const touchpoint = await one<{ id: number; name: string }>(
      t,
      sql`select id, name from touchpoints where tenant_id = 1 order by id limit 1`,
    );
    const found = (await search(admin, touchpoint.name.slice(0, 4))).filter((r) => r.kind === 'touchpoint');
    assert.ok(found.some((r) => r.id === touchpoint.id && r.path === `/touchpoint/${touchpoint.id}`));
    assert.ok(found.every((r) => r.title.toLowerCase().startsWith(touchpoint.name.slice(0, 4).toLowerCase())));
  });

  it('answers only the caller’s tenant', async () => {
    const order = await one<{ order_no: string }>(t, sql`select order_no from orders where tenant_id = 1 limit 1`);
    const theirs = await one<{ mobile: string; first_name: string }>(
      t,
      sql`select mobile, first_name from customers where tenant_id = 2 and deleted_at is null limit 1`,
    );
    assert.equal((await search(acme, order.order_no)).filter((r) => r.kind === 'order').length, 0);
    const tenant2 = new Set(
      (await rows<{ id: number }>(t, sql`select id from customers where tenant_id = 2`)).map((r) => r.id),
    );
    for (const q of [theirs.mobile, theirs.first_name]) {
      const found = (await search(admin, q)).filter((r) => r.kind === 'customer');
      assert.equal(found.filter((r) => tenant2.has(r.id)).length, 0, q);
      assert.ok(
        (await search(acme, q)).some((r) => r.kind === 'customer' && tenant2.has(r.id)),
        q,
      );
    }
  });

  it('searches each kind only for a role that opens its page', async () => {
    const order = await one<{ order_no: string }>(t, sql`select order_no from orders where tenant_id = 1 limit 1`);
    const customer = await one<{ mobile: string }>(
      t,
      sql`select mobile from customers where tenant_id = 1 and deleted_at is null limit 1`,
    );
    // The viewer opens orders only.
    assert.deepEqual([...new Set((await search(viewer, customer.mobile)).map((r) => r.kind))], []);
    assert.ok((await search(viewer, order.order_no)).every((r) => r.kind === 'order'));

    // A role of people alone: customers, no orders.
    const role = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'People Desk',
      permissions: ['PERM_VIEW_CUSTOMER_LIST'],
    });
    assert.equal(role.status, 201, JSON.stringify(role.body));
    const user = await t.call(admin, 'POST', '/api/merchant/users', {
      first_name: 'Pia',
      last_name: 'Desk',
      email: 'pia.desk@demo.local',
      mobile: '9811122233',
      password: 'Tr4in-Lamp-Quiet-92',
      role_id: role.body.data.id,
    });
    assert.equal(user.status, 201, JSON.stringify(user.body));
    const desk = await t.login('pia.desk@demo.local', 'Tr4in-Lamp-Quiet-92');
    assert.deepEqual(await search(desk, order.order_no), []);
    assert.ok((await search(desk, customer.mobile)).some((r) => r.kind === 'customer'));

    // A role that opens none of the kinds' pages may not search at all.
    const none = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'Rules Desk',
      permissions: ['PERM_VIEW_RULE_LIST'],
    });
    await t.call(admin, 'POST', '/api/merchant/users', {
      first_name: 'Raj',
      last_name: 'Desk',
      email: 'raj.desk@demo.local',
      mobile: '9811122244',
      password: 'Tr4in-Lamp-Quiet-92',
      role_id: none.body.data.id,
    });
    const rules = await t.login('raj.desk@demo.local', 'Tr4in-Lamp-Quiet-92');
    assert.equal((await t.call(rules, 'POST', SEARCH, { q: 'a' })).status, 403);
  });

  it('refuses a query over 100 characters, or empty, with a message; limits the rows of each kind', async () => {
    const long = await t.call(admin, 'POST', SEARCH, { q: 'x'.repeat(10_000) });
    assert.equal(long.status, 400);
    assert.equal(long.body.message, 'Q must be at most 100 characters.');
    assert.deepEqual(long.body.details, [{ field: 'q', message: 'q must be at most 100 characters' }]);
    assert.equal((await t.call(admin, 'POST', SEARCH, { q: 'x'.repeat(101) })).status, 400);
    assert.equal((await t.call(admin, 'POST', SEARCH, { q: 'x'.repeat(100) })).status, 200);
    assert.equal((await t.call(admin, 'POST', SEARCH, { q: '' })).status, 400);
    assert.deepEqual(await search(admin, '   '), []);
    const one = await search(admin, 'a', { limit: 1 });
    for (const kind of ['customer', 'touchpoint', 'wallet']) {
      assert.ok(one.filter((r) => r.kind === kind).length <= 1, kind);
    }
    // A LIKE wildcard is a character like any other.
    assert.deepEqual(await search(admin, '%'), []);
  });
});
