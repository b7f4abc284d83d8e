-- Brings a database that applied any shipped version of 0006 or 0012 to the schema those files
-- create today. The migrator never applies a migration again, so a database that applied an
-- earlier version never received a later edit; every statement here is idempotent and leaves a
-- database that applied today's versions as it is.
-- 0006 indexes the touchpoint list's default order and its name order.
CREATE INDEX IF NOT EXISTS "touchpoints_tenant_id_idx" ON "touchpoints" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "touchpoints_tenant_name_idx" ON "touchpoints" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
-- 0012 keeps only the deltas' primary key (the folder takes them in id order): another index is a
-- write on every vend.
DROP INDEX IF EXISTS "order_deltas_tenant_created_idx";--> statement-breakpoint
-- 0012's trigger functions as they are today: a line's change is a row trigger of its own, and an
-- order moved to another time or key moves its lines' product figures through a row trigger.
CREATE OR REPLACE FUNCTION order_deltas_from_orders() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled, full_vends)
    SELECT n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 1, n.amount, n.refunded_amount,
           (n.status <> 0)::int, (n.vend_status = 'success')::int
      FROM new_orders n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled, full_vends)
    -- The same order's figures changed (a result, a refund): one row of differences.
    SELECT n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 0, n.amount - o.amount,
           n.refunded_amount - o.refunded_amount, (n.status <> 0)::int - (o.status <> 0)::int,
           (n.vend_status = 'success')::int - (o.vend_status = 'success')::int
      FROM old_orders o JOIN new_orders n ON n.id = o.id
     WHERE (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status)
           IS NOT DISTINCT FROM (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status)
       AND (o.amount, o.refunded_amount, o.status <> 0, o.vend_status = 'success')
           IS DISTINCT FROM (n.amount, n.refunded_amount, n.status <> 0, n.vend_status = 'success')
    UNION ALL
    -- It moved to another bucket or key: out of the old one, into the new one.
    SELECT f.* FROM old_orders o JOIN new_orders n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES
       (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, -1, -o.amount, -o.refunded_amount,
        -(o.status <> 0)::int, -(o.vend_status = 'success')::int),
       (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status, 1, n.amount, n.refunded_amount,
        (n.status <> 0)::int, (n.vend_status = 'success')::int)) AS f
     WHERE (o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status)
           IS DISTINCT FROM (n.tenant_id, n.created_at, n.touchpoint_id, n.customer_id, n.payment_status);
  ELSE
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, orders, amount, refunded, settled, full_vends)
    SELECT o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, -1, -o.amount, -o.refunded_amount,
           -(o.status <> 0)::int, -(o.vend_status = 'success')::int
      FROM old_orders o;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_deltas_from_items() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, product_name, quantity, sales)
    SELECT o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, n.product_name,
           n.qty - n.refunded_qty, (n.qty - n.refunded_qty) * n.mrp
      FROM new_items n JOIN orders o ON o.id = n.order_id;
  ELSE
    INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, product_name, quantity, sales)
    SELECT ord.tenant_id, ord.created_at, ord.touchpoint_id, ord.customer_id, ord.payment_status, o.product_name,
           -(o.qty - o.refunded_qty), -(o.qty - o.refunded_qty) * o.mrp
      FROM old_items o JOIN orders ord ON ord.id = o.order_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_deltas_from_item_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, product_name, quantity, sales)
  SELECT o.tenant_id, o.created_at, o.touchpoint_id, o.customer_id, o.payment_status, f.product_name, f.quantity, f.sales
    FROM (VALUES (OLD.order_id, OLD.product_name, -(OLD.qty - OLD.refunded_qty), -(OLD.qty - OLD.refunded_qty) * OLD.mrp),
                 (NEW.order_id, NEW.product_name, NEW.qty - NEW.refunded_qty, (NEW.qty - NEW.refunded_qty) * NEW.mrp))
           AS f(order_id, product_name, quantity, sales)
    JOIN orders o ON o.id = f.order_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_deltas_of_moved_lines() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_deltas (tenant_id, created_at, touchpoint_id, customer_id, payment_status, product_name, quantity, sales)
  SELECT f.* FROM order_items i
   CROSS JOIN LATERAL (VALUES
     (OLD.tenant_id, OLD.created_at, OLD.touchpoint_id, OLD.customer_id, OLD.payment_status, i.product_name,
      -(i.qty - i.refunded_qty), -(i.qty - i.refunded_qty) * i.mrp),
     (NEW.tenant_id, NEW.created_at, NEW.touchpoint_id, NEW.customer_id, NEW.payment_status, i.product_name,
      i.qty - i.refunded_qty, (i.qty - i.refunded_qty) * i.mrp)) AS f
   WHERE i.order_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A line update calls its function per row, only when the line's figures or key change.
DROP TRIGGER IF EXISTS order_items_deltas_update ON order_items;
--> statement-breakpoint
CREATE TRIGGER order_items_deltas_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_name, OLD.qty, OLD.refunded_qty, OLD.mrp)
        IS DISTINCT FROM (NEW.order_id, NEW.product_name, NEW.qty, NEW.refunded_qty, NEW.mrp))
  EXECUTE FUNCTION order_deltas_from_item_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_deltas_moved_lines ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_deltas_moved_lines AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.created_at, OLD.touchpoint_id, OLD.customer_id, OLD.payment_status)
        IS DISTINCT FROM (NEW.tenant_id, NEW.created_at, NEW.touchpoint_id, NEW.customer_id, NEW.payment_status))
  EXECUTE FUNCTION order_deltas_of_moved_lines();
