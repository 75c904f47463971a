CREATE TABLE "message_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_mails_status_valid" CHECK ("message_mails"."status" in ('pending','sent','failed','skipped'))
);
--> statement-breakpoint
CREATE TABLE "notify_prefs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"funds" boolean NOT NULL,
	"trading" boolean NOT NULL,
	"earn_loans" boolean NOT NULL,
	"p2p" boolean NOT NULL,
	"account" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "message_mails" ADD CONSTRAINT "message_mails_message_id_user_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."user_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_mails_message_key" ON "message_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_mails_pending_idx" ON "message_mails" USING btree ("next_attempt_at") WHERE "message_mails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id") WHERE "user_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_messages_dedupe_key" ON "user_messages" USING btree ("user_id","dedupe_key");