CREATE TABLE "statistics_share_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"hint" text NOT NULL,
	"label" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "statistics_share_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_audit" DROP CONSTRAINT "payment_audit_action_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statistics_share_codes" ADD CONSTRAINT "statistics_share_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_share_codes" ADD CONSTRAINT "statistics_share_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_share_codes_event_idx" ON "statistics_share_codes" USING btree ("event_id") WHERE "statistics_share_codes"."revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_check" CHECK ("orders"."refunded_minor" BETWEEN 0 AND "orders"."price_minor");--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_action_check" CHECK ("payment_audit"."action" IN ('CREATED', 'REUSED', 'SUPERSEDED', 'STARTED', 'CALLBACK', 'REPLAY', 'SIGNATURE_INVALID', 'AMOUNT_MISMATCH', 'PAID', 'RESERVED', 'FAILED', 'CANCELLED', 'EXPIRED', 'RESCUED', 'REFUNDED', 'TICKETS_ISSUED', 'MAIL_SENT', 'MAIL_FAILED', 'MAIL_RESENT', 'REFUND_FAILED'));--> statement-breakpoint
-- Lines bought before this migration: the coupon and discount still sit on the SOLD basket row.
UPDATE "order_items" oi SET "coupon_id" = bi."coupon_id", "discount_minor" = bi."discount_minor"
  FROM "basket_items" bi WHERE bi."id" = oi."basket_item_id";--> statement-breakpoint
-- Late payments refunded before this migration gave the whole price back.
UPDATE "orders" SET "refunded_minor" = "price_minor", "refunded_at" = "updated_at" WHERE "state" = 'REFUNDED';
