CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	"announcement_id" bigint,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_by" text,
	CONSTRAINT "broadcasts_status_valid" CHECK ("broadcasts"."status" in ('scheduled','sent','cancelled')),
	CONSTRAINT "broadcasts_kind_valid" CHECK ("broadcasts"."kind" in ('message','announcement'))
);
--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("send_at") WHERE "broadcasts"."status" = 'scheduled';