CREATE TABLE "event_gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_management_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"tracking_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"building_confirmed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_responsibles" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"birthday" date,
	"address" jsonb NOT NULL,
	"iban" text,
	"vat" double precision NOT NULL,
	"company_details" jsonb,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_responsibles_type_check" CHECK ("event_responsibles"."type" IN ('ResponsiblePerson', 'ResponsibleCompany')),
	CONSTRAINT "event_responsibles_vat_check" CHECK ("event_responsibles"."vat" >= 0 AND "event_responsibles"."vat" <= 1)
);
--> statement-breakpoint
CREATE TABLE "profile_responsibles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"birthday" date,
	"address" jsonb NOT NULL,
	"iban" text,
	"vat" double precision NOT NULL,
	"company_details" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_responsibles_type_check" CHECK ("profile_responsibles"."type" IN ('ResponsiblePerson', 'ResponsibleCompany')),
	CONSTRAINT "profile_responsibles_vat_check" CHECK ("profile_responsibles"."vat" >= 0 AND "profile_responsibles"."vat" <= 1)
);
--> statement-breakpoint
CREATE TABLE "season_event_members" (
	"season_event_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_event_members_season_event_id_event_id_pk" PRIMARY KEY("season_event_id","event_id"),
	CONSTRAINT "season_event_members_distinct_check" CHECK ("season_event_members"."season_event_id" <> "season_event_members"."event_id")
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_place_check";--> statement-breakpoint
ALTER TABLE "event_gallery_images" ADD CONSTRAINT "event_gallery_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_management_settings" ADD CONSTRAINT "event_management_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responsibles" ADD CONSTRAINT "event_responsibles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_responsibles" ADD CONSTRAINT "profile_responsibles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_event_members" ADD CONSTRAINT "season_event_members_season_event_id_events_id_fk" FOREIGN KEY ("season_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_event_members" ADD CONSTRAINT "season_event_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_gallery_images_event_idx" ON "event_gallery_images" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "profile_responsibles_profile_idx" ON "profile_responsibles" USING btree ("profile_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_responsibles_one_primary_idx" ON "profile_responsibles" USING btree ("profile_id") WHERE "profile_responsibles"."is_primary";--> statement-breakpoint
CREATE INDEX "season_event_members_event_idx" ON "season_event_members" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_place_check" CHECK ("events"."is_online" OR "events"."city_id" IS NOT NULL OR "events"."status" = 'DRAFT');