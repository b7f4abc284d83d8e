ALTER TABLE "wallets" ADD CONSTRAINT "wallets_type_ck" CHECK ("wallets"."type" in ('prepaid', 'postpaid'));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_status_ck" CHECK ("wallets"."status" in (0, 1));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_credit_limit_ck" CHECK ("wallets"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_floor_ck" CHECK ("wallets"."amount" >= case when "wallets"."type" = 'postpaid' then -"wallets"."credit_limit" else 0 end);