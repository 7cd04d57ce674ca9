CREATE TABLE "door_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"gate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pairing_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"device_token_hash" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"scan_id" uuid NOT NULL,
	"gate_id" uuid,
	"ticket_id" uuid,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"device_result" text,
	"offline" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_scans_direction_check" CHECK ("door_scans"."direction" IN ('IN', 'OUT')),
	CONSTRAINT "door_scans_result_check" CHECK ("door_scans"."result" IN ('WELCOME', 'GOODBYE', 'ALREADY_INSIDE', 'NOT_INSIDE', 'REENTRY_DENIED', 'WRONG_EVENT', 'WRONG_GATE', 'CANCELLED', 'UNPAID', 'NOT_ENTRY', 'UNKNOWN', 'FORGED', 'UNREADABLE'))
);
--> statement-breakpoint
CREATE TABLE "event_signing_keys" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"public_key" "bytea" NOT NULL,
	"private_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_door_states" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"gate_id" uuid,
	CONSTRAINT "ticket_door_states_state_check" CHECK ("ticket_door_states"."state" IN ('VALID', 'INSIDE', 'OUTSIDE'))
);
--> statement-breakpoint
CREATE TABLE "turnstile_gates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sector_keys" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnstile_systems" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"send_sector_name" boolean DEFAULT false NOT NULL,
	"allow_reentry" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_event_id_turnstile_systems_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."turnstile_systems"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_gate_id_turnstile_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."turnstile_gates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_device_id_door_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."door_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signing_keys" ADD CONSTRAINT "event_signing_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_door_states" ADD CONSTRAINT "ticket_door_states_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_door_states" ADD CONSTRAINT "ticket_door_states_gate_id_turnstile_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."turnstile_gates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnstile_gates" ADD CONSTRAINT "turnstile_gates_event_id_turnstile_systems_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."turnstile_systems"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnstile_systems" ADD CONSTRAINT "turnstile_systems_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_devices_pairing_unique" ON "door_devices" USING btree ("pairing_token_hash") WHERE "door_devices"."pairing_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "door_devices_token_unique" ON "door_devices" USING btree ("device_token_hash") WHERE "door_devices"."device_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "door_devices_event_idx" ON "door_devices" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_device_scan_unique" ON "door_scans" USING btree ("device_id","scan_id");--> statement-breakpoint
CREATE INDEX "door_scans_event_idx" ON "door_scans" USING btree ("event_id","result");--> statement-breakpoint
CREATE INDEX "door_scans_ticket_idx" ON "door_scans" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_door_states_event_idx" ON "ticket_door_states" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "turnstile_gates_name_unique" ON "turnstile_gates" USING btree ("event_id","name");