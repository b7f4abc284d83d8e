/**
 * A tenant's history, loaded straight into its tables: `customers` customers, each with a wallet and
 * `movesPerWallet` ledger rows whose balances chain exactly (a ₹1000 credit, then small debits), and
 * `orders` settled orders with their lines, and `audits` audit rows (operators' fund movements and
 * edits), all spread evenly over the last `days` days, then the Dashboard's roll-ups folded from them. For tenant 1 of a migrated, demo-seeded database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@console/server/src/db/client';
import { foldAllOrderDeltas } from '@console/server/src/services/transaction/dashboard/rollup-repository';

/** A whole number written into the statement (sizes are not parameters: they shape the plan). */
const num = (n: number) => sql.raw(String(Math.trunc(n)));

export async function loadHistory(
  db: Db,
  {
    customers,
    orders,
    days,
    audits = 0,
    movesPerWallet = 10,
    log,
  }: {
    customers: number;
    orders: number;
    days: number;
    audits?: number;
    movesPerWallet?: number;
    log: (line: string) => void;
  },
) {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    await db.execute(query);
    log(`${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await step(
    `${customers} customers`,
    sql`insert into customers (tenant_id, first_name, last_name, mobile, email, user_origin, class_name, section_name, created_at)
        select 1,
          (array['Aarav','Diya','Kabir','Ananya','Rohan','Meera','Farhan','Simran','Karthik','Lakshmi'])[1 + g % 10],
          (array['Sharma','Iyer','Nair','Reddy','Patel','Khan','Das','Singh','Menon','Rao'])[1 + (g / 10) % 10],
          (7000000000 + g)::text, 'bench' || g || '@example.in', 'Bulk Upload',
          (array['Engineering','Operations','Finance','Sales'])[1 + g % 4], 'Team ' || (g % 7),
          now() - make_interval(secs => g)
        from generate_series(1, ${num(customers)}) g`,
  );
  await step(
    `${customers} wallets`,
    sql`insert into wallets (tenant_id, customer_id, name, type, is_primary, created_at)
        select 1, c.id, 'Bench Wallet', case when c.id % 5 = 0 then 'postpaid' else 'prepaid' end, true, c.created_at
        from customers c where c.tenant_id = 1 and c.email like 'bench%@example.in'`,
  );
  // Movement 1 of each wallet credits ₹1000; the rest debit small amounts: never below zero.
  await step(
    `${customers * movesPerWallet} ledger rows`,
    sql`insert into wallet_transactions (tenant_id, wallet_id, transaction_amount, previous_balance, after_balance, remark, created_at)
        select 1, m.wallet_id, m.amount, m.after - m.amount, m.after, m.remark, m.at
        from (
          select w.id as wallet_id, k,
            case when k = 1 then 100000::bigint else -(100 + (w.id + k) % 400)::bigint end as amount,
            sum(case when k = 1 then 100000::bigint else -(100 + (w.id + k) % 400)::bigint end)
              over (partition by w.id order by k) as after,
            case when k = 1 then 'Monthly meal allowance' else 'Vend: Bench item' end as remark,
            now() - make_interval(days => ${num(days)}) + make_interval(secs => ((k - 1) * ${num(customers)} + (w.id % ${num(customers)})) * (${num(days * 86400)}.0 / ${num(customers * movesPerWallet)})) as at
          from wallets w cross join generate_series(1, ${num(movesPerWallet)}) k
          where w.tenant_id = 1 and w.name = 'Bench Wallet'
        ) m`,
  );
  await step(
    'wallet balances from their ledger',
    sql`update wallets w set amount = s.total from (
          select wallet_id, sum(transaction_amount) as total from wallet_transactions group by wallet_id) s
        where s.wallet_id = w.id and w.name = 'Bench Wallet'`,
  );
  // A million settled orders over the last `days` days for Touchpoint Orders and the Dashboard: one line
  // each; every 10th a partial vend (one item refunded), every 20th nothing vended (all refunded).
  await step(
    `${orders} orders with their lines`,
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
                 from w, tp, generate_series(1, ${num(orders)}) g,
                      lateral (select now() - make_interval(days => ${num(days)}) + make_interval(secs => g * (${num(days * 86400)}.0 / ${num(orders)})) as at) t
               returning id, amount, refunded_amount, vend_status
             )
        insert into order_items (order_id, product_name, qty, vended_qty, refunded_qty, mrp, coil, vend_status, amount)
        select o.id, (array['Masala Chai','Filter Coffee','Veg Sandwich','Samosa','Poha','Lassi','Bisleri 1L'])[1 + o.id % 7],
               2, case o.vend_status when 'failed' then 0 when 'partial' then 1 else 2 end,
               case o.vend_status when 'failed' then 2 when 'partial' then 1 else 0 end,
               o.amount / 2, 'A1', o.vend_status, o.amount
          from o`,
  );
  if (audits > 0)
    await step(
      `${audits} audit rows`,
      sql`insert into audit_log (tenant_id, user_id, user_email, action, entity, entity_id, after, created_at)
          select 1, 1, 'admin@demo.local',
                 (array['fund.add','fund.add','update','create','delete'])[1 + g % 5],
                 (array['wallet','wallet','customer','touchpoint','user'])[1 + g % 5],
                 (1 + g % 1000)::text, jsonb_build_object('n', g),
                 now() - make_interval(days => ${num(days)}) + make_interval(secs => g * (${num(days * 86400)}.0 / ${num(audits)}))
            from generate_series(1, ${num(audits)}) g`,
    );
  const t0 = Date.now();
  const folded = await foldAllOrderDeltas(db);
  log(`${folded} Dashboard deltas folded into the roll-ups (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
