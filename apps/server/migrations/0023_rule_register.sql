CREATE TABLE "appropriateness_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appropriateness_attempts_real_user" CHECK ("appropriateness_attempts"."user_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_countries" (
	"country" char(2) PRIMARY KEY NOT NULL,
	"profile_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_profiles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cap_fx_major" integer NOT NULL,
	"cap_fx_minor" integer NOT NULL,
	"cap_gold" integer NOT NULL,
	"cap_commodity" integer NOT NULL,
	"cap_equity" integer NOT NULL,
	"cap_crypto" integer NOT NULL,
	"crypto_offered" boolean NOT NULL,
	"delivery_offered" boolean NOT NULL,
	"close_out_bp" integer NOT NULL,
	"appropriateness_required" boolean NOT NULL,
	"risk_warning" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "jurisdiction_profiles_caps_valid" CHECK ("jurisdiction_profiles"."cap_fx_major" >= 1 and "jurisdiction_profiles"."cap_fx_minor" >= 1 and "jurisdiction_profiles"."cap_gold" >= 1 and "jurisdiction_profiles"."cap_commodity" >= 1 and "jurisdiction_profiles"."cap_equity" >= 1 and "jurisdiction_profiles"."cap_crypto" >= 1),
	CONSTRAINT "jurisdiction_profiles_close_out_valid" CHECK ("jurisdiction_profiles"."close_out_bp" >= 0 and "jurisdiction_profiles"."close_out_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "losing_share_reports" (
	"period_day" date PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"accounts" integer NOT NULL,
	"losing" integer NOT NULL,
	"share_bp" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_leaves" (
	"snapshot_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"user_hash" text NOT NULL,
	"balance" numeric(38, 0) NOT NULL,
	"leaf_hash" text NOT NULL,
	CONSTRAINT "proof_leaves_snapshot_id_asset_position_pk" PRIMARY KEY("snapshot_id","asset","position"),
	CONSTRAINT "proof_leaves_balance" CHECK ("proof_leaves"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proof_snapshot_assets" (
	"snapshot_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"root" text NOT NULL,
	"total" numeric(38, 0) NOT NULL,
	"leaf_count" integer NOT NULL,
	"house" jsonb NOT NULL,
	CONSTRAINT "proof_snapshot_assets_snapshot_id_asset_pk" PRIMARY KEY("snapshot_id","asset"),
	CONSTRAINT "proof_snapshot_assets_total" CHECK ("proof_snapshot_assets"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proof_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"period_key" bigint,
	"staff_id" bigint
);
--> statement-breakpoint
CREATE TABLE "proof_user_salts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_versions" (
	"version" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"value" jsonb,
	"previous_value" jsonb,
	"effective_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_heads" (
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"last_entry_id" bigint,
	"entry_count" integer NOT NULL,
	"final_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_heads_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "statement_heads_real_user" CHECK ("statement_heads"."user_id" > 0),
	CONSTRAINT "statement_heads_period" CHECK ("statement_heads"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "trading_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"request_id" text NOT NULL,
	CONSTRAINT "trading_exclusions_ends_after_start" CHECK ("trading_exclusions"."ends_at" is null or "trading_exclusions"."ends_at" > "trading_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "trading_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(38, 0),
	"pending" boolean DEFAULT false NOT NULL,
	"pending_value" numeric(38, 0),
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "trading_limits_value_positive" CHECK ("trading_limits"."value" is null or "trading_limits"."value" > 0),
	CONSTRAINT "trading_limits_pending_time" CHECK (not "trading_limits"."pending" or "trading_limits"."pending_effective_at" is not null)
);
--> statement-breakpoint
-- rule_version stays null on rows older than the rule register: the register starts empty (its first
-- versions are written by the seed after this migration, from the settings' defaults in code), so no
-- version describes the rules those rows were made under. Every row written from now on carries one.
ALTER TABLE "delivery_orders" ADD COLUMN "rule_version" bigint;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "close_out_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "rule_version" bigint;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "rule_version" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rule_version" bigint;--> statement-breakpoint
ALTER TABLE "jurisdiction_countries" ADD CONSTRAINT "jurisdiction_countries_profile_code_jurisdiction_profiles_code_fk" FOREIGN KEY ("profile_code") REFERENCES "public"."jurisdiction_profiles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_leaves" ADD CONSTRAINT "proof_leaves_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_snapshot_assets" ADD CONSTRAINT "proof_snapshot_assets_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_heads" ADD CONSTRAINT "statement_heads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriateness_attempts_user_idx" ON "appropriateness_attempts" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "proof_leaves_user_idx" ON "proof_leaves" USING btree ("snapshot_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_snapshots_period_key" ON "proof_snapshots" USING btree ("period_key");--> statement-breakpoint
CREATE INDEX "proof_snapshots_taken_idx" ON "proof_snapshots" USING btree ("taken_at");--> statement-breakpoint
CREATE INDEX "rule_versions_subject_idx" ON "rule_versions" USING btree ("subject_kind","subject_key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_exclusions_request_key" ON "trading_exclusions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "trading_exclusions_user_idx" ON "trading_exclusions" USING btree ("user_id","starts_at");