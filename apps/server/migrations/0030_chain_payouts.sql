CREATE TABLE "chain_nonces" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint NOT NULL,
	"role" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_nonces_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "chain_outgoing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"from_address" text NOT NULL,
	"from_index" integer,
	"to_address" text NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"gas_limit" numeric(38, 0) NOT NULL,
	"nonce" bigint,
	"status" text DEFAULT 'queued' NOT NULL,
	"mined_tx_hash" text,
	"mined_block" bigint,
	"mined_block_hash" text,
	"mined_success" boolean,
	"gas_paid" numeric(38, 0),
	"confirmations" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_outgoing_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outgoing_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"nonce" bigint NOT NULL,
	"max_fee_per_gas" numeric(38, 0) NOT NULL,
	"max_priority_fee_per_gas" numeric(38, 0) NOT NULL,
	"raw_transaction" text NOT NULL,
	"tx_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"broadcast_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_payouts" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"chain_id" integer NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"queued_by" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"on_chain" numeric(38, 0) NOT NULL,
	"expected" numeric(38, 0) NOT NULL,
	"difference" numeric(38, 0) NOT NULL,
	"detail" jsonb NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_reconciliations_period_key_unique" UNIQUE("period_key")
);
--> statement-breakpoint
CREATE TABLE "chain_sweeps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_alerts" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "chain_outgoing_attempts" ADD CONSTRAINT "chain_outgoing_attempts_outgoing_id_chain_outgoing_id_fk" FOREIGN KEY ("outgoing_id") REFERENCES "public"."chain_outgoing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_payouts" ADD CONSTRAINT "chain_payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_outgoing_subject_key" ON "chain_outgoing" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_outgoing_nonce_key" ON "chain_outgoing" USING btree ("chain_id",lower("from_address"),"nonce") WHERE nonce is not null;--> statement-breakpoint
CREATE INDEX "chain_outgoing_open_idx" ON "chain_outgoing" USING btree ("status","id") WHERE status in ('queued', 'sent', 'mined');--> statement-breakpoint
CREATE UNIQUE INDEX "chain_outgoing_attempts_key" ON "chain_outgoing_attempts" USING btree ("outgoing_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_outgoing_attempts_hash_key" ON "chain_outgoing_attempts" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "chain_payouts_queued_idx" ON "chain_payouts" USING btree ("source","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sweeps_open_key" ON "chain_sweeps" USING btree ("chain_id",lower("address")) WHERE status in ('funding_gas', 'sweeping');--> statement-breakpoint
CREATE UNIQUE INDEX "chain_alerts_payout_subject_key" ON "chain_alerts" USING btree ("kind","subject");--> statement-breakpoint
-- A signed attempt is stored before it is broadcast and never changes afterwards (only broadcast_at is
-- filled in), and an outgoing's nonce, once given, is its own for good: "the withdrawal id owns its nonce".
CREATE FUNCTION chain_attempt_keeps_its_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'chain_outgoing_attempts are append-only'; END IF;
  IF NEW.raw_transaction IS DISTINCT FROM OLD.raw_transaction OR NEW.tx_hash IS DISTINCT FROM OLD.tx_hash
     OR NEW.nonce IS DISTINCT FROM OLD.nonce OR NEW.outgoing_id IS DISTINCT FROM OLD.outgoing_id OR NEW.attempt IS DISTINCT FROM OLD.attempt
     OR (OLD.broadcast_at IS NOT NULL AND NEW.broadcast_at IS DISTINCT FROM OLD.broadcast_at) THEN
    RAISE EXCEPTION 'a signed attempt (%) never changes', OLD.tx_hash;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chain_outgoing_attempts_append_only BEFORE UPDATE OR DELETE ON chain_outgoing_attempts
  FOR EACH ROW EXECUTE FUNCTION chain_attempt_keeps_its_bytes();--> statement-breakpoint
CREATE FUNCTION chain_outgoing_keeps_its_nonce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'chain_outgoing rows are never deleted'; END IF;
  IF OLD.nonce IS NOT NULL AND NEW.nonce IS DISTINCT FROM OLD.nonce THEN
    RAISE EXCEPTION 'outgoing % owns nonce %', OLD.id, OLD.nonce;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chain_outgoing_nonce_fixed BEFORE UPDATE OR DELETE ON chain_outgoing
  FOR EACH ROW EXECUTE FUNCTION chain_outgoing_keeps_its_nonce();--> statement-breakpoint
-- Each attempt carries its outgoing's nonce.
CREATE FUNCTION chain_attempt_has_outgoing_nonce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM chain_outgoing o WHERE o.id = NEW.outgoing_id AND (o.nonce IS NULL OR o.nonce = NEW.nonce)) THEN
    RAISE EXCEPTION 'attempt % of outgoing % is not under its nonce', NEW.attempt, NEW.outgoing_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER chain_outgoing_attempts_nonce BEFORE INSERT ON chain_outgoing_attempts
  FOR EACH ROW EXECUTE FUNCTION chain_attempt_has_outgoing_nonce();
