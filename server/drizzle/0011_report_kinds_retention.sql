ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_status_ck";--> statement-breakpoint
ALTER TABLE "report_jobs" DROP CONSTRAINT "report_jobs_kind_ck";--> statement-breakpoint
CREATE INDEX "report_jobs_finished_idx" ON "report_jobs" USING btree ("created_at","id") WHERE "report_jobs"."status" in ('sent', 'failed');--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_status_ck" CHECK ("report_jobs"."status" in ('queued', 'running', 'sent', 'failed', 'expired'));--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_kind_ck" CHECK ("report_jobs"."kind" in ('transactions', 'feedback', 'audit', 'wallet_transactions') and "report_jobs"."format" in ('csv', 'xlsx'));