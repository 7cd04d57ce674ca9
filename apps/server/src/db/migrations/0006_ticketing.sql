CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"sector_key" uuid NOT NULL,
	"sector_id" uuid,
	"seat_id" uuid,
	"ticket_category_id" uuid NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"price_minor" integer NOT NULL,
	"original_price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"extra_minor" integer DEFAULT 0 NOT NULL,
	"coupon_id" text,
	"valid_till" timestamp with time zone NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "basket_items_status_check" CHECK ("basket_items"."status" IN ('HELD', 'SOLD')),
	CONSTRAINT "basket_items_money_check" CHECK ("basket_items"."price_minor" >= 0 AND "basket_items"."original_price_minor" >= 0 AND "basket_items"."discount_minor" >= 0 AND "basket_items"."extra_minor" >= 0),
	CONSTRAINT "basket_items_seat_sector_check" CHECK ("basket_items"."seat_id" IS NULL OR "basket_items"."sector_id" IS NOT NULL),
	CONSTRAINT "basket_items_sector_key_check" CHECK ("basket_items"."sector_id" IS NULL OR "basket_items"."sector_key" = "basket_items"."sector_id")
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext",
	"user_id" uuid,
	"extended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticketing_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"hold_seconds" integer DEFAULT 900 NOT NULL,
	"licence_id" uuid,
	"ticket_registration_id" uuid,
	CONSTRAINT "event_ticketing_settings_hold_check" CHECK ("event_ticketing_settings"."hold_seconds" BETWEEN 1 AND 7200)
);
--> statement-breakpoint
CREATE TABLE "standing_stock" (
	"event_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "standing_stock_event_id_sector_id_pk" PRIMARY KEY("event_id","sector_id"),
	CONSTRAINT "standing_stock_taken_check" CHECK ("standing_stock"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticketing_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"item_id" uuid NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"sector_key" uuid NOT NULL,
	"seat_id" uuid,
	"price_minor" integer NOT NULL,
	"valid_till" timestamp with time zone NOT NULL,
	CONSTRAINT "ticketing_audit_action_check" CHECK ("ticketing_audit"."action" IN ('HOLD', 'RELEASE', 'EXPIRE', 'EXTEND', 'SELL', 'CHANGE'))
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_category_event_fk" FOREIGN KEY ("ticket_category_id","event_id") REFERENCES "public"."event_ticket_categories"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticketing_settings" ADD CONSTRAINT "event_ticketing_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_stock" ADD CONSTRAINT "standing_stock_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_stock" ADD CONSTRAINT "standing_stock_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_event_seat_unique" ON "basket_items" USING btree ("event_id","seat_id") WHERE "basket_items"."seat_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "basket_items_event_sector_idx" ON "basket_items" USING btree ("event_id","sector_key","valid_till");--> statement-breakpoint
CREATE INDEX "ticketing_audit_event_idx" ON "ticketing_audit" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "ticketing_audit_basket_idx" ON "ticketing_audit" USING btree ("basket_id");