CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"price_id" text NOT NULL,
	"industry" text NOT NULL,
	"plan_tier" text NOT NULL,
	"status" text NOT NULL,
	"url" text NOT NULL,
	"subscription_id" text,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outbox_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"postal_code" text NOT NULL,
	"billing_name" text,
	"billing_email" text,
	"billing_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_key" text NOT NULL,
	"session_id" text NOT NULL,
	"lead_id" uuid,
	"provider" text NOT NULL,
	"industry" text NOT NULL,
	"plan_tier" text NOT NULL,
	"price_id" text NOT NULL,
	"company_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"status" text NOT NULL,
	"failure_code" text,
	"decline_code" text,
	"failure_message" text,
	"trial_end" timestamp with time zone,
	"privacy_policy_accepted_at" timestamp with time zone NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"marketing_accepted_at" timestamp with time zone NOT NULL,
	"status_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trials_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "trials_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "trials_subscription_idx" ON "trials" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "trials_email_idx" ON "trials" USING btree ("email");--> statement-breakpoint
CREATE INDEX "trials_lead_idx" ON "trials" USING btree ("lead_id");