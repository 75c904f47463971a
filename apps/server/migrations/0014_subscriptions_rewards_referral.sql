CREATE TABLE "benefit_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"posting_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "benefit_claims_amount" CHECK ("benefit_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "benefit_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"reward" numeric(38, 0) NOT NULL,
	"target" numeric(38, 0) DEFAULT '1' NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"budget" numeric(38, 0) NOT NULL,
	"spent" numeric(38, 0) DEFAULT '0' NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_tasks_valid" CHECK ("benefit_tasks"."reward" > 0 and "benefit_tasks"."target" > 0 and "benefit_tasks"."budget" >= 0 and "benefit_tasks"."spent" >= 0 and "benefit_tasks"."spent" <= "benefit_tasks"."budget" and "benefit_tasks"."claims" >= 0
        and ("benefit_tasks"."period_start" is null or "benefit_tasks"."period_end" is null or "benefit_tasks"."period_end" > "benefit_tasks"."period_start"))
);
--> statement-breakpoint
CREATE TABLE "placement_invitations" (
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"invited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_invitations_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"source_user_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"fee_posting_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"share_bp" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_commissions_valid" CHECK ("referral_commissions"."level" between 1 and 4 and "referral_commissions"."amount" > 0 and "referral_commissions"."fee" >= "referral_commissions"."amount" and "referral_commissions"."share_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "referral_scan_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_entry_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_rewards" (
	"day" integer PRIMARY KEY NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_rewards_valid" CHECK ("sign_in_rewards"."day" between 1 and 7 and "sign_in_rewards"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"cycle_day" integer NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"reward" numeric(38, 0) NOT NULL,
	"posting_id" bigint,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_ins_valid" CHECK ("sign_ins"."cycle_day" between 1 and 7 and "sign_ins"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"name" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"issue_price" numeric(38, 0) NOT NULL,
	"total_supply" numeric(38, 0) NOT NULL,
	"remaining" numeric(38, 0) NOT NULL,
	"committed" numeric(38, 0) DEFAULT '0' NOT NULL,
	"min_commit" numeric(38, 0) NOT NULL,
	"user_cap" numeric(38, 0) NOT NULL,
	"rule" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"listing_at" timestamp with time zone NOT NULL,
	"lockup_days" integer NOT NULL,
	"release_at" timestamp with time zone,
	"total_issuance" numeric(38, 0) NOT NULL,
	"circulation" numeric(38, 0) NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"white_paper" text DEFAULT '' NOT NULL,
	"introduction" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"commitment_root" text,
	"commitment_leaves" integer,
	"commitment_total" numeric(38, 0),
	"commitment_published_at" timestamp with time zone,
	"allotted_total" numeric(38, 0),
	"paid_total" numeric(38, 0),
	"refunded_total" numeric(38, 0),
	"allocated_at" timestamp with time zone,
	"market_symbol" text,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_projects_valid" CHECK ("subscription_projects"."issue_price" > 0 and "subscription_projects"."total_supply" > 0 and "subscription_projects"."remaining" >= 0 and "subscription_projects"."remaining" <= "subscription_projects"."total_supply"
        and "subscription_projects"."committed" >= 0 and "subscription_projects"."min_commit" > 0 and "subscription_projects"."user_cap" >= "subscription_projects"."min_commit"
        and "subscription_projects"."ends_at" > "subscription_projects"."starts_at" and "subscription_projects"."listing_at" >= "subscription_projects"."ends_at" and "subscription_projects"."lockup_days" between 0 and 3650
        and "subscription_projects"."total_issuance" >= 0 and "subscription_projects"."circulation" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"issue_price" numeric(38, 0) NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"leaf_salt" text NOT NULL,
	"allotted" numeric(38, 0),
	"paid" numeric(38, 0),
	"refund" numeric(38, 0),
	"allocated_at" timestamp with time zone,
	"unlocks_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_valid" CHECK ("subscriptions"."amount" > 0 and "subscriptions"."issue_price" > 0
        and ("subscriptions"."allotted" is null or "subscriptions"."allotted" >= 0) and ("subscriptions"."paid" is null or "subscriptions"."paid" >= 0) and ("subscriptions"."refund" is null or "subscriptions"."refund" >= 0)
        and ("subscriptions"."paid" is null or "subscriptions"."refund" is null or "subscriptions"."paid" + "subscriptions"."refund" = "subscriptions"."amount"))
);
--> statement-breakpoint
ALTER TABLE "benefit_claims" ADD CONSTRAINT "benefit_claims_task_id_benefit_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."benefit_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_invitations" ADD CONSTRAINT "placement_invitations_project_id_subscription_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."subscription_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_projects" ADD CONSTRAINT "subscription_projects_coin_assets_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_project_id_subscription_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."subscription_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_claims_user_task_key" ON "benefit_claims" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "benefit_claims_user_idx" ON "benefit_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "placement_invitations_user_idx" ON "placement_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_source_key" ON "referral_commissions" USING btree ("source_kind","source_id","level");--> statement-breakpoint
CREATE INDEX "referral_commissions_beneficiary_idx" ON "referral_commissions" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_status_idx" ON "referral_commissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_due_idx" ON "referral_commissions" USING btree ("available_at") WHERE "referral_commissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_user_day_key" ON "sign_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "subscription_projects_status_idx" ON "subscription_projects" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_request_key" ON "subscriptions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_project_idx" ON "subscriptions" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_locked_idx" ON "subscriptions" USING btree ("unlocks_at") WHERE "subscriptions"."status" = 'passed' and "subscriptions"."unlocked_at" is null;