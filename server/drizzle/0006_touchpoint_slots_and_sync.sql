CREATE TABLE "sync_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"retailer" text,
	"active" boolean NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"payload" jsonb,
	"outcome" text,
	"reason" text,
	"touchpoint_id" integer
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" integer,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"total_pages" integer,
	"records_received" integer DEFAULT 0 NOT NULL,
	"records_applied" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sync_runs_status_ck" CHECK ("sync_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feed_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feed_token" text;--> statement-breakpoint
ALTER TABLE "touchpoint_groups" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "latitude" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "grid_rows" smallint;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "grid_columns" smallint;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "label_format" text;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "source_digest" text;--> statement-breakpoint
ALTER TABLE "sync_records" ADD CONSTRAINT "sync_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_records" ADD CONSTRAINT "sync_records_run_id_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sync_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_records" ADD CONSTRAINT "sync_records_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_records_run_idx" ON "sync_records" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "sync_runs_tenant_idx" ON "sync_runs" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running_uq" ON "sync_runs" USING btree ("channel_id") WHERE "sync_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "channels_tenant_code_uq" ON "channels" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoint_groups_tenant_name_uq" ON "touchpoint_groups" USING btree ("tenant_id",lower("name")) WHERE "touchpoint_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoint_products_slot_uq" ON "touchpoint_products" USING btree ("touchpoint_id","coil");--> statement-breakpoint
CREATE INDEX "touchpoints_tenant_id_idx" ON "touchpoints" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "touchpoints_tenant_name_idx" ON "touchpoints" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoints_channel_source_uq" ON "touchpoints" USING btree ("channel_id","source_id");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_status_ck" CHECK ("channels"."status" in (0, 1));--> statement-breakpoint
ALTER TABLE "touchpoint_products" ADD CONSTRAINT "touchpoint_products_stock_ck" CHECK ("touchpoint_products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "touchpoint_products" ADD CONSTRAINT "touchpoint_products_mrp_ck" CHECK ("touchpoint_products"."product_mrp" >= 0);--> statement-breakpoint
ALTER TABLE "touchpoint_products" ADD CONSTRAINT "touchpoint_products_gst_ck" CHECK ("touchpoint_products"."product_gst" between 0 and 100);--> statement-breakpoint
ALTER TABLE "touchpoint_products" ADD CONSTRAINT "touchpoint_products_cess_ck" CHECK ("touchpoint_products"."product_cess" between 0 and 100);--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_status_ck" CHECK ("touchpoints"."status" in (0, 1));--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_latitude_ck" CHECK ("touchpoints"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_longitude_ck" CHECK ("touchpoints"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "touchpoints" ADD CONSTRAINT "touchpoints_grid_ck" CHECK (("touchpoints"."grid_rows" is null and "touchpoints"."grid_columns" is null and "touchpoints"."label_format" is null) or ("touchpoints"."grid_rows" between 1 and 60 and "touchpoints"."grid_columns" between 1 and 60 and "touchpoints"."label_format" is not null));