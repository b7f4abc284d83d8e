-- The unused report_jobs of 0000 is replaced by the report service's (queue, progress, delivery).
DROP TABLE "report_jobs" CASCADE;--> statement-breakpoint
CREATE TABLE "order_feedback" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"touchpoint_id" integer NOT NULL,
	"rating" smallint,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_feedback_rating_ck" CHECK ("order_feedback"."rating" is null or "order_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "report_checklists" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "report_max_rows" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_checklists" ADD CONSTRAINT "report_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_checklists" ADD CONSTRAINT "report_checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_feedback_tenant_created_idx" ON "order_feedback" USING btree ("tenant_id","created_at","order_id");--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"columns" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"filter_summary" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"expected_rows" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"size_bytes" bigint,
	"file_path" text,
	"delivery" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"queue_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_jobs_status_ck" CHECK ("report_jobs"."status" in ('queued', 'running', 'sent', 'failed')),
	CONSTRAINT "report_jobs_kind_ck" CHECK ("report_jobs"."kind" in ('transactions', 'feedback') and "report_jobs"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_user_created_idx" ON "report_jobs" USING btree ("tenant_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_jobs_unqueued_idx" ON "report_jobs" USING btree ("id") WHERE "report_jobs"."queue_job_id" is null and "report_jobs"."status" = 'queued';