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
CREATE TABLE "staff_address_allowlist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_role_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"role" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "user_review_flags" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"flagged_by" text NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "icon_key" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "white_paper" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "total_supply" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "circulating_supply" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "extra" jsonb;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "setup_token_hash" "bytea";--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pending_totp_secret" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_ins" ADD CONSTRAINT "staff_sign_ins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_review_flags" ADD CONSTRAINT "user_review_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("send_at") WHERE "broadcasts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "market_changes_due_idx" ON "market_changes" USING btree ("effective_at","id") WHERE "market_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "market_changes_subject_idx" ON "market_changes" USING btree ("subject_kind","subject_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_requests_pending_key" ON "staff_role_requests" USING btree ("staff_id","role") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "staff_sign_ins_staff_at_idx" ON "staff_sign_ins" USING btree ("staff_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_halts_one_in_force" ON "trading_halts" USING btree ("scope","target") WHERE "trading_halts"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "trading_halts_halted_at" ON "trading_halts" USING btree ("halted_at");