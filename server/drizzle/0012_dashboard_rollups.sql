CREATE TABLE "customer_last_orders" (
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_last_orders_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"touchpoint_id" integer,
	"customer_id" integer,
	"payment_status" smallint NOT NULL,
	"product_name" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"full_vends" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rollups" (
	"tenant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"payment_status" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"full_vends" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_tenant_id_bucket_payment_status_pk" PRIMARY KEY("tenant_id","bucket","payment_status")
);
--> statement-breakpoint
CREATE TABLE "product_rollups" (
	"tenant_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_rollups_tenant_id_bucket_product_name_pk" PRIMARY KEY("tenant_id","bucket","product_name")
);
--> statement-breakpoint
CREATE TABLE "touchpoint_rollups" (
	"tenant_id" integer NOT NULL,
	"touchpoint_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "touchpoint_rollups_tenant_id_bucket_touchpoint_id_pk" PRIMARY KEY("tenant_id","bucket","touchpoint_id")
);
--> statement-breakpoint
CREATE INDEX "customer_last_orders_at_idx" ON "customer_last_orders" USING btree ("tenant_id","last_order_at");--> statement-breakpoint
-- What each statement changes in the Dashboard's figures is appended to order_deltas in the writing
-- transaction (an insert: no row another vend waits for); the roll-up folder (rollup-repository.ts) folds it in.
CREATE FUNCTION order_deltas_from_orders() RETURNS trigger AS $$
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
CREATE FUNCTION order_deltas_from_items() RETURNS trigger AS $$
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
-- A line's change, per row: its trigger's WHEN keeps a result that vended in full (most of them)
-- from calling it at all.
CREATE FUNCTION order_deltas_from_item_change() RETURNS trigger AS $$
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
-- An order moved to another time or key moves its lines' product figures with it (no path changes
-- an order's key and its lines in one statement; a test moves an order back in time). Per row, so
-- its WHEN keeps every other update of an order (each vend's result) from calling it at all.
CREATE FUNCTION order_deltas_of_moved_lines() RETURNS trigger AS $$
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
CREATE TRIGGER orders_deltas_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_deltas_from_orders();
--> statement-breakpoint
CREATE TRIGGER orders_deltas_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_deltas_from_orders();
--> statement-breakpoint
CREATE TRIGGER orders_deltas_moved_lines AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.created_at, OLD.touchpoint_id, OLD.customer_id, OLD.payment_status)
        IS DISTINCT FROM (NEW.tenant_id, NEW.created_at, NEW.touchpoint_id, NEW.customer_id, NEW.payment_status))
  EXECUTE FUNCTION order_deltas_of_moved_lines();
--> statement-breakpoint
CREATE TRIGGER orders_deltas_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_deltas_from_orders();
--> statement-breakpoint
CREATE TRIGGER order_items_deltas_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_deltas_from_items();
--> statement-breakpoint
CREATE TRIGGER order_items_deltas_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_name, OLD.qty, OLD.refunded_qty, OLD.mrp)
        IS DISTINCT FROM (NEW.order_id, NEW.product_name, NEW.qty, NEW.refunded_qty, NEW.mrp))
  EXECUTE FUNCTION order_deltas_from_item_change();
--> statement-breakpoint
CREATE TRIGGER order_items_deltas_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_deltas_from_items();
--> statement-breakpoint
-- The orders already there: their roll-ups, as the folder would have written them.
INSERT INTO order_rollups (tenant_id, bucket, payment_status, orders, amount, refunded, settled, full_vends)
SELECT tenant_id, date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), payment_status, count(*), sum(amount),
       sum(refunded_amount), count(*) FILTER (WHERE status <> 0), count(*) FILTER (WHERE vend_status = 'success')
  FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO touchpoint_rollups (tenant_id, touchpoint_id, bucket, orders, sales)
SELECT tenant_id, touchpoint_id, date_bin('1 hour', created_at, '2000-01-01 00:00:00+00'), count(*), sum(amount - refunded_amount)
  FROM orders WHERE touchpoint_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO product_rollups (tenant_id, product_name, bucket, quantity, sales)
SELECT o.tenant_id, i.product_name, date_bin('1 hour', o.created_at, '2000-01-01 00:00:00+00'), sum(i.qty - i.refunded_qty),
       sum((i.qty - i.refunded_qty) * i.mrp)
  FROM order_items i JOIN orders o ON o.id = i.order_id GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_last_orders (tenant_id, customer_id, last_order_at)
SELECT tenant_id, customer_id, max(created_at) FROM orders WHERE customer_id IS NOT NULL GROUP BY 1, 2;
