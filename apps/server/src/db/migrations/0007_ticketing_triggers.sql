-- Custom migration: the standing-capacity invariant and the hold audit, as triggers on basket_items, so they
-- hold for every code path and every server process (ARCHITECTURE §4). Statement-level triggers with
-- transition tables: one counter update per sector per statement, not per row.

-- Standing/virtual/merchandise places taken per (event, sector): inserts add, deletes subtract. The upsert
-- locks the counter row until commit, so concurrent holds of one sector queue here and each sees the count
-- its predecessors committed. Capacity is read live (event override, else the sector's); NULL = unlimited.
-- Rows are processed in (event, sector) order so multi-sector statements never deadlock each other.
CREATE FUNCTION ticketing_stock_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  cap integer;
  now_taken integer;
BEGIN
  FOR r IN
    SELECT event_id, sector_id, count(*)::integer AS n FROM new_rows
    WHERE seat_id IS NULL AND sector_id IS NOT NULL
    GROUP BY event_id, sector_id ORDER BY event_id, sector_id
  LOOP
    INSERT INTO standing_stock AS s (event_id, sector_id, taken) VALUES (r.event_id, r.sector_id, r.n)
      ON CONFLICT (event_id, sector_id) DO UPDATE SET taken = s.taken + excluded.taken
      RETURNING s.taken INTO now_taken;
    SELECT coalesce(ess.capacity, sec.capacity) INTO cap
      FROM sectors sec
      LEFT JOIN event_sector_settings ess ON ess.sector_id = sec.id AND ess.event_id = r.event_id
      WHERE sec.id = r.sector_id;
    IF cap IS NOT NULL AND now_taken > cap THEN
      RAISE EXCEPTION 'TICKETS_NOT_AVAILABLE' USING ERRCODE = 'MQ410',
        DETAIL = format('sector %s of event %s: %s taken > capacity %s', r.sector_id, r.event_id, now_taken, cap);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ticketing_stock_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT event_id, sector_id, count(*)::integer AS n FROM old_rows
    WHERE seat_id IS NULL AND sector_id IS NOT NULL
    GROUP BY event_id, sector_id ORDER BY event_id, sector_id
  LOOP
    UPDATE standing_stock SET taken = taken - r.n WHERE event_id = r.event_id AND sector_id = r.sector_id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moving an item to another place would bypass both invariants; a place change is a delete plus an insert.
CREATE FUNCTION ticketing_item_place_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.event_id IS DISTINCT FROM OLD.event_id OR NEW.sector_key IS DISTINCT FROM OLD.sector_key
     OR NEW.sector_id IS DISTINCT FROM OLD.sector_id OR NEW.seat_id IS DISTINCT FROM OLD.seat_id THEN
    RAISE EXCEPTION 'basket item place is immutable' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION ticketing_audit_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticketing_audit (action, item_id, basket_id, event_id, sector_key, seat_id, price_minor, valid_till)
    SELECT CASE WHEN status = 'SOLD' THEN 'SELL' ELSE 'HOLD' END, id, basket_id, event_id, sector_key, seat_id,
      price_minor, valid_till
    FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted HELD row past its ValidTill was an expiry (reclaimed by the next buyer or housekeeping);
-- anything else is a release (removed by the buyer, basket emptied, refund).
CREATE FUNCTION ticketing_audit_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticketing_audit (action, item_id, basket_id, event_id, sector_key, seat_id, price_minor, valid_till)
    SELECT CASE WHEN status = 'HELD' AND valid_till <= now() THEN 'EXPIRE' ELSE 'RELEASE' END, id, basket_id,
      event_id, sector_key, seat_id, price_minor, valid_till
    FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ticketing_audit_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticketing_audit (action, item_id, basket_id, event_id, sector_key, seat_id, price_minor, valid_till)
    SELECT CASE
        WHEN o.status = 'HELD' AND n.status = 'SOLD' THEN 'SELL'
        WHEN n.valid_till > o.valid_till THEN 'EXTEND'
        ELSE 'CHANGE' END,
      n.id, n.basket_id, n.event_id, n.sector_key, n.seat_id, n.price_minor, n.valid_till
    FROM new_rows n JOIN old_rows o ON o.id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER basket_items_stock_insert AFTER INSERT ON basket_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticketing_stock_on_insert();
--> statement-breakpoint
CREATE TRIGGER basket_items_stock_delete AFTER DELETE ON basket_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticketing_stock_on_delete();
--> statement-breakpoint
CREATE TRIGGER basket_items_place_immutable BEFORE UPDATE ON basket_items
  FOR EACH ROW EXECUTE FUNCTION ticketing_item_place_immutable();
--> statement-breakpoint
CREATE TRIGGER basket_items_audit_insert AFTER INSERT ON basket_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticketing_audit_on_insert();
--> statement-breakpoint
CREATE TRIGGER basket_items_audit_delete AFTER DELETE ON basket_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticketing_audit_on_delete();
--> statement-breakpoint
CREATE TRIGGER basket_items_audit_update AFTER UPDATE ON basket_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION ticketing_audit_on_update();
