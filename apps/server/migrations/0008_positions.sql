CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"parent_id" bigint,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"lots" bigint NOT NULL,
	"leverage" integer NOT NULL,
	"status" text NOT NULL,
	"limit_price" numeric(38, 0),
	"entry_price" numeric(38, 0),
	"entry_tick_at" timestamp with time zone,
	"margin" numeric(38, 0) NOT NULL,
	"open_fee" numeric(38, 0) NOT NULL,
	"take_profit" numeric(38, 0),
	"stop_loss" numeric(38, 0),
	"close_price" numeric(38, 0),
	"close_tick_at" timestamp with time zone,
	"close_reason" text,
	"close_fee" numeric(38, 0),
	"realised_pnl" numeric(38, 0),
	"carry_paid" numeric(38, 0) DEFAULT '0' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_lots_positive" CHECK ("positions"."lots" > 0)
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_request_key" ON "positions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "positions_user_idx" ON "positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "positions_live_idx" ON "positions" USING btree ("symbol") WHERE "positions"."status" in ('pending', 'open');