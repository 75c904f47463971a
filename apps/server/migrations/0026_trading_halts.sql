CREATE TABLE "trading_halts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancel_open" boolean NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_positions" integer DEFAULT 0 NOT NULL,
	"halted_at" timestamp with time zone NOT NULL,
	"halted_by" text NOT NULL,
	"resumed_at" timestamp with time zone,
	"resumed_by" text,
	"resume_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "trading_halts_resume_after_halt" CHECK ("trading_halts"."resumed_at" is null or "trading_halts"."resumed_at" >= "trading_halts"."halted_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trading_halts_one_in_force" ON "trading_halts" USING btree ("scope","target") WHERE "trading_halts"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "trading_halts_halted_at" ON "trading_halts" USING btree ("halted_at");