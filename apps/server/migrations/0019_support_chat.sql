CREATE TABLE "support_canned_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"texts" jsonb NOT NULL,
	"seed_key" text,
	"updated_by" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_canned_replies_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"agent_id" bigint,
	"waiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"user_read_through" bigint DEFAULT 0 NOT NULL,
	"agent_read_through" bigint DEFAULT 0 NOT NULL,
	"user_notified_through" bigint DEFAULT 0 NOT NULL,
	"close_reason" text,
	"close_note" text,
	"closed_by" bigint,
	"closed_at" timestamp with time zone,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversations_rating" CHECK ("support_conversations"."rating" is null or ("support_conversations"."rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "support_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"staff_id" bigint,
	"text" text DEFAULT '' NOT NULL,
	"image_id" text,
	"event" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_one_open" ON "support_conversations" USING btree ("user_id") WHERE "support_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "support_conversations_user_idx" ON "support_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_conversations_status_idx" ON "support_conversations" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE INDEX "support_images_user_idx" ON "support_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_id" ON "support_messages" USING btree ("conversation_id","client_id") WHERE "support_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_ip_idx" ON "support_tickets" USING btree ("ip","created_at");