CREATE TABLE "deploy_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deploy_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "deploy_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_loads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"reason" text,
	"weight" smallint DEFAULT 1 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_loads_weight_ck" CHECK ("remote_loads"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"remote" text PRIMARY KEY NOT NULL,
	"current_version" text NOT NULL,
	"previous_version" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"shared_range" text DEFAULT '*' NOT NULL,
	"paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "remote_versions_remote_version_pk" PRIMARY KEY("remote","version"),
	CONSTRAINT "remote_versions_status_check" CHECK ("remote_versions"."status" in ('available', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "remotes_before" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "deploy_tokens_remote_idx" ON "deploy_tokens" USING btree ("remote");--> statement-breakpoint
CREATE INDEX "remote_loads_remote_version_at_idx" ON "remote_loads" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "remote_loads_at_idx" ON "remote_loads" USING btree ("at");--> statement-breakpoint
-- The platform operator's tenant (module id 0): above the tenants, its licence never expires, and
-- its console is the Platform section that remote-admin serves. Its role holds no tenant permission.
INSERT INTO "tenants" ("id", "name", "labels", "remotes", "licence_expires_at")
VALUES (0, 'Platform', '{}'::jsonb, '{"remote-admin":"*"}'::jsonb, NULL)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Its role is id 0, beside the tenants' own roles rather than among their ids.
INSERT INTO "roles" ("id", "tenant_id", "name", "role_code", "permissions", "is_default")
OVERRIDING SYSTEM VALUE
VALUES (0, 0, 'Platform Operator', 'ROLE_PLATFORM_OPERATOR', '{}'::text[], true)
ON CONFLICT DO NOTHING;
