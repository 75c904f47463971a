CREATE TABLE "market_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"values" jsonb NOT NULL,
	"previous_values" jsonb,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"rule_version" bigint
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "icon_key" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "white_paper" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "total_supply" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "circulating_supply" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "extra" jsonb;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "market_changes_due_idx" ON "market_changes" USING btree ("effective_at","id") WHERE "market_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "market_changes_subject_idx" ON "market_changes" USING btree ("subject_kind","subject_key","id");