CREATE SEQUENCE "public"."demo_user_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "demo_identities" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"resets" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_identities_negative" CHECK ("demo_identities"."user_id" < 0),
	CONSTRAINT "demo_identities_owner_real" CHECK ("demo_identities"."owner_id" is null or "demo_identities"."owner_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "demo_spot_fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"role" text NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"fee_asset" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
	"filled_quantity" numeric(38, 0) DEFAULT '0' NOT NULL,
	"filled_amount" numeric(38, 0) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 0) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_spot_orders_demo_user" CHECK ("demo_spot_orders"."user_id" < 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_has_account";--> statement-breakpoint
DROP INDEX "ledger_accounts_identity_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "book" text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_identities" ADD CONSTRAINT "demo_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_identities" ADD CONSTRAINT "demo_identities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_spot_fills" ADD CONSTRAINT "demo_spot_fills_order_id_demo_spot_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."demo_spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_spot_orders" ADD CONSTRAINT "demo_spot_orders_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_identities_owner_key" ON "demo_identities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "demo_spot_fills_user_idx" ON "demo_spot_fills" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_spot_orders_client_key" ON "demo_spot_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "demo_spot_orders_user_idx" ON "demo_spot_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "demo_spot_orders_open_idx" ON "demo_spot_orders" USING btree ("id") WHERE "demo_spot_orders"."status" in ('pending', 'trading');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity_key" ON "ledger_accounts" USING btree ("book","owner",coalesce("user_id", 0),"kind","asset");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_book_matches_user" CHECK ("ledger_accounts"."book" in ('real', 'demo') and ("ledger_accounts"."owner" = 'house' or ("ledger_accounts"."book" = 'demo') = ("ledger_accounts"."user_id" < 0)));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_has_account" CHECK ("users"."email" is not null or "users"."phone" is not null or "users"."id" < 0);