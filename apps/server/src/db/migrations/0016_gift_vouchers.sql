CREATE TABLE "basket_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"voucher_template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"value_minor" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_vouchers_money_check" CHECK ("basket_vouchers"."price_minor" >= 0 AND "basket_vouchers"."value_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"basket_voucher_id" uuid NOT NULL,
	"voucher_template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"value_minor" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"currency" text NOT NULL,
	"coupon_id" uuid,
	CONSTRAINT "order_vouchers_coupon_id_unique" UNIQUE("coupon_id"),
	CONSTRAINT "order_vouchers_money_check" CHECK ("order_vouchers"."price_minor" >= 0 AND "order_vouchers"."value_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_voucher_template_id_voucher_templates_id_fk" FOREIGN KEY ("voucher_template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vouchers" ADD CONSTRAINT "order_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vouchers" ADD CONSTRAINT "order_vouchers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_vouchers_basket_idx" ON "basket_vouchers" USING btree ("basket_id","created_at");--> statement-breakpoint
CREATE INDEX "order_vouchers_order_idx" ON "order_vouchers" USING btree ("order_id");