import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { customers, wallets } from '../src/db/schema';
import { createTestContext, type TestContext } from './helper';

const MOVE = '/api/customer/wallet/wallet-transaction';

describe('fund movements: the money-safe ledger', () => {
  let t: TestContext;
  let admin: string;
  let customerId: number;

  async function newWallet(type: 'prepaid' | 'postpaid', creditLimitPaise = 0n): Promise<number> {
    const [w] = await t.database.db
      .insert(wallets)
      .values({ tenantId: 1, customerId, name: `Test ${type}`, type, creditLimit: creditLimitPaise })
      .returning({ id: wallets.id });
    return w!.id;
  }
  const move = (body: Record<string, unknown>, key?: string) =>
    t.call(admin, 'POST', MOVE, body, key ? { 'idempotency-key': key } : {});
  async function ledgerOf(walletId: number) {
    const r = await t.database.db.execute(
      sql`select transaction_amount::text as amount, previous_balance::text as prev, after_balance::text as after from wallet_transactions where wallet_id = ${walletId} order by created_at, id`,
    );
    return (r as unknown as { rows: { amount: string; prev: string; after: string }[] }).rows;
  }
  async function balanceOf(walletId: number): Promise<bigint> {
    const [w] = await t.database.db.select({ amount: wallets.amount }).from(wallets).where(eq(wallets.id, walletId));
    return w!.amount;
  }

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
    const [c] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.tenantId, 1))
      .limit(1);
    customerId = c!.id;
  });
  after(() => t.close());

  it('adds and deducts exactly, chaining previous and after balances', async () => {
    const w = await newWallet('prepaid');
    const add = await move({ wallet_id: w, transaction_amount: 100.5, remark: 'Festival bonus' });
    assert.equal(add.status, 201);
    assert.deepEqual(
      {
        amount: add.body.data.transaction_amount,
        prev: add.body.data.previous_balance,
        after: add.body.data.after_balance,
      },
      { amount: 100.5, prev: 0, after: 100.5 },
    );
    const deduct = await move({ wallet_id: w, transaction_amount: '-0.50' });
    assert.equal(deduct.status, 201);
    assert.equal(deduct.body.data.after_balance, 100);
    assert.equal(await balanceOf(w), 10000n);
    assert.deepEqual(await ledgerOf(w), [
      { amount: '10050', prev: '0', after: '10050' },
      { amount: '-50', prev: '10050', after: '10000' },
    ]);
  });

  it('refuses to take a prepaid wallet below zero: 422 with a reason, nothing written', async () => {
    const w = await newWallet('prepaid');
    await move({ wallet_id: w, transaction_amount: 10 });
    const res = await move({ wallet_id: w, transaction_amount: -10.01 });
    assert.equal(res.status, 422);
    assert.match(res.body.message, /Insufficient balance/);
    assert.equal(await balanceOf(w), 1000n);
    assert.equal((await ledgerOf(w)).length, 1);
  });

  it('lets a postpaid wallet go down to minus its credit limit, not further', async () => {
    const w = await newWallet('postpaid', 50000n);
    assert.equal((await move({ wallet_id: w, transaction_amount: -500 })).status, 201);
    const res = await move({ wallet_id: w, transaction_amount: -0.01 });
    assert.equal(res.status, 422);
    assert.match(res.body.message, /credit limit/);
    assert.equal(await balanceOf(w), -50000n);
  });

  it('answers 400 for amounts it would have to round or that are out of bounds, and writes nothing', async () => {
    const w = await newWallet('prepaid');
    for (const amount of [0, '0.00', 1.005, '12.345', 1000000.01, -1000000.01, 'abc', '', '1e3', '١٢']) {
      const res = await move({ wallet_id: w, transaction_amount: amount });
      assert.equal(res.status, 400, `amount ${JSON.stringify(amount)}`);
      assert.equal(typeof res.body.message, 'string');
    }
    assert.equal((await move({ wallet_id: w, transaction_amount: 1000000 })).status, 201);
    assert.equal((await ledgerOf(w)).length, 1);
  });

  it('an Idempotency-Key applies once and replays the first result; other parameters are 409', async () => {
    const w = await newWallet('prepaid');
    const first = await move({ wallet_id: w, transaction_amount: 25 }, 'key-once-1');
    const again = await move({ wallet_id: w, transaction_amount: 25 }, 'key-once-1');
    assert.equal(first.status, 201);
    assert.equal(again.status, 201);
    assert.equal(again.body.data.id, first.body.data.id);
    assert.equal(again.body.data.replayed, true);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    const other = await move({ wallet_id: w, transaction_amount: 26 }, 'key-once-1');
    assert.equal(other.status, 409);
    assert.equal(await balanceOf(w), 2500n);
  });

  it('a reversal names its original and moves exactly the opposite amount; ledger rows never change', async () => {
    const w = await newWallet('prepaid');
    const original = await move({ wallet_id: w, transaction_amount: 40 });
    const wrong = await move({ wallet_id: w, transaction_amount: -30, reverses_id: original.body.data.id });
    assert.equal(wrong.status, 400);
    const reversal = await move({
      wallet_id: w,
      transaction_amount: -40,
      reverses_id: original.body.data.id,
      remark: 'Credited by mistake',
    });
    assert.equal(reversal.status, 201);
    assert.equal(reversal.body.data.reverses_id, original.body.data.id);
    assert.equal(await balanceOf(w), 0n);
    await assert.rejects(
      t.database.db.execute(sql`update wallet_transactions set transaction_amount = 1 where wallet_id = ${w}`),
    );
    await assert.rejects(t.database.db.execute(sql`delete from wallet_transactions where wallet_id = ${w}`));
  });

  it('a movement is reversed once; a reversal is not reversed', async () => {
    const w = await newWallet('prepaid');
    const original = await move({ wallet_id: w, transaction_amount: 25 });
    const first = await move({ wallet_id: w, transaction_amount: -25, reverses_id: original.body.data.id });
    assert.equal(first.status, 201);
    const second = await move({ wallet_id: w, transaction_amount: 25 });
    assert.equal(second.status, 201);
    const again = await move({ wallet_id: w, transaction_amount: -25, reverses_id: original.body.data.id });
    assert.equal(again.status, 409);
    assert.match(again.body.message, /already reversed/);
    const ofReversal = await move({ wallet_id: w, transaction_amount: 25, reverses_id: first.body.data.id });
    assert.equal(ofReversal.status, 400);
    assert.equal(await balanceOf(w), 2500n);
  });

  it('a keyed retry of a reversal answers replayed, not "already reversed"', async () => {
    const w = await newWallet('prepaid');
    await move({ wallet_id: w, transaction_amount: 100 });
    const original = await move({ wallet_id: w, transaction_amount: 40 });
    const reversal = { wallet_id: w, transaction_amount: -40, reverses_id: original.body.data.id };
    const first = await move(reversal, 'reverse-once-key');
    assert.equal(first.status, 201);
    assert.equal(first.body.data.replayed, false);
    for (let i = 0; i < 2; i++) {
      const retry = await move(reversal, 'reverse-once-key');
      assert.equal(retry.status, 201, JSON.stringify(retry.body));
      assert.equal(retry.body.data.replayed, true);
      assert.equal(retry.body.data.id, first.body.data.id);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
    }
    // Another key for the same reversal is a second reversal: refused.
    const other = await move(reversal, 'reverse-other-key');
    assert.deepEqual([other.status, other.body.code], [409, 'ALREADY_REVERSED']);
    assert.equal(await balanceOf(w), 10000n);
  });

  it('the database itself refuses a wallet outside the money rules (type, status, credit limit, floor)', async () => {
    const prepaid = await newWallet('prepaid');
    const postpaid = await newWallet('postpaid', 10000n);
    const refused = async (query: ReturnType<typeof sql>, constraint: string) => {
      await assert.rejects(t.database.db.execute(query), (error: any) =>
        new RegExp(constraint).test(String(error?.cause?.message ?? error?.message)),
      );
    };
    await refused(sql`update wallets set amount = -1 where id = ${prepaid}`, 'wallets_floor_ck');
    await refused(sql`update wallets set amount = -10001 where id = ${postpaid}`, 'wallets_floor_ck');
    await refused(
      sql`update wallets set credit_limit = 5000, amount = -6000 where id = ${postpaid}`,
      'wallets_floor_ck',
    );
    await refused(sql`update wallets set type = 'gift' where id = ${prepaid}`, 'wallets_type_ck');
    await refused(sql`update wallets set status = 2 where id = ${prepaid}`, 'wallets_status_ck');
    await refused(sql`update wallets set credit_limit = -1 where id = ${prepaid}`, 'wallets_credit_limit_ck');
    // At the floor is allowed.
    await t.database.db.execute(sql`update wallets set amount = -10000 where id = ${postpaid}`);
    await t.database.db.execute(sql`update wallets set amount = 0 where id = ${postpaid}`);
  });

  it('an inactive wallet moves nothing: 422 with the reason', async () => {
    const w = await newWallet('prepaid');
    await move({ wallet_id: w, transaction_amount: 10 });
    await t.database.db.update(wallets).set({ status: 0 }).where(eq(wallets.id, w));
    const res = await move({ wallet_id: w, transaction_amount: 5 });
    assert.equal(res.status, 422);
    assert.match(res.body.message, /inactive/);
    assert.equal(await balanceOf(w), 1000n);
  });

  it('a key in the bulk-credit or the import namespace is refused for a single movement', async () => {
    const w = await newWallet('prepaid');
    for (const key of ['bulk:abcdefgh:1', 'import:1:2']) {
      const res = await move({ wallet_id: w, transaction_amount: 5 }, key);
      assert.equal(res.status, 400, key);
    }
    assert.equal(await balanceOf(w), 0n);
  });

  it("another tenant's wallet is a 404 and moves nothing", async () => {
    const acme = await t.login('admin@acme.local');
    const w = await newWallet('prepaid');
    const res = await t.call(acme, 'POST', MOVE, { wallet_id: w, transaction_amount: 5 });
    assert.equal(res.status, 404);
    assert.equal(await balanceOf(w), 0n);
  });

  it('500 operations from 50 parallel clients keep every invariant (replays and simultaneous duplicates included)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(await newWallet(i % 3 === 0 ? 'postpaid' : 'prepaid', i % 3 === 0 ? 20000n : 0n));
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    type Op = { key: string; body: { wallet_id: number; transaction_amount: number } };
    const ops: Op[] = [];
    for (let i = 0; i < 500; i++) {
      const r = random();
      if (i > 10 && r < 0.1) {
        ops.push(ops[Math.floor(random() * ops.length)]!); // a replay of an earlier key
        continue;
      }
      const amount = Math.round((random() * 200 - 80) * 100) / 100 || 1;
      ops.push({
        key: `conc-${i}`,
        body: { wallet_id: ids[Math.floor(random() * ids.length)]!, transaction_amount: amount },
      });
    }
    // 3 % are sent twice at the same moment.
    const sends: Op[][] = ops.map((op, i) => (i % 33 === 0 ? [op, op] : [op]));
    const results = new Map<string, Set<number>>();
    const fresh = new Map<string, number>();
    let next = 0;
    async function client() {
      while (next < sends.length) {
        const batch = sends[next++]!;
        const answers = await Promise.all(batch.map((op) => move(op.body, op.key)));
        answers.forEach((res, j) => {
          const op = batch[j]!;
          assert.ok([201, 422].includes(res.status), `status ${res.status}: ${JSON.stringify(res.body)}`);
          if (res.status === 201) {
            const seen = results.get(op.key) ?? new Set<number>();
            seen.add(res.body.data.id);
            results.set(op.key, seen);
            if (res.body.data.replayed === false) fresh.set(op.key, (fresh.get(op.key) ?? 0) + 1);
          }
        });
      }
    }
    await Promise.all(Array.from({ length: 50 }, client));

    // Every key applied once: every answer for one key names the same movement.
    for (const [key, seen] of results) assert.equal(seen.size, 1, `key ${key} answered with ${[...seen].join(', ')}`);
    // Exactly one answer per applied key moved money; every other one says it is a replay.
    for (const key of results.keys()) assert.equal(fresh.get(key), 1, `key ${key} moved money ${fresh.get(key)} times`);
    const r = await t.database.db.execute(sql`
      with chain as (
        select wallet_id, previous_balance, after_balance, transaction_amount,
               lag(after_balance) over (partition by wallet_id order by created_at, id) as prior
        from wallet_transactions where wallet_id = any(${sql.raw(`array[${ids.join(',')}]`)}))
      select
        (select count(*) from wallets w where w.id = any(${sql.raw(`array[${ids.join(',')}]`)}) and w.amount <> coalesce((select sum(transaction_amount) from wallet_transactions x where x.wallet_id = w.id), 0))::int as unbalanced,
        (select count(*) from chain where prior is not null and prior <> previous_balance)::int as broken,
        (select count(*) from chain where after_balance <> previous_balance + transaction_amount)::int as wrong,
        (select count(*) from wallets where id = any(${sql.raw(`array[${ids.join(',')}]`)}) and ((type = 'prepaid' and amount < 0) or amount < -credit_limit))::int as below,
        (select count(*) from wallet_transactions where idempotency_key like 'conc-%')::int as keyed,
        (select count(distinct idempotency_key) from wallet_transactions where idempotency_key like 'conc-%')::int as keys`);
    const check = (r as unknown as { rows: Record<string, number>[] }).rows[0]!;
    assert.deepEqual(
      { ...check, keyed: check.keyed === check.keys },
      { unbalanced: 0, broken: 0, wrong: 0, below: 0, keyed: true, keys: check.keys },
    );
    assert.equal(check.keys, results.size);
    const applied = await t.database.db.select({ id: wallets.id }).from(wallets).where(inArray(wallets.id, ids));
    assert.equal(applied.length, 10);
  });
});
