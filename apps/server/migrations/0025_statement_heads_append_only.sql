-- A recorded month head of a statement chain is never changed (issue 18 item 3): the account shows it, and a later change of history must not be able to follow it.
CREATE TRIGGER statement_heads_no_change BEFORE UPDATE OR DELETE ON statement_heads FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER statement_heads_no_truncate BEFORE TRUNCATE ON statement_heads FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
