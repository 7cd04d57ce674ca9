ALTER TABLE "coupon_audit" DROP CONSTRAINT "coupon_audit_action_check";--> statement-breakpoint
ALTER TABLE "coupon_audit" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_audit" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE INDEX "coupon_audit_order_idx" ON "coupon_audit" USING btree ("order_id") WHERE "coupon_audit"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_audit" ADD CONSTRAINT "coupon_audit_action_check" CHECK ("coupon_audit"."action" IN ('CONSUME', 'CREDIT', 'RELEASE'));