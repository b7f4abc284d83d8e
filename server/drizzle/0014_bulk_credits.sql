CREATE TABLE "bulk_credit_results" (
	"bulk_credit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"movement_id" bigint,
	CONSTRAINT "bulk_credit_results_bulk_credit_id_position_pk" PRIMARY KEY("bulk_credit_id","position"),
	CONSTRAINT "bulk_credit_results_outcome_ck" CHECK ("bulk_credit_results"."outcome" in ('credited', 'replayed', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_email" text,
	"created_ip" text,
	"batch_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"remark" text,
	"wallet_ids" integer[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"run" integer DEFAULT 1 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"already_credited" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_credits_status_ck" CHECK ("bulk_credits"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "bulk_credits_amount_ck" CHECK ("bulk_credits"."amount" > 0),
	CONSTRAINT "bulk_credits_processed_ck" CHECK ("bulk_credits"."processed" between 0 and cardinality("bulk_credits"."wallet_ids"))
);
--> statement-breakpoint
ALTER TABLE "bulk_credit_results" ADD CONSTRAINT "bulk_credit_results_bulk_credit_id_bulk_credits_id_fk" FOREIGN KEY ("bulk_credit_id") REFERENCES "public"."bulk_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_credits" ADD CONSTRAINT "bulk_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_credits" ADD CONSTRAINT "bulk_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_credits_tenant_key_uq" ON "bulk_credits" USING btree ("tenant_id","batch_key");--> statement-breakpoint
CREATE INDEX "bulk_credits_unfinished_idx" ON "bulk_credits" USING btree ("updated_at") WHERE "bulk_credits"."status" in ('queued', 'running');