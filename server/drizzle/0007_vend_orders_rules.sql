CREATE TABLE "touchpoint_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "touchpoint_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"touchpoint_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pin_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vended_qty" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "result_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "timed_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
-- Refunds recorded before the vend API were an operator's; new rows always name their kind.
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "wallet_tx_id" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "touchpoint_keys" ADD CONSTRAINT "touchpoint_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_keys" ADD CONSTRAINT "touchpoint_keys_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_keys" ADD CONSTRAINT "touchpoint_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_keys" ADD CONSTRAINT "touchpoint_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoint_keys_hash_uq" ON "touchpoint_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "touchpoint_keys_touchpoint_idx" ON "touchpoint_keys" USING btree ("touchpoint_id","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders from before the vend API are settled history: the sweeper never refunds them.
UPDATE "orders" SET "result_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
-- Rules from before typed rules: a daily money limit becomes 'amount', a window 'quantity';
-- a rule naming a touchpoint is scoped to it alone.
UPDATE "rules" SET "type" = CASE WHEN "type" = 'daily_limit' THEN 'amount' ELSE 'quantity' END WHERE "type" NOT IN ('quantity', 'amount');--> statement-breakpoint
UPDATE "rules" SET "channel_id" = NULL WHERE "touchpoint_id" IS NOT NULL AND "channel_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rule_limits_rule_idx" ON "rule_limits" USING btree ("rule_id","sno");--> statement-breakpoint
CREATE INDEX "rules_tenant_idx" ON "rules" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_tenant_name_uq" ON "rules" USING btree ("tenant_id",lower("name")) WHERE "rules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_touchpoint_created_idx" ON "orders" USING btree ("touchpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_channel_created_idx" ON "orders" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idem_uq" ON "orders" USING btree ("tenant_id","touchpoint_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_auto_once_uq" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."kind" in ('auto', 'timeout');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idem_uq" ON "refunds" USING btree ("tenant_id","idempotency_key","order_item_id") WHERE "refunds"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "rule_limits" ADD CONSTRAINT "rule_limits_limit_ck" CHECK ("rule_limits"."limit" > 0);--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_type_ck" CHECK ("rules"."type" in ('quantity', 'amount'));--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_status_ck" CHECK ("rules"."status" in (0, 1));--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_scope_ck" CHECK (("rules"."touchpoint_id" is null) <> ("rules"."channel_id" is null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_qty_ck" CHECK ("order_items"."qty" > 0 and "order_items"."refunded_qty" >= 0 and "order_items"."refunded_qty" <= "order_items"."qty");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vended_ck" CHECK ("order_items"."vended_qty" is null or ("order_items"."vended_qty" between 0 and "order_items"."qty"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."amount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in (0, 1, 2) and "orders"."payment_status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vend_status_ck" CHECK ("orders"."vend_status" in ('pending', 'success', 'partial', 'failed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_ck" CHECK ("refunds"."kind" in ('auto', 'timeout', 'operator'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."quantity" > 0 and "refunds"."refund_amount" > 0);