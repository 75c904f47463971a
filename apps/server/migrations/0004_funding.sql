CREATE TABLE "adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"asset" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"configured" boolean DEFAULT false NOT NULL,
	"min_amount" numeric(38, 0) DEFAULT '0' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"chain" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"voucher_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "turnover_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"source" text NOT NULL,
	"cause_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"asset" text NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"bank" jsonb,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "transaction_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "transaction_password_locked_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_key" ON "deposit_channels" USING btree ("asset","chain");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_key" ON "deposits" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_cause_key" ON "turnover_events" USING btree ("source","cause_id");--> statement-breakpoint
CREATE INDEX "turnover_user_idx" ON "turnover_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdraw_addresses_user_idx" ON "withdraw_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");