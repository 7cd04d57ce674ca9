CREATE TABLE "merch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"description" text,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merch_name_check" CHECK (char_length("merch"."name") >= 1)
);
--> statement-breakpoint
CREATE TABLE "profile_tags" (
	"profile_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "profile_tags_profile_id_tag_pk" PRIMARY KEY("profile_id","tag"),
	CONSTRAINT "profile_tags_lowercase_check" CHECK ("profile_tags"."tag" = lower("profile_tags"."tag"))
);
--> statement-breakpoint
ALTER TABLE "merch" ADD CONSTRAINT "merch_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tags" ADD CONSTRAINT "profile_tags_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merch_profile_idx" ON "merch" USING btree ("profile_id","created_at");