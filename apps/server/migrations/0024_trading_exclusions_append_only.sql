-- Cool-offs and self-exclusions cannot be shortened or lifted by anyone (issue 18 item 6): the rows are append-only.
CREATE FUNCTION trading_exclusions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trading_exclusions is append-only: a cool-off or self-exclusion cannot be shortened or lifted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trading_exclusions_no_change BEFORE UPDATE OR DELETE ON trading_exclusions FOR EACH ROW EXECUTE FUNCTION trading_exclusions_refuse_change();
--> statement-breakpoint
CREATE TRIGGER trading_exclusions_no_truncate BEFORE TRUNCATE ON trading_exclusions FOR EACH STATEMENT EXECUTE FUNCTION trading_exclusions_refuse_change();
