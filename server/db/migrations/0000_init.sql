CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"industry" text NOT NULL,
	"plan_tier" text NOT NULL,
	"step" text NOT NULL,
	"source" text NOT NULL,
	"client_timestamp" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");