CREATE TABLE "spot_klines" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(38, 0) NOT NULL,
	"high" numeric(38, 0) NOT NULL,
	"low" numeric(38, 0) NOT NULL,
	"close" numeric(38, 0) NOT NULL,
	"volume" numeric(38, 0) NOT NULL,
	"quote_volume" numeric(38, 0) NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "spot_klines_symbol_interval_open_time_pk" PRIMARY KEY("symbol","interval","open_time")
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"client_order_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"time_in_force" text NOT NULL,
	"post_only" boolean NOT NULL,
	"price" numeric(38, 0),
	"quantity" numeric(38, 0),
	"amount" numeric(38, 0),
	"frozen" numeric(38, 0) NOT NULL,
	"frozen_left" numeric(38, 0) NOT NULL,
	"filled_quantity" numeric(38, 0) NOT NULL,
	"filled_amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigint PRIMARY KEY NOT NULL,
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
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "tick_size" numeric(38, 18) DEFAULT '0.01' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "lot_size" numeric(38, 18) DEFAULT '0.0001' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "min_notional" numeric(38, 18) DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "maker_fee_bp" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "taker_fee_bp" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_klines" ADD CONSTRAINT "spot_klines_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_client_key" ON "spot_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spot_orders_open_idx" ON "spot_orders" USING btree ("symbol","id") WHERE "spot_orders"."status" in ('pending', 'trading');--> statement-breakpoint
CREATE INDEX "spot_trades_symbol_idx" ON "spot_trades" USING btree ("symbol","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker_idx" ON "spot_trades" USING btree ("maker_user_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_idx" ON "spot_trades" USING btree ("taker_user_id","id");--> statement-breakpoint
-- Existing markets get the tick and lot of their display scales.
UPDATE "markets" SET "tick_size" = power(10::numeric, -"price_scale"), "lot_size" = power(10::numeric, -"quantity_scale");
