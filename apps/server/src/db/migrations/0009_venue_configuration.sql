CREATE TABLE "event_venue_configurations" (
	"configuration_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sector_gates" (
	"sector_id" uuid NOT NULL,
	"gate_id" uuid NOT NULL,
	CONSTRAINT "sector_gates_sector_id_gate_id_pk" PRIMARY KEY("sector_id","gate_id")
);
--> statement-breakpoint
CREATE TABLE "venue_gates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_gates_venue_name_unique" UNIQUE("venue_id","name")
);
--> statement-breakpoint
ALTER TABLE "event_venue_configurations" ADD CONSTRAINT "event_venue_configurations_configuration_id_venue_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."venue_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_venue_configurations" ADD CONSTRAINT "event_venue_configurations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_gates" ADD CONSTRAINT "sector_gates_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_gates" ADD CONSTRAINT "sector_gates_gate_id_venue_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."venue_gates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_gates" ADD CONSTRAINT "venue_gates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_venue_configurations_event_idx" ON "event_venue_configurations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sector_gates_gate_idx" ON "sector_gates" USING btree ("gate_id");