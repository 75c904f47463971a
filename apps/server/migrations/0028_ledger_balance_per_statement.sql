-- Every posting's entries sum to zero per asset: checked once per insert statement over the rows it
-- inserted (a transition table), instead of one query per entry row at commit. Every writer inserts
-- a posting's entries in one statement; the spot writer's batches insert a thousand entries at a
-- time, which the per-row check turned into a thousand queries.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_check_posting_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  -- The statement's own rows suffice: if each statement's entries of a posting sum to zero per asset, the
  -- posting balances after every statement. No read of ledger_entries, whatever its size.
  SELECT posting_id INTO unbalanced FROM inserted_entries GROUP BY posting_id, asset HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger posting % does not balance', unbalanced;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_postings_balanced();
