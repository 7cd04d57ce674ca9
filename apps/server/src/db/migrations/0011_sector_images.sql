CREATE TABLE "sector_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sector_images" ADD CONSTRAINT "sector_images_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sector_images_sector_idx" ON "sector_images" USING btree ("sector_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sector_images_one_cover_idx" ON "sector_images" USING btree ("sector_id") WHERE "sector_images"."is_cover";