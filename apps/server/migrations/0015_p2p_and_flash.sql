CREATE TABLE "flash_swaps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"from_amount" numeric(38, 0) NOT NULL,
	"to_amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"fee_asset" text NOT NULL,
	"price_units" numeric(38, 0) NOT NULL,
	"limit_price_ticks" numeric(38, 0) NOT NULL,
	"lots" numeric(38, 0) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" bigint,
	"filled_from" numeric(38, 0),
	"filled_to" numeric(38, 0),
	"filled_fee" numeric(38, 0),
	"filled_price_units" numeric(38, 0),
	"request_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "flash_swaps_valid" CHECK ("flash_swaps"."from_amount" > 0 and "flash_swaps"."to_amount" >= 0 and "flash_swaps"."fee" >= 0 and "flash_swaps"."lots" > 0)
);
--> statement-breakpoint
CREATE TABLE "p2p_ads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"side" text NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"fiat" text NOT NULL,
	"price_type" text NOT NULL,
	"price_cents" numeric(38, 0),
	"margin_bp" integer,
	"available" numeric(38, 0) NOT NULL,
	"min_fiat" numeric(38, 0) NOT NULL,
	"max_fiat" numeric(38, 0) NOT NULL,
	"methods" text[] NOT NULL,
	"window_minutes" integer NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"suspended_reason" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_ads_valid" CHECK ("p2p_ads"."available" >= 0 and "p2p_ads"."min_fiat" > 0 and "p2p_ads"."max_fiat" >= "p2p_ads"."min_fiat" and "p2p_ads"."window_minutes" between 15 and 30
        and (("p2p_ads"."price_type" = 'fixed' and "p2p_ads"."price_cents" > 0 and "p2p_ads"."margin_bp" is null) or ("p2p_ads"."price_type" = 'floating' and "p2p_ads"."margin_bp" > 0 and "p2p_ads"."price_cents" is null)))
);
--> statement-breakpoint
CREATE TABLE "p2p_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_merchants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"status" text NOT NULL,
	"deposit" numeric(38, 0) DEFAULT '0' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reject_reason" text,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_merchants_deposit" CHECK ("p2p_merchants"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "p2p_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" bigint,
	"text" text DEFAULT '' NOT NULL,
	"image_id" text,
	"event" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ad_id" bigint NOT NULL,
	"ad_side" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"taker_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"fiat" text NOT NULL,
	"price_cents" numeric(38, 0) NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"fiat_amount" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"escrow" text DEFAULT 'held' NOT NULL,
	"payment" jsonb NOT NULL,
	"paid_method" text,
	"proof_image_id" text,
	"window_minutes" integer NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"appeal_by" text,
	"appeal_reason" text,
	"appeal_image_id" text,
	"appeal_opened_at" timestamp with time zone,
	"appeal_outcome" text,
	"appeal_decision_reason" text,
	"appeal_decided_at" timestamp with time zone,
	"appeal_decided_by" bigint,
	"request_id" text NOT NULL,
	CONSTRAINT "p2p_orders_valid" CHECK ("p2p_orders"."quantity" > 0 and "p2p_orders"."fiat_amount" > 0 and "p2p_orders"."price_cents" > 0 and "p2p_orders"."buyer_id" <> "p2p_orders"."seller_id"),
	CONSTRAINT "p2p_orders_escrow" CHECK (("p2p_orders"."escrow" = 'held') = ("p2p_orders"."status" in ('unpaid', 'paid', 'appeal')))
);
--> statement-breakpoint
CREATE TABLE "p2p_ratings" (
	"order_id" bigint NOT NULL,
	"rater_id" bigint NOT NULL,
	"ratee_id" bigint NOT NULL,
	"positive" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_ratings_order_id_rater_id_pk" PRIMARY KEY("order_id","rater_id")
);
--> statement-breakpoint
ALTER TABLE "p2p_messages" ADD CONSTRAINT "p2p_messages_order_id_p2p_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."p2p_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_ad_id_p2p_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."p2p_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_ratings" ADD CONSTRAINT "p2p_ratings_order_id_p2p_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."p2p_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_swaps_request_key" ON "flash_swaps" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "flash_swaps_user_idx" ON "flash_swaps" USING btree ("user_id","id") WHERE "flash_swaps"."status" <> 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_ads_request_key" ON "p2p_ads" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "p2p_ads_merchant_idx" ON "p2p_ads" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "p2p_ads_online_idx" ON "p2p_ads" USING btree ("side","fiat") WHERE "p2p_ads"."status" = 'online';--> statement-breakpoint
CREATE INDEX "p2p_images_user_idx" ON "p2p_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_merchants_nickname_key" ON "p2p_merchants" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "p2p_messages_order_idx" ON "p2p_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_request_key" ON "p2p_orders" USING btree ("taker_id","request_id");--> statement-breakpoint
CREATE INDEX "p2p_orders_buyer_idx" ON "p2p_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_seller_idx" ON "p2p_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_ad_idx" ON "p2p_orders" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "p2p_orders_unpaid_idx" ON "p2p_orders" USING btree ("pay_by") WHERE "p2p_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "p2p_orders_status_idx" ON "p2p_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "p2p_ratings_ratee_idx" ON "p2p_ratings" USING btree ("ratee_id");