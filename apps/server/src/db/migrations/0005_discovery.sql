CREATE TABLE "session_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"event_id" uuid,
	"profile_id" uuid,
	"referral_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_referrals_target_check" CHECK (("session_referrals"."event_id" IS NULL) <> ("session_referrals"."profile_id" IS NULL)),
	CONSTRAINT "session_referrals_referral_check" CHECK (char_length("session_referrals"."referral_id") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "session_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"event_id" uuid,
	"profile_id" uuid,
	"referral_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_visits_target_check" CHECK (("session_visits"."event_id" IS NULL) <> ("session_visits"."profile_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_expiry_check" CHECK ("sessions"."expires_at" > "sessions"."created_at")
);
--> statement-breakpoint
ALTER TABLE "session_referrals" ADD CONSTRAINT "session_referrals_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_referrals" ADD CONSTRAINT "session_referrals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_referrals" ADD CONSTRAINT "session_referrals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_visits" ADD CONSTRAINT "session_visits_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_visits" ADD CONSTRAINT "session_visits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_visits" ADD CONSTRAINT "session_visits_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_referrals_event_unique" ON "session_referrals" USING btree ("session_id","event_id") WHERE "session_referrals"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "session_referrals_profile_unique" ON "session_referrals" USING btree ("session_id","profile_id") WHERE "session_referrals"."profile_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "session_visits_session_idx" ON "session_visits" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_visits_event_idx" ON "session_visits" USING btree ("event_id","created_at") WHERE "session_visits"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "session_visits_profile_idx" ON "session_visits" USING btree ("profile_id","created_at") WHERE "session_visits"."profile_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");