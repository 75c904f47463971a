ALTER TABLE "carry_charges" ADD COLUMN "tick_source" text;--> statement-breakpoint
ALTER TABLE "collateral_liquidations" ADD COLUMN "tick_symbol" text;--> statement-breakpoint
ALTER TABLE "collateral_liquidations" ADD COLUMN "tick_source" text;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD COLUMN "purchase_tick_source" text;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD COLUMN "settlement_tick_source" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "entry_tick_price" numeric(38, 0);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "entry_tick_source" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "close_tick_price" numeric(38, 0);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "close_tick_source" text;--> statement-breakpoint
-- Price provenance (issue 18), hand-written: records made before the tick's price and source were
-- stored beside its instant take them from the stored tick they already name (reference_ticks is
-- kept and first-wins, so this is the row they used). Where no such row exists the columns stay
-- null and the pages say "unrecorded" rather than guess.
UPDATE "positions" p SET "entry_tick_price" = r."price", "entry_tick_source" = r."source"
  FROM "reference_ticks" r WHERE r."symbol" = p."symbol" AND r."at" = p."entry_tick_at" AND p."entry_tick_price" IS NULL;--> statement-breakpoint
UPDATE "positions" p SET "close_tick_price" = r."price", "close_tick_source" = r."source"
  FROM "reference_ticks" r WHERE r."symbol" = p."symbol" AND r."at" = p."close_tick_at" AND p."close_tick_price" IS NULL;--> statement-breakpoint
UPDATE "carry_charges" c SET "tick_source" = r."source"
  FROM "positions" p, "reference_ticks" r WHERE p."id" = c."position_id" AND r."symbol" = p."symbol" AND r."at" = c."tick_at";--> statement-breakpoint
UPDATE "delivery_orders" d SET "purchase_tick_source" = r."source"
  FROM "reference_ticks" r WHERE r."symbol" = d."symbol" AND r."at" = d."purchase_tick_at";--> statement-breakpoint
UPDATE "delivery_orders" d SET "settlement_tick_source" = r."source"
  FROM "reference_ticks" r WHERE r."symbol" = d."symbol" AND r."at" = d."settlement_tick_at";--> statement-breakpoint
UPDATE "collateral_liquidations" c SET "tick_symbol" = i."symbol"
  FROM "collateral_loans" l, "instruments" i
  WHERE l."id" = c."loan_id" AND i."base" = l."collateral_asset" AND i."quote" = 'USDT' AND i."kind" = 'perpetual';--> statement-breakpoint
UPDATE "collateral_liquidations" c SET "tick_source" = r."source"
  FROM "reference_ticks" r WHERE r."symbol" = c."tick_symbol" AND r."at" = c."tick_at";
