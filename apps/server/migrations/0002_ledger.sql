CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"available" numeric(38, 0) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."owner" = 'house' or ("ledger_accounts"."available" >= 0 and "ledger_accounts"."frozen" >= 0)),
	CONSTRAINT "ledger_accounts_owner_matches_user" CHECK (("ledger_accounts"."owner" = 'user') = ("ledger_accounts"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"available_after" numeric(38, 0) NOT NULL,
	"frozen_after" numeric(38, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_asset_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity_key" ON "ledger_accounts" USING btree ("owner",coalesce("user_id", 0),"kind","asset");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_idempotency_key" ON "ledger_postings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_cause_idx" ON "ledger_postings" USING btree ("cause_type","cause_id");