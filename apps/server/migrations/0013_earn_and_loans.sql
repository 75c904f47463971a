CREATE TABLE "collateral_interest_charges" (
	"loan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collateral_interest_charges_loan_id_day_pk" PRIMARY KEY("loan_id","day")
);
--> statement-breakpoint
CREATE TABLE "collateral_liquidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"tick_price" numeric(38, 0) NOT NULL,
	"price_scale" integer NOT NULL,
	"tick_at" timestamp with time zone NOT NULL,
	"amount_sold" numeric(38, 0) NOT NULL,
	"proceeds" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 0) NOT NULL,
	"applied_to_debt" numeric(38, 0) NOT NULL,
	"ltv_before_bp" integer NOT NULL,
	"ltv_after_bp" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collateral_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"collateral_asset" text NOT NULL,
	"collateral_amount" numeric(38, 0) NOT NULL,
	"principal" numeric(38, 0) NOT NULL,
	"interest" numeric(38, 0) DEFAULT '0' NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"opening_ltv_bp" integer NOT NULL,
	"margin_call_ltv_bp" integer NOT NULL,
	"liquidation_ltv_bp" integer NOT NULL,
	"liquidation_fee_bp" integer NOT NULL,
	"start_day" integer NOT NULL,
	"interest_day" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"margin_call_at" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "collateral_loans_valid" CHECK ("collateral_loans"."collateral_amount" >= 0 and "collateral_loans"."principal" >= 0 and "collateral_loans"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earn_accruals" (
	"order_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"cumulative" numeric(38, 0) NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_accruals_order_id_day_pk" PRIMARY KEY("order_id","day"),
	CONSTRAINT "earn_accruals_amount" CHECK ("earn_accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earn_holidays" (
	"date" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earn_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"principal" numeric(38, 0) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"early_rule" text NOT NULL,
	"penalty_interest_bp" integer NOT NULL,
	"penalty_principal_bp" integer NOT NULL,
	"start_day" integer NOT NULL,
	"accrued_days" integer DEFAULT 0 NOT NULL,
	"accrued" numeric(38, 0) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'custody' NOT NULL,
	"payout_day" integer,
	"principal_returned" numeric(38, 0),
	"interest_paid" numeric(38, 0),
	"interest_forfeited" numeric(38, 0),
	"principal_penalty" numeric(38, 0),
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "earn_orders_valid" CHECK ("earn_orders"."principal" > 0 and "earn_orders"."accrued" >= 0 and "earn_orders"."accrued_days" between 0 and "earn_orders"."term_days")
);
--> statement-breakpoint
CREATE TABLE "earn_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset" text DEFAULT 'USDT' NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"min_amount" numeric(38, 0) NOT NULL,
	"max_amount" numeric(38, 0) NOT NULL,
	"capacity" numeric(38, 0) NOT NULL,
	"early_rule" text NOT NULL,
	"penalty_interest_bp" integer DEFAULT 0 NOT NULL,
	"penalty_principal_bp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_products_valid" CHECK ("earn_products"."term_days" between 1 and 366 and "earn_products"."daily_rate_ppm" >= 0 and "earn_products"."min_amount" > 0 and "earn_products"."max_amount" >= "earn_products"."min_amount" and "earn_products"."capacity" >= 0
        and "earn_products"."penalty_interest_bp" between 0 and 10000 and "earn_products"."penalty_principal_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "loan_late_fees" (
	"loan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_late_fees_loan_id_day_pk" PRIMARY KEY("loan_id","day")
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"min_amount" numeric(38, 0) NOT NULL,
	"max_amount" numeric(38, 0) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"late_fee_ppm" integer NOT NULL,
	"lender" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_valid" CHECK ("loan_products"."min_amount" > 0 and "loan_products"."max_amount" >= "loan_products"."min_amount" and "loan_products"."term_days" between 1 and 366 and "loan_products"."daily_rate_ppm" >= 0 and "loan_products"."late_fee_ppm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"slot" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"contract_no" text,
	"lender" text NOT NULL,
	"principal" numeric(38, 0) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"late_fee_ppm" integer NOT NULL,
	"status" text DEFAULT 'unreviewed' NOT NULL,
	"doc_id_photo" text,
	"doc_income" text,
	"doc_credit" text,
	"doc_housing" text,
	"doc_bank_statement" text,
	"applied_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"start_day" integer,
	"due_day" integer,
	"due_at" timestamp with time zone,
	"late_fees" numeric(38, 0) DEFAULT '0' NOT NULL,
	"days_overdue" integer DEFAULT 0 NOT NULL,
	"interest_paid" numeric(38, 0),
	"late_fees_paid" numeric(38, 0),
	"repaid_at" timestamp with time zone,
	"repaid_overdue_days" integer,
	"reject_reason" text,
	"reviewed_by" text,
	"voucher_id" text,
	"voucher_status" text,
	"voucher_at" timestamp with time zone,
	"voucher_reason" text,
	"request_id" text NOT NULL,
	CONSTRAINT "loans_valid" CHECK ("loans"."principal" > 0 and "loans"."late_fees" >= 0 and "loans"."days_overdue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "collateral_interest_charges" ADD CONSTRAINT "collateral_interest_charges_loan_id_collateral_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."collateral_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collateral_liquidations" ADD CONSTRAINT "collateral_liquidations_loan_id_collateral_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."collateral_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_accruals" ADD CONSTRAINT "earn_accruals_order_id_earn_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."earn_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_orders" ADD CONSTRAINT "earn_orders_product_id_earn_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."earn_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_late_fees" ADD CONSTRAINT "loan_late_fees_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collateral_liquidations_loan_idx" ON "collateral_liquidations" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collateral_loans_request_key" ON "collateral_loans" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "collateral_loans_user_idx" ON "collateral_loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "collateral_loans_open_idx" ON "collateral_loans" USING btree ("status") WHERE "collateral_loans"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "earn_orders_request_key" ON "earn_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "earn_orders_user_idx" ON "earn_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "earn_orders_open_idx" ON "earn_orders" USING btree ("status") WHERE "earn_orders"."status" in ('custody', 'redeeming');--> statement-breakpoint
CREATE INDEX "loan_uploads_user_idx" ON "loan_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_request_key" ON "loans" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_contract_no_key" ON "loans" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
-- Default earn products (spec §9: 1 month, 6 months, 1 year). Rates in parts per million per day
-- (120 ppm = 0.012 % a day ≈ 4.4 % a year); amounts in USDT minor units (6 decimals).
INSERT INTO "earn_products" ("term_days", "daily_rate_ppm", "min_amount", "max_amount", "capacity", "early_rule", "penalty_interest_bp", "penalty_principal_bp") VALUES
  (30, 120, 100000000, 100000000000, 5000000000000, 'keep', 0, 0),
  (180, 164, 100000000, 100000000000, 5000000000000, 'penalty', 5000, 0),
  (365, 219, 100000000, 100000000000, 5000000000000, 'forfeit', 0, 0);
--> statement-breakpoint
-- Default loan products, lent by the platform's lending desk (late fee 0.5 % of the principal a day).
INSERT INTO "loan_products" ("min_amount", "max_amount", "term_days", "daily_rate_ppm", "late_fee_ppm", "lender") VALUES
  (100000000, 50000000000, 30, 500, 5000, 'Veritex Lending Desk'),
  (100000000, 50000000000, 90, 400, 5000, 'Veritex Lending Desk');
