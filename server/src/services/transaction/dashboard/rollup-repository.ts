/**
 * Folding the deltas the order triggers append (`order_deltas`, schema `rollups.ts`) into the
 * Dashboard's roll-ups: one statement moves a batch — deleted from the deltas and added to the
 * roll-ups in the same commit, so a read that sums both never counts a change twice or misses it.
 * Rows another folder holds are skipped, and roll-up rows are written in key order, so two
 * processes folding at once neither double a delta nor deadlock.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { customerLastOrders, orderDeltas, orderRollups, productRollups, touchpointRollups } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';

/** Bucket starts are absolute: `date_bin` from this origin (a whole number of 15 minutes from the epoch). */
export const BUCKET_ORIGIN = '2000-01-01T00:00:00Z';
export const QUARTER_MS = 15 * 60_000;
export const HOUR_MS = 60 * 60_000;

export const quarterOf = (column: unknown) => sql`date_bin('15 minutes', ${column}, ${BUCKET_ORIGIN}::timestamptz)`;
export const hourOf = (column: unknown) => sql`date_bin('1 hour', ${column}, ${BUCKET_ORIGIN}::timestamptz)`;

/** Folds up to `batch` deltas; answers how many it moved. */
export async function foldOrderDeltas(db: DbOrTx, batch = 20_000): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      with moved as (
        delete from ${orderDeltas} d
         where d.id in (select id from ${orderDeltas} order by id limit ${batch} for update skip locked)
        returning d.*
      ),
      by_quarter as (
        insert into ${orderRollups} as r (tenant_id, bucket, payment_status, orders, amount, refunded, settled, full_vends,
                                          partial_vends, failed_vends)
        select tenant_id, ${quarterOf(sql`created_at`)}, payment_status, sum(orders), sum(amount), sum(refunded),
               sum(settled), sum(full_vends), sum(partial_vends), sum(failed_vends)
          from moved where product_name is null
         group by 1, 2, 3 order by 1, 2, 3
        on conflict (tenant_id, bucket, payment_status) do update
           set orders = r.orders + excluded.orders, amount = r.amount + excluded.amount,
               refunded = r.refunded + excluded.refunded, settled = r.settled + excluded.settled,
               full_vends = r.full_vends + excluded.full_vends,
               partial_vends = r.partial_vends + excluded.partial_vends,
               failed_vends = r.failed_vends + excluded.failed_vends
        returning 1
      ),
      by_touchpoint as (
        insert into ${touchpointRollups} as r (tenant_id, bucket, touchpoint_id, orders, sales)
        select tenant_id, ${hourOf(sql`created_at`)}, touchpoint_id, sum(orders), sum(amount - refunded)
          from moved where product_name is null and touchpoint_id is not null
         group by 1, 2, 3 order by 1, 2, 3
        on conflict (tenant_id, bucket, touchpoint_id) do update
           set orders = r.orders + excluded.orders, sales = r.sales + excluded.sales
        returning 1
      ),
      by_product as (
        insert into ${productRollups} as r (tenant_id, bucket, product_name, quantity, sales)
        select tenant_id, ${hourOf(sql`created_at`)}, product_name, sum(quantity), sum(sales)
          from moved where product_name is not null
         group by 1, 2, 3 order by 1, 2, 3
        on conflict (tenant_id, bucket, product_name) do update
           set quantity = r.quantity + excluded.quantity, sales = r.sales + excluded.sales
        returning 1
      ),
      last_orders as (
        insert into ${customerLastOrders} as c (tenant_id, customer_id, last_order_at)
        select tenant_id, customer_id, max(created_at)
          from moved where product_name is null and orders > 0 and customer_id is not null
         group by 1, 2 order by 1, 2
        on conflict (tenant_id, customer_id) do update
           set last_order_at = greatest(c.last_order_at, excluded.last_order_at)
        returning 1
      )
      select count(*)::int as moved from moved`),
  );
  return Number(row?.moved ?? 0);
}

/** Folds until no delta is left (a seed, a test, a bench after a bulk load). */
export async function foldAllOrderDeltas(db: DbOrTx): Promise<number> {
  let total = 0;
  for (let n = await foldOrderDeltas(db); n > 0; n = await foldOrderDeltas(db)) total += n;
  return total;
}

/** How often at most the folder vacuums the deltas (a vacuum of the few rows left is a few milliseconds). */
const TIDY_EVERY_MS = 15_000;

/**
 * The folder's pass for `database`: everything written since the last one, then, at most every
 * 15 s, a vacuum of the deltas it emptied. The table is a queue — every row is deleted within
 * seconds — and its dead rows would otherwise slow every read of the deltas that are left and
 * bloat it for good: PGlite has no autovacuum, and PostgreSQL's may be off or a minute behind
 * (a server with it off held 700 000 dead deltas after a few vend benches; each fold and each
 * Dashboard read walked them).
 */
export function rollupFolding(database: Database, tidyEveryMs = TIDY_EVERY_MS): () => Promise<number> {
  let tidiedAt = Date.now();
  return async () => {
    const moved = await foldAllOrderDeltas(database.db);
    if (moved > 0 && Date.now() - tidiedAt >= tidyEveryMs) {
      tidiedAt = Date.now();
      await database.tidy(['order_deltas']);
    }
    return moved;
  };
}
