CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"introduction_text" text,
	"final_text" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_ticketing_settings" ADD COLUMN "registration" jsonb;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_owner_idx" ON "questionnaires" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "questionnaires_public_idx" ON "questionnaires" USING btree ("is_public");--> statement-breakpoint
ALTER TABLE "event_ticketing_settings" ADD CONSTRAINT "event_ticketing_settings_ticket_registration_id_questionnaires_id_fk" FOREIGN KEY ("ticket_registration_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;