CREATE TABLE "delivery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"stake" numeric(38, 0) NOT NULL,
	"product_id" bigint NOT NULL,
	"duration_seconds" integer NOT NULL,
	"payout_bp" integer NOT NULL,
	"price_scale" integer NOT NULL,
	"purchase_price" numeric(38, 0) NOT NULL,
	"purchase_tick_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settlement_price" numeric(38, 0),
	"settlement_tick_at" timestamp with time zone,
	"settlement_tick_rule" text,
	"payout" numeric(38, 0),
	"settled_at" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_orders_stake_positive" CHECK ("delivery_orders"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"duration_seconds" integer NOT NULL,
	"payout_bp" integer NOT NULL,
	"min_stake" numeric(38, 0) NOT NULL,
	"max_stake" numeric(38, 0) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_products_valid" CHECK ("delivery_products"."duration_seconds" > 0 and "delivery_products"."payout_bp" > 0 and "delivery_products"."min_stake" > 0 and "delivery_products"."max_stake" >= "delivery_products"."min_stake")
);
--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_product_id_delivery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."delivery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_orders_request_key" ON "delivery_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "delivery_orders_user_idx" ON "delivery_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "delivery_orders_due_idx" ON "delivery_orders" USING btree ("expires_at") WHERE "delivery_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_products_duration_key" ON "delivery_products" USING btree ("duration_seconds");--> statement-breakpoint
-- Seeded once, then owned by staff: payout in basis points of the stake (profit on a win), stakes in USDT minor units.
INSERT INTO "delivery_products" ("duration_seconds", "payout_bp", "min_stake", "max_stake") VALUES
	(30, 8000, 10000000, 5000000000),
	(60, 8500, 10000000, 10000000000),
	(120, 8800, 10000000, 10000000000),
	(300, 9000, 10000000, 10000000000)
ON CONFLICT ("duration_seconds") DO NOTHING;
