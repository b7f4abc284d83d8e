ALTER TABLE "institutions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_tenant_entity_created_idx" ON "audit_log" USING btree ("tenant_id","entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_tenant_action_created_idx" ON "audit_log" USING btree ("tenant_id","action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_tenant_user_created_idx" ON "audit_log" USING btree ("tenant_id","user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_tenant_name_uq" ON "institutions" USING btree ("tenant_id",lower("name")) WHERE "institutions"."deleted_at" is null;