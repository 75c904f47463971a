ALTER TABLE "assets" ADD COLUMN "display_scale" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
-- Display scales of the seeded assets (a displayed unit worth about a cent or less); staff may change them.
UPDATE "assets" SET "display_scale" = LEAST("scale", CASE "code"
  WHEN 'USDT' THEN 2 WHEN 'BTC' THEN 6 WHEN 'ETH' THEN 6 WHEN 'BNB' THEN 4 WHEN 'SOL' THEN 4 WHEN 'LTC' THEN 4
  WHEN 'AVAX' THEN 4 WHEN 'LINK' THEN 4 WHEN 'DOT' THEN 4 WHEN 'XRP' THEN 2 WHEN 'ADA' THEN 2 WHEN 'TRX' THEN 2 WHEN 'DOGE' THEN 2
  ELSE 6 END);
