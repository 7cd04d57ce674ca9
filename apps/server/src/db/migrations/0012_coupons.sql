CREATE TABLE "coupon_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"coupon_id" uuid NOT NULL,
	"basket_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"credit_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_audit_action_check" CHECK ("coupon_audit"."action" IN ('CONSUME', 'CREDIT'))
);
--> statement-breakpoint
CREATE TABLE "coupon_events" (
	"coupon_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"remaining_count" integer,
	CONSTRAINT "coupon_events_coupon_id_event_id_pk" PRIMARY KEY("coupon_id","event_id"),
	CONSTRAINT "coupon_events_remaining_check" CHECK (coalesce("coupon_events"."remaining_count", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"code" "citext",
	"type" text DEFAULT 'AnonymousEventCoupon' NOT NULL,
	"is_pos" boolean DEFAULT false NOT NULL,
	"is_admin_only" boolean DEFAULT false NOT NULL,
	"discount_type" text NOT NULL,
	"percentage" numeric(7, 6),
	"amount_minor" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"min_per_purchase" integer,
	"max_per_purchase" integer,
	"min_per_event" integer,
	"max_per_event" integer,
	"all_ticket_categories" boolean DEFAULT true NOT NULL,
	"ticket_category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sector_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"seat_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"include_all_dates" boolean DEFAULT false NOT NULL,
	"total_count" integer,
	"remaining_count" integer,
	"remaining_credit_minor" integer,
	"valid_from" timestamp with time zone,
	"valid_till" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"owner_user_id" uuid,
	"batch_id" uuid,
	"voucher_template_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" IN ('AnonymousEventCoupon', 'SeasonCoupon', 'OwnedEventCoupon', 'PosCoupon', 'BatchCoupon', 'AnonymousOrganizatorCoupon')),
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" IN ('Percentage', 'Absolute', 'Price', 'Voucher')),
	CONSTRAINT "coupons_discount_value_check" CHECK (("coupons"."discount_type" = 'Percentage' AND "coupons"."percentage" BETWEEN 0 AND 1 AND "coupons"."amount_minor" IS NULL)
        OR ("coupons"."discount_type" IN ('Absolute', 'Voucher') AND "coupons"."amount_minor" >= 0 AND "coupons"."percentage" IS NULL)
        OR ("coupons"."discount_type" = 'Price' AND "coupons"."amount_minor" IS NOT NULL AND "coupons"."percentage" IS NULL)),
	CONSTRAINT "coupons_counts_check" CHECK (("coupons"."total_count" IS NULL AND "coupons"."remaining_count" IS NULL)
        OR ("coupons"."total_count" >= 0 AND "coupons"."remaining_count" >= 0 AND "coupons"."remaining_count" <= "coupons"."total_count")),
	CONSTRAINT "coupons_credit_check" CHECK (("coupons"."discount_type" = 'Voucher') = ("coupons"."remaining_credit_minor" IS NOT NULL) AND coalesce("coupons"."remaining_credit_minor", 0) >= 0),
	CONSTRAINT "coupons_limits_check" CHECK (coalesce("coupons"."min_per_purchase", 1) >= 1 AND coalesce("coupons"."max_per_purchase", 1) >= 1
        AND coalesce("coupons"."min_per_event", 1) >= 1 AND coalesce("coupons"."max_per_event", 1) >= 1
        AND coalesce("coupons"."min_per_purchase" <= "coupons"."max_per_purchase", true)
        AND coalesce("coupons"."min_per_event" <= "coupons"."max_per_event", true)),
	CONSTRAINT "coupons_window_check" CHECK (coalesce("coupons"."valid_from" < "coupons"."valid_till", true)),
	CONSTRAINT "coupons_currency_check" CHECK ("coupons"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "voucher_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"value_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"validity_days" integer DEFAULT 365 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_templates_values_check" CHECK ("voucher_templates"."value_minor" > 0 AND "voucher_templates"."price_minor" >= 0 AND "voucher_templates"."validity_days" BETWEEN 1 AND 3650)
);
--> statement-breakpoint
ALTER TABLE "basket_items" DROP CONSTRAINT "basket_items_money_check";--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_organizer_profile_id_profiles_id_fk" FOREIGN KEY ("organizer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_audit_coupon_idx" ON "coupon_audit" USING btree ("coupon_id","at");--> statement-breakpoint
CREATE INDEX "coupon_events_event_idx" ON "coupon_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_organizer_code_unique" ON "coupons" USING btree ("organizer_profile_id","code") WHERE "coupons"."code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_organizer_idx" ON "coupons" USING btree ("organizer_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_user_id") WHERE "coupons"."owner_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id") WHERE "coupons"."batch_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "voucher_templates_event_idx" ON "voucher_templates" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_money_check" CHECK ("basket_items"."price_minor" >= 0 AND "basket_items"."original_price_minor" >= 0 AND "basket_items"."extra_minor" >= 0);