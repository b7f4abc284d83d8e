/**
 * Loads the large set into each bench database: the demo data, then 100 000 customers,
 * 100 000 wallets and 1 000 000 ledger rows for tenant 1 whose balances chain exactly, and
 * 1 000 000 settled orders over 90 days (Touchpoint Orders, the Dashboard).
 * Usage: pnpm --filter @console/bench seed   (BENCH_TARGETS=pglite|postgres to pick one)
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { seedDemo } from '@console/server/src/db/seed/demo';
import { foldAllOrderDeltas } from '@console/server/src/services/transaction/dashboard/rollup-repository';
import { PG_ADMIN_URL, PG_BENCH_DB, targets } from './targets';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const MOVES_PER_WALLET = 10;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);

async function recreatePg() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${PG_BENCH_DB}" with (force)`);
  await admin.query(`create database "${PG_BENCH_DB}"`);
  await admin.end();
}

for (const target of targets()) {
  const started = Date.now();
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  else await recreatePg();
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    await db.execute(query);
    console.log(`  ${target.name}: ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await step(
    `${CUSTOMERS} customers`,
    sql`insert into customers (tenant_id, first_name, last_name, mobile, email, user_origin, class_name, section_name, created_at)
        select 1,
          (array['Aarav','Diya','Kabir','Ananya','Rohan','Meera','Farhan','Simran','Karthik','Lakshmi'])[1 + g % 10],
          (array['Sharma','Iyer','Nair','Reddy','Patel','Khan','Das','Singh','Menon','Rao'])[1 + (g / 10) % 10],
          (7000000000 + g)::text, 'bench' || g || '@example.in', 'Bulk Upload',
          (array['Engineering','Operations','Finance','Sales'])[1 + g % 4], 'Team ' || (g % 7),
          now() - make_interval(secs => g)
        from generate_series(1, ${CUSTOMERS}) g`,
  );
  await step(
    `${CUSTOMERS} wallets`,
    sql`insert into wallets (tenant_id, customer_id, name, type, is_primary, created_at)
        select 1, c.id, 'Bench Wallet', case when c.id % 5 = 0 then 'postpaid' else 'prepaid' end, true, c.created_at
        from customers c where c.tenant_id = 1 and c.email like 'bench%@example.in'`,
  );
  // Movement 1 of each wallet credits ₹1000; the rest debit small amounts: never below zero.
  await step(
    `${CUSTOMERS * MOVES_PER_WALLET} ledger rows`,
    sql`insert into wallet_transactions (tenant_id, wallet_id, transaction_amount, previous_balance, after_balance, remark, created_at)
        select 1, m.wallet_id, m.amount, m.after - m.amount, m.after, m.remark, m.at
        from (
          select w.id as wallet_id, k,
            case when k = 1 then 100000::bigint else -(100 + (w.id + k) % 400)::bigint end as amount,
            sum(case when k = 1 then 100000::bigint else -(100 + (w.id + k) % 400)::bigint end)
              over (partition by w.id order by k) as after,
            case when k = 1 then 'Monthly meal allowance' else 'Vend: Bench item' end as remark,
            now() - interval '90 days' + make_interval(secs => ((k - 1) * ${CUSTOMERS} + (w.id % ${CUSTOMERS})) * (7776000.0 / ${CUSTOMERS * MOVES_PER_WALLET})) as at
          from wallets w cross join generate_series(1, ${MOVES_PER_WALLET}) k
          where w.tenant_id = 1 and w.name = 'Bench Wallet'
        ) m`,
  );
  await step(
    'wallet balances from their ledger',
    sql`update wallets w set amount = s.total from (
          select wallet_id, sum(transaction_amount) as total from wallet_transactions group by wallet_id) s
        where s.wallet_id = w.id and w.name = 'Bench Wallet'`,
  );
  // A million settled orders over the last 90 days for Touchpoint Orders and the Dashboard: one line
  // each; every 10th a partial vend (one item refunded), every 20th nothing vended (all refunded).
  await step(
    `${ORDERS} orders with their lines`,
    sql`with w as (select array_agg(id order by id) as ids, array_agg(customer_id order by id) as cs
                     from wallets where tenant_id = 1 and name = 'Bench Wallet'),
             tp as (select array_agg(id order by id) as ids, array_agg(channel_id order by id) as chs
                      from touchpoints where tenant_id = 1),
             o as (
               insert into orders (tenant_id, order_no, customer_id, wallet_id, channel_id, touchpoint_id, payment_source,
                                   payment_status, status, vend_status, amount, refunded_amount, result_at, created_at, updated_at)
               select 1, 'BORD' || lpad(g::text, 9, '0'),
                      w.cs[1 + g % array_length(w.ids, 1)], w.ids[1 + g % array_length(w.ids, 1)],
                      tp.chs[1 + g % array_length(tp.ids, 1)], tp.ids[1 + g % array_length(tp.ids, 1)], 'wallet', 1,
                      case when g % 20 = 0 then 2 else 1 end,
                      case when g % 20 = 0 then 'failed' when g % 10 = 0 then 'partial' else 'success' end,
                      2 * (1000 + (g % 7) * 500),
                      case when g % 20 = 0 then 2 * (1000 + (g % 7) * 500) when g % 10 = 0 then 1000 + (g % 7) * 500 else 0 end,
                      at, at, at
                 from w, tp, generate_series(1, ${ORDERS}) g,
                      lateral (select now() - interval '90 days' + make_interval(secs => g * (7776000.0 / ${ORDERS})) as at) t
               returning id, amount, refunded_amount, vend_status
             )
        insert into order_items (order_id, product_name, qty, vended_qty, refunded_qty, mrp, coil, vend_status, amount)
        select o.id, (array['Masala Chai','Filter Coffee','Veg Sandwich','Samosa','Poha','Lassi','Bisleri 1L'])[1 + o.id % 7],
               2, case o.vend_status when 'failed' then 0 when 'partial' then 1 else 2 end,
               case o.vend_status when 'failed' then 2 when 'partial' then 1 else 0 end,
               o.amount / 2, 'A1', o.vend_status, o.amount
          from o`,
  );
  const t0 = Date.now();
  const folded = await foldAllOrderDeltas(db);
  console.log(
    `  ${target.name}: ${folded} Dashboard deltas folded into the roll-ups (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
  const counts = await db.execute(
    sql`select (select count(*) from wallet_transactions)::int as ledger, (select count(*) from customers)::int as customers, (select count(*) from wallets)::int as wallets`,
  );
  console.log(
    `${target.name}: loaded`,
    (counts as unknown as { rows: unknown[] }).rows[0],
    `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await database.close();
}
