-- The wallet ledger is append-only: a mistake is corrected by a reversing movement.
CREATE OR REPLACE FUNCTION wallet_transactions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transactions rows are immutable' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_update BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_transactions_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_truncate BEFORE TRUNCATE ON wallet_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_transactions_append_only();
