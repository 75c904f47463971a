CREATE TABLE "carry_charges" (
	"position_id" bigint NOT NULL,
	"period_at" timestamp with time zone NOT NULL,
	"rate_bp" integer NOT NULL,
	"notional" numeric(38, 0) NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"tick_at" timestamp with time zone NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carry_charges_position_id_period_at_pk" PRIMARY KEY("position_id","period_at")
);
--> statement-breakpoint
ALTER TABLE "carry_charges" ADD CONSTRAINT "carry_charges_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;