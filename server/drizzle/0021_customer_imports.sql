CREATE TABLE "customer_import_failures" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "customer_import_failures_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_email" text,
	"created_ip" text,
	"kind" text NOT NULL,
	"group_id" integer,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"header" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "customer_imports_status_ck" CHECK ("customer_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "customer_imports_kind_ck" CHECK ("customer_imports"."kind" in ('customers', 'top-ups', 'group-members')),
	CONSTRAINT "customer_imports_processed_ck" CHECK ("customer_imports"."processed" between 0 and "customer_imports"."total")
);
--> statement-breakpoint
ALTER TABLE "customer_import_failures" ADD CONSTRAINT "customer_import_failures_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_imports_file_uq" ON "customer_imports" USING btree ("tenant_id","kind",coalesce("group_id", 0),"sha256");--> statement-breakpoint
CREATE INDEX "customer_imports_unfinished_idx" ON "customer_imports" USING btree ("updated_at") WHERE "customer_imports"."status" in ('queued', 'running');