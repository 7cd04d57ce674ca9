ALTER TABLE "door_devices" DROP CONSTRAINT "door_devices_gate_id_turnstile_gates_id_fk";
--> statement-breakpoint
ALTER TABLE "door_devices" ALTER COLUMN "gate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_gate_id_turnstile_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."turnstile_gates"("id") ON DELETE set null ON UPDATE no action;