-- Sign-in names a user by e-mail alone: two live users of any tenants must not share one. A
-- database where they do stops here, naming the e-mail, until one of the two is renamed or deleted.
DO $$
DECLARE taken text;
BEGIN
  SELECT lower(email) INTO taken FROM users WHERE deleted_at IS NULL
   GROUP BY lower(email) HAVING count(*) > 1 ORDER BY 1 LIMIT 1;
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'Two live users share the e-mail %: give one of them another e-mail (or delete it), then start the server again.', taken;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "pin_attempts" (
	"tenant_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_attempts_tenant_id_mobile_pk" PRIMARY KEY("tenant_id","mobile")
);
--> statement-breakpoint
DROP INDEX "users_tenant_email_uq";--> statement-breakpoint
DROP INDEX "users_email_idx";--> statement-breakpoint
ALTER TABLE "pin_attempts" ADD CONSTRAINT "pin_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_attempts_updated_idx" ON "pin_attempts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- Wrong PINs counted so far, and locks still running, move to the number they were typed for.
INSERT INTO "pin_attempts" ("tenant_id", "mobile", "failures", "locked_until")
SELECT DISTINCT ON ("tenant_id", right("mobile", 10)) "tenant_id", right("mobile", 10), "pin_failures", "pin_locked_until"
  FROM "customers"
 WHERE "deleted_at" IS NULL AND ("pin_failures" > 0 OR "pin_locked_until" > now())
 ORDER BY "tenant_id", right("mobile", 10), ("pin_locked_until" > now()) IS TRUE DESC, "pin_failures" DESC;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "pin_failures";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "pin_locked_until";