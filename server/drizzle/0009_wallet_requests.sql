ALTER TABLE "tenants" ADD COLUMN "max_credit_limit" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "decision_remark" text;--> statement-breakpoint
CREATE INDEX "requests_wallet_idx" ON "requests" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_one_pending_uq" ON "requests" USING btree ("wallet_id") WHERE "requests"."status" = 0;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status_ck" CHECK ("requests"."status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_credit_limit_ck" CHECK (("requests"."status" = 1 and "requests"."credit_limit" > 0) or ("requests"."status" <> 1 and "requests"."credit_limit" is null));