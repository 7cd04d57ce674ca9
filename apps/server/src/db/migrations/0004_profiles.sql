CREATE TABLE "event_visitors" (
	"event_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_visitors_event_id_profile_id_pk" PRIMARY KEY("event_id","profile_id"),
	CONSTRAINT "event_visitors_status_check" CHECK ("event_visitors"."status" IN ('Going', 'NotGoing'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_profile_id" uuid NOT NULL,
	"followed_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pair_unique" UNIQUE("follower_profile_id","followed_profile_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_profile_id" <> "follows"."followed_profile_id")
);
--> statement-breakpoint
ALTER TABLE "event_visitors" ADD CONSTRAINT "event_visitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_visitors" ADD CONSTRAINT "event_visitors_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_profile_id_profiles_id_fk" FOREIGN KEY ("follower_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_profile_id_profiles_id_fk" FOREIGN KEY ("followed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_visitors_profile_idx" ON "event_visitors" USING btree ("profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "follows_followed_created_idx" ON "follows" USING btree ("followed_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_created_idx" ON "follows" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_visitor_per_owner_idx" ON "profiles" USING btree ("owner_user_id") WHERE "profiles"."type" = 'VisitorProfile';