CREATE TABLE "event_participations" (
	"event_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"role" text NOT NULL,
	"notified_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_participations_event_id_profile_id_role_pk" PRIMARY KEY("event_id","profile_id","role"),
	CONSTRAINT "event_participations_role_check" CHECK ("event_participations"."role" IN ('Lineup', 'Venue'))
);
--> statement-breakpoint
CREATE TABLE "participation_blocks" (
	"profile_id" uuid NOT NULL,
	"organizer_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participation_blocks_profile_id_organizer_profile_id_pk" PRIMARY KEY("profile_id","organizer_profile_id")
);
--> statement-breakpoint
CREATE TABLE "profile_external_providers" (
	"profile_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_external_providers_profile_id_provider_pk" PRIMARY KEY("profile_id","provider")
);
--> statement-breakpoint
ALTER TABLE "event_participations" ADD CONSTRAINT "event_participations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participations" ADD CONSTRAINT "event_participations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_blocks" ADD CONSTRAINT "participation_blocks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_blocks" ADD CONSTRAINT "participation_blocks_organizer_profile_id_profiles_id_fk" FOREIGN KEY ("organizer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_external_providers" ADD CONSTRAINT "profile_external_providers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_participations_profile_idx" ON "event_participations" USING btree ("profile_id");