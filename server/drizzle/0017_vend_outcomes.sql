ALTER TABLE "order_deltas" ADD COLUMN "partial_vends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deltas" ADD COLUMN "failed_vends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rollups" ADD COLUMN "partial_vends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rollups" ADD COLUMN "failed_vends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The orders' trigger counts each vend outcome (all items out, some, none), as it counted the full
-- vends: an order's result moves it from one count to another.
CREATE OR REPLACE FUNCTION order_deltas_from_orders() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled,
                              full_vends, partial_vends, failed_vends)
    SELECT n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 1, n.amount, n.refunded_amount,
           (n.status <> 0)::int, (n.vend_status = 'success')::int, (n.vend_status = 'partial')::int,
           (n.vend_status = 'failed')::int
      FROM new_orders n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled,
                              full_vends, partial_vends, failed_vends)
    -- The same order's figures changed (a result, a refund): one row of differences.
    SELECT n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 0, n.amount - o.amount,
           n.refunded_amount - o.refunded_amount, (n.status <> 0)::int - (o.status <> 0)::int,
           (n.vend_status = 'success')::int - (o.vend_status = 'success')::int,
           (n.vend_status = 'partial')::int - (o.vend_status = 'partial')::int,
           (n.vend_status = 'failed')::int - (o.vend_status = 'failed')::int
      FROM old_orders o JOIN new_orders n ON n.id = o.id
     WHERE (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status)
           IS NOT DISTINCT FROM (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status)
       AND (o.amount, o.refunded_amount, o.status <> 0, o.vend_status)
           IS DISTINCT FROM (n.amount, n.refunded_amount, n.status <> 0, n.vend_status)
    UNION ALL
    -- It moved to another bucket or key: out of the old one, into the new one.
    SELECT f.* FROM old_orders o JOIN new_orders n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES
       (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, -1, -o.amount, -o.refunded_amount,
        -(o.status <> 0)::int, -(o.vend_status = 'success')::int, -(o.vend_status = 'partial')::int,
        -(o.vend_status = 'failed')::int),
       (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 1, n.amount, n.refunded_amount,
        (n.status <> 0)::int, (n.vend_status = 'success')::int, (n.vend_status = 'partial')::int,
        (n.vend_status = 'failed')::int)) AS f
     WHERE (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status)
           IS DISTINCT FROM (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status);
  ELSE
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled,
                              full_vends, partial_vends, failed_vends)
    SELECT o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, -1, -o.amount, -o.refunded_amount,
           -(o.status <> 0)::int, -(o.vend_status = 'success')::int, -(o.vend_status = 'partial')::int,
           -(o.vend_status = 'failed')::int
      FROM old_orders o;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The orders written before: their partial and failed vends go into the roll-ups as counts of their
-- own (the deltas written before carry none of them, so a delta not yet folded adds nothing twice).
-- A bucket whose deltas are not folded yet gets its row now, with only these counts in it.
INSERT INTO order_rollups AS r (tenant_id, bucket, payment_status, partial_vends, failed_vends)
SELECT tenant_id, date_bin('15 minutes', created_at, '2000-01-01T00:00:00Z'::timestamptz), payment_status,
       count(*) FILTER (WHERE vend_status = 'partial'), count(*) FILTER (WHERE vend_status = 'failed')
  FROM orders
 WHERE vend_status IN ('partial', 'failed')
 GROUP BY 1, 2, 3
ON CONFLICT (tenant_id, bucket, payment_status) DO UPDATE
   SET partial_vends = excluded.partial_vends, failed_vends = excluded.failed_vends;
