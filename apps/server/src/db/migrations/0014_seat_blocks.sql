CREATE TABLE "event_seat_blocks" (
	"event_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_seat_blocks_event_id_seat_id_pk" PRIMARY KEY("event_id","seat_id")
);
--> statement-breakpoint
ALTER TABLE "event_seat_blocks" ADD CONSTRAINT "event_seat_blocks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_blocks" ADD CONSTRAINT "event_seat_blocks_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_blocks" ADD CONSTRAINT "event_seat_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_seat_blocks_seat_idx" ON "event_seat_blocks" USING btree ("seat_id");--> statement-breakpoint
-- Custom part: a blocked seat can never be held or sold, whatever code path inserts the item. The block
-- side (PUT /event/{id}/seats/block) locks the seat rows FOR UPDATE before inserting its rows; this trigger
-- first takes KEY SHARE on the seat, which waits for such a transaction, and only then looks for a block —
-- in a new statement, so under READ COMMITTED with a snapshot that sees a block committed meanwhile. A hold
-- that got its lock first commits before the block can look, and the block then finds it held.
CREATE FUNCTION ticketing_seat_block_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM seats WHERE id = NEW.seat_id FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM event_seat_blocks WHERE event_id = NEW.event_id AND seat_id = NEW.seat_id) THEN
    RAISE EXCEPTION 'TICKETS_NOT_AVAILABLE' USING ERRCODE = 'MQ410',
      DETAIL = format('seat %s of event %s is blocked by the organizer', NEW.seat_id, NEW.event_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER basket_items_seat_block BEFORE INSERT ON basket_items
  FOR EACH ROW WHEN (NEW.seat_id IS NOT NULL) EXECUTE FUNCTION ticketing_seat_block_check();
