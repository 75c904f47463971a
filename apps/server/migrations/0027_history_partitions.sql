-- History at scale (issue 20 §4): reference_ticks and spot_trades partitioned by UTC day, tick candles
-- kept as rollups, and what retention must keep. Partitioning cannot be said in drizzle's schema, so
-- this file is written by hand; schema.ts states the same columns and keys.
CREATE TABLE "reference_tick_candles" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(38, 0) NOT NULL,
	"high" numeric(38, 0) NOT NULL,
	"low" numeric(38, 0) NOT NULL,
	"close" numeric(38, 0) NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"ticks" integer NOT NULL,
	CONSTRAINT "reference_tick_candles_symbol_interval_open_time_pk" PRIMARY KEY("symbol","interval","open_time")
);
--> statement-breakpoint
-- The open time of the candle of `iv` holding `at`: fixed widths binned from Monday 2000-01-03
-- (so weeks start on Monday), months as UTC calendar months. The one place the bucket rule lives.
CREATE FUNCTION tick_candle_open(iv text, at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE iv
    WHEN '1M' THEN date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    ELSE date_bin(CASE iv
        WHEN '1m' THEN interval '1 minute' WHEN '5m' THEN interval '5 minutes' WHEN '15m' THEN interval '15 minutes'
        WHEN '30m' THEN interval '30 minutes' WHEN '1h' THEN interval '1 hour' WHEN '4h' THEN interval '4 hours'
        WHEN '1d' THEN interval '1 day' WHEN '1w' THEN interval '7 days' END,
      at, timestamptz '2000-01-03 00:00:00+00')
  END
$$;
--> statement-breakpoint
-- Creates the partition of `parent` for one UTC day (named <parent>_pYYYYMMDD) unless it exists.
-- Rows of that day already in the default partition move into it first, so creating a day late
-- (after downtime, or for history written into the past) never fails. Answers whether it created one.
CREATE FUNCTION ensure_day_partition(parent text, day date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  part text := parent || '_p' || to_char(day, 'YYYYMMDD');
  key text := CASE parent WHEN 'reference_ticks' THEN 'at' WHEN 'spot_trades' THEN 'created_at' END;
  low timestamptz := day::timestamp AT TIME ZONE 'UTC';
  high timestamptz := (day + 1)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF key IS NULL THEN RAISE EXCEPTION 'not a day-partitioned table: %', parent; END IF;
  IF to_regclass(part) IS NOT NULL THEN RETURN false; END IF;
  -- Two processes creating the same day: the second waits, then finds it.
  PERFORM pg_advisory_xact_lock(hashtext('day-partition:' || part));
  IF to_regclass(part) IS NOT NULL THEN RETURN false; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
  EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
    parent || '_default', key, key, part) USING low, high;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, low, high);
  RETURN true;
END
$$;
--> statement-breakpoint
ALTER TABLE "reference_ticks" RENAME TO "reference_ticks_unpartitioned";--> statement-breakpoint
ALTER TABLE "reference_ticks_unpartitioned" RENAME CONSTRAINT "reference_ticks_symbol_at_pk" TO "reference_ticks_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "reference_ticks" (
	"symbol" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "reference_ticks_symbol_at_pk" PRIMARY KEY("symbol","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "reference_ticks_default" PARTITION OF "reference_ticks" DEFAULT;--> statement-breakpoint
ALTER TABLE "spot_trades" RENAME TO "spot_trades_unpartitioned";--> statement-breakpoint
ALTER TABLE "spot_trades_unpartitioned" RENAME CONSTRAINT "spot_trades_pkey" TO "spot_trades_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "spot_trades_unpartitioned" RENAME CONSTRAINT "spot_trades_symbol_markets_symbol_fk" TO "spot_trades_unpartitioned_symbol_fk";--> statement-breakpoint
ALTER INDEX "spot_trades_symbol_idx" RENAME TO "spot_trades_unpartitioned_symbol_idx";--> statement-breakpoint
ALTER INDEX "spot_trades_maker_idx" RENAME TO "spot_trades_unpartitioned_maker_idx";--> statement-breakpoint
ALTER INDEX "spot_trades_taker_idx" RENAME TO "spot_trades_unpartitioned_taker_idx";--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"taker_side" text NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" bigint NOT NULL,
	"taker_user_id" bigint NOT NULL,
	"maker_fee" numeric(38, 0) NOT NULL,
	"taker_fee" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_trades_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_trades_symbol_idx" ON "spot_trades" USING btree ("symbol","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker_idx" ON "spot_trades" USING btree ("maker_user_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_idx" ON "spot_trades" USING btree ("taker_user_id","id");--> statement-breakpoint
CREATE TABLE "spot_trades_default" PARTITION OF "spot_trades" DEFAULT;--> statement-breakpoint
-- A partition for every day that holds rows, and for yesterday to a week ahead (the
-- history.ensure-partitions job keeps a week ahead from then on).
SELECT ensure_day_partition('reference_ticks', d)
FROM (SELECT DISTINCT (at AT TIME ZONE 'UTC')::date AS d FROM "reference_ticks_unpartitioned"
      UNION SELECT (now() AT TIME ZONE 'UTC')::date + n FROM generate_series(-1, 7) n) days ORDER BY d;--> statement-breakpoint
SELECT ensure_day_partition('spot_trades', d)
FROM (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS d FROM "spot_trades_unpartitioned"
      UNION SELECT (now() AT TIME ZONE 'UTC')::date + n FROM generate_series(-1, 7) n) days ORDER BY d;--> statement-breakpoint
INSERT INTO "reference_ticks" SELECT * FROM "reference_ticks_unpartitioned";--> statement-breakpoint
INSERT INTO "spot_trades" SELECT * FROM "spot_trades_unpartitioned";--> statement-breakpoint
DROP TABLE "reference_ticks_unpartitioned";--> statement-breakpoint
DROP TABLE "spot_trades_unpartitioned";--> statement-breakpoint
-- Every tick a record names (what priced a fill, a close or liquidation, a funding or overnight
-- charge, a delivery's purchase or settlement, a collateral liquidation): raw-tick retention keeps
-- these (pruneTicks.ts). A liquidation stored before its symbol was recorded keeps every tick of its instant.
-- A new column that names a tick belongs here too.
CREATE VIEW "referenced_ticks" AS
  SELECT "symbol", "entry_tick_at" AS "at" FROM "positions" WHERE "entry_tick_at" IS NOT NULL
  UNION ALL SELECT "symbol", "close_tick_at" FROM "positions" WHERE "close_tick_at" IS NOT NULL
  UNION ALL SELECT p."symbol", c."tick_at" FROM "carry_charges" c JOIN "positions" p ON p."id" = c."position_id"
  UNION ALL SELECT "symbol", "purchase_tick_at" FROM "delivery_orders"
  UNION ALL SELECT "symbol", "settlement_tick_at" FROM "delivery_orders" WHERE "settlement_tick_at" IS NOT NULL
  UNION ALL SELECT "tick_symbol", "tick_at" FROM "collateral_liquidations";
--> statement-breakpoint
-- Candles of a symbol's raw ticks in [p_from, p_to) that were stored without rollups: 1-minute candles
-- from the ticks, every other interval from those minutes (each nests in every coarser candle), merged
-- into the stored candles as the live path merges (tickRollup.ts), so a range next to rolled-up ticks
-- completes their candles. For this migration (everything) and for benchmarks' generated history;
-- running it twice over a range counts its ticks twice.
CREATE FUNCTION backfill_tick_candles(p_symbol text, p_from timestamptz, p_to timestamptz) RETURNS bigint
LANGUAGE sql AS $$
  WITH minutes AS (
    SELECT tick_candle_open('1m', at) AS open_time, (min(array[extract(epoch from at), price]))[2] AS open, max(price) AS high,
      min(price) AS low, (max(array[extract(epoch from at), price]))[2] AS close, min(at) AS open_at, max(at) AS close_at, count(*) AS ticks
    FROM reference_ticks WHERE symbol = p_symbol AND at >= p_from AND at < p_to GROUP BY 1
  ), candles AS (
    SELECT '1m' AS iv, open_time, open, high, low, close, open_at, close_at, ticks FROM minutes
    UNION ALL
    SELECT i.iv, tick_candle_open(i.iv, open_time), (min(array[extract(epoch from open_at), open]))[2], max(high), min(low),
      (max(array[extract(epoch from close_at), close]))[2], min(open_at), max(close_at), sum(ticks)
    FROM minutes, unnest(array['5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M']) AS i(iv) GROUP BY 1, 2
  ), merged AS (
    INSERT INTO reference_tick_candles AS c (symbol, interval, open_time, open, high, low, close, open_at, close_at, ticks)
    SELECT p_symbol, iv, open_time, open, high, low, close, open_at, close_at, ticks FROM candles ORDER BY iv, open_time
    ON CONFLICT (symbol, interval, open_time) DO UPDATE SET
      open = CASE WHEN excluded.open_at < c.open_at THEN excluded.open ELSE c.open END,
      close = CASE WHEN excluded.close_at > c.close_at THEN excluded.close ELSE c.close END,
      high = greatest(c.high, excluded.high),
      low = least(c.low, excluded.low),
      open_at = least(c.open_at, excluded.open_at),
      close_at = greatest(c.close_at, excluded.close_at),
      ticks = c.ticks + excluded.ticks
    RETURNING 1
  )
  SELECT count(*) FROM merged;
$$;
--> statement-breakpoint
SELECT backfill_tick_candles(symbol, '-infinity', 'infinity') FROM (SELECT DISTINCT symbol FROM "reference_ticks") s;
