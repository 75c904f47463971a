-- Every posting's entries sum to zero per asset: checked once per insert statement over all the
-- postings it touched (a transition table), instead of one query per entry row at commit. Every
-- writer inserts a posting's entries in one statement, so a posting is whole when the check runs;
-- the spot writer's batches insert a thousand entries at a time, which the per-row check turned
-- into a thousand queries.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_check_posting_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e.posting_id INTO unbalanced
  FROM ledger_entries e
  WHERE e.posting_id IN (SELECT DISTINCT posting_id FROM inserted_entries)
  GROUP BY e.posting_id, e.asset
  HAVING sum(e.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger posting % does not balance', unbalanced;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_postings_balanced();
