CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"normalized" text PRIMARY KEY NOT NULL,
	"sample" text NOT NULL,
	"reason" text NOT NULL,
	"context" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "unanswered_questions_last_seen_idx" ON "unanswered_questions" USING btree ("last_seen_at");