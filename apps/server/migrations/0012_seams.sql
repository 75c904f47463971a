CREATE TABLE "call_requests" (
	"actor" text NOT NULL,
	"request_id" text NOT NULL,
	"call" text NOT NULL,
	"input_hash" text NOT NULL,
	"state" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "call_requests_actor_request_id_pk" PRIMARY KEY("actor","request_id"),
	CONSTRAINT "call_requests_state_valid" CHECK ("call_requests"."state" in ('pending','done'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_period_key" bigint DEFAULT -1 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"failures" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "call_requests_created_idx" ON "call_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_throttle_window_idx" ON "sign_in_throttle" USING btree ("window_started_at");