CREATE TABLE "reference_ticks" (
	"symbol" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(38, 0) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "reference_ticks_symbol_at_pk" PRIMARY KEY("symbol","at")
);
