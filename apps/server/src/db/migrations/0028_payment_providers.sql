CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"credential_id" uuid,
	"external_id" text,
	"url" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"payment_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_attempts_state_check" CHECK ("payment_attempts"."state" IN ('OPEN', 'PAID', 'DECLINED', 'CANCELLED', 'ERROR')),
	CONSTRAINT "payment_attempts_number_check" CHECK ("payment_attempts"."number" < 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "payment_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_profile_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"key_id" text NOT NULL,
	"sealed" text NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_credentials_provider_check" CHECK ("payment_credentials"."provider" IN ('STRIPE', 'GPWEBPAY'))
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_audit" DROP CONSTRAINT "payment_audit_action_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_credential_id_payment_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."payment_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD CONSTRAINT "payment_credentials_organizer_profile_id_profiles_id_fk" FOREIGN KEY ("organizer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_external_unique" ON "payment_attempts" USING btree ("provider","external_id") WHERE "payment_attempts"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credentials_unique" ON "payment_credentials" USING btree ("organizer_profile_id","provider","currency");--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_action_check" CHECK ("payment_audit"."action" IN ('CREATED', 'REUSED', 'SUPERSEDED', 'STARTED', 'CALLBACK', 'REPLAY', 'SIGNATURE_INVALID', 'AMOUNT_MISMATCH', 'PAID', 'RESERVED', 'FAILED', 'CANCELLED', 'EXPIRED', 'RESCUED', 'REFUNDED', 'TICKETS_ISSUED', 'MAIL_SENT', 'MAIL_FAILED', 'MAIL_RESENT', 'REFUND_FAILED', 'REFUND_MANUAL'));