CREATE TABLE "stream_access" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"stream_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "streams" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "state" text DEFAULT 'READY' NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "progress" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "upload_guid" text;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "stream_access" ADD CONSTRAINT "stream_access_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_access" ADD CONSTRAINT "stream_access_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_access_stream_idx" ON "stream_access" USING btree ("stream_id");--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_stream_key_unique" UNIQUE("stream_key");--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_upload_guid_unique" UNIQUE("upload_guid");--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_state_check" CHECK ("vods"."state" IN ('PROCESSING', 'READY', 'FAILED'));--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_progress_check" CHECK ("vods"."progress" BETWEEN 0 AND 100);