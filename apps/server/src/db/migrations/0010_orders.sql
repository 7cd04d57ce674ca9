CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"basket_item_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"sector_key" uuid NOT NULL,
	"sector_id" uuid,
	"seat_id" uuid,
	"ticket_category_id" uuid NOT NULL,
	"sector_name" text NOT NULL,
	"sector_type" text NOT NULL,
	"is_merchandise" boolean DEFAULT false NOT NULL,
	"row_name" text,
	"seat_name" text,
	"price_minor" integer NOT NULL,
	"original_price_minor" integer NOT NULL,
	"extra_minor" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"email" "citext" NOT NULL,
	"language" text NOT NULL,
	"buyer_info" jsonb NOT NULL,
	"gdpr" jsonb NOT NULL,
	"event_registration" jsonb,
	"referal_id" text,
	"from_ios_app" boolean DEFAULT false NOT NULL,
	"gate" text,
	"flow" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"gateway_ref" text,
	"paid_at" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" IN ('PENDING', 'PAID', 'RESERVED', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."price_minor" >= 0 AND "orders"."fee_minor" >= 0 AND "orders"."total_minor" = "orders"."price_minor" + "orders"."fee_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "payment_audit_action_check" CHECK ("payment_audit"."action" IN ('CREATED', 'REUSED', 'SUPERSEDED', 'STARTED', 'CALLBACK', 'REPLAY', 'SIGNATURE_INVALID', 'AMOUNT_MISMATCH', 'PAID', 'RESERVED', 'FAILED', 'CANCELLED', 'EXPIRED', 'RESCUED', 'REFUNDED', 'TICKETS_ISSUED', 'MAIL_SENT', 'MAIL_FAILED'))
);
--> statement-breakpoint
CREATE TABLE "payment_gate_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_profile_id" uuid,
	"gate" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"fee_percent_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed_minor" integer DEFAULT 0 NOT NULL,
	"surcharge_allowed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_gate_settings_gate_check" CHECK ("payment_gate_settings"."gate" IN ('CSOB', 'STRIPE', 'GOPAYCARD', 'TATRABANKA', 'CORVUSPAY', 'MONRI', 'MULTIPAY', 'BRAINTREE', 'MYPOS', 'GPWEBPAY', 'PAYPAL', 'GOPAY', 'RESERVATION', 'CDPAY', 'STATNA_POKLADNICA')),
	CONSTRAINT "payment_gate_settings_fee_check" CHECK ("payment_gate_settings"."fee_percent_bp" BETWEEN 0 AND 5000 AND "payment_gate_settings"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gate_settings" ADD CONSTRAINT "payment_gate_settings_organizer_profile_id_profiles_id_fk" FOREIGN KEY ("organizer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket_pending_unique" ON "orders" USING btree ("basket_id") WHERE "orders"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_mail_due_idx" ON "orders" USING btree ("state") WHERE "orders"."mail_sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_audit_order_idx" ON "payment_audit" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gate_settings_unique" ON "payment_gate_settings" USING btree ("organizer_profile_id","gate","currency") WHERE "payment_gate_settings"."organizer_profile_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gate_settings_platform_unique" ON "payment_gate_settings" USING btree ("gate","currency") WHERE "payment_gate_settings"."organizer_profile_id" IS NULL;--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");