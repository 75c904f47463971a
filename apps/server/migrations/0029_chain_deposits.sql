CREATE SEQUENCE "public"."chain_deposit_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"chain_deposit_id" bigint,
	"detail" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"scanned_to" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_cursors_chain_id_contract_pk" PRIMARY KEY("chain_id","contract")
);
--> statement-breakpoint
CREATE TABLE "chain_deposit_addresses" (
	"user_id" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"wallet_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposit_addresses_user_id_chain_id_wallet_key_pk" PRIMARY KEY("user_id","chain_id","wallet_key")
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"user_id" bigint NOT NULL,
	"deposit_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"status" text DEFAULT 'seen' NOT NULL,
	"confirmations" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "source" text DEFAULT 'voucher' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_alerts" ADD CONSTRAINT "chain_alerts_chain_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("chain_deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposit_addresses" ADD CONSTRAINT "chain_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_alerts_subject_key" ON "chain_alerts" USING btree ("kind","chain_deposit_id");--> statement-breakpoint
CREATE INDEX "chain_alerts_raised_idx" ON "chain_alerts" USING btree ("raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_index_key" ON "chain_deposit_addresses" USING btree ("chain_id","wallet_key","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposit_addresses_address_key" ON "chain_deposit_addresses" USING btree ("chain_id",lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_observation_key" ON "chain_deposits" USING btree ("chain_id","tx_hash","log_index","block_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_credit_once" ON "chain_deposits" USING btree ("chain_id","tx_hash","log_index") WHERE status = 'credited';--> statement-breakpoint
CREATE INDEX "chain_deposits_open_idx" ON "chain_deposits" USING btree ("chain_id","block_number") WHERE status = 'seen';--> statement-breakpoint
CREATE INDEX "chain_deposits_credited_idx" ON "chain_deposits" USING btree ("chain_id","block_number") WHERE status = 'credited';--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_deposit_key" ON "chain_deposits" USING btree ("deposit_id");