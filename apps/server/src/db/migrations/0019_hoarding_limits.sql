ALTER TABLE "baskets" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "baskets_client_key_idx" ON "baskets" USING btree ("client_key") WHERE "baskets"."client_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "baskets_address_key_idx" ON "baskets" USING btree ("address_key") WHERE "baskets"."address_key" IS NOT NULL;--> statement-breakpoint
-- Custom part: ticketing_hold (0017) with the basket owner check and the per-client hoarding caps (issue 16).
-- The 0017 signature stays for processes of the previous release during a rolling upgrade (they call it by
-- its argument types); a later migration drops it. New parameters:
--   p_caller       the signed-in caller (NULL: anonymous); a basket owned by another user answers MQ404.
--   p_client_key   NULL: no caps. Else the client (see baskets.client_key); its other open baskets of the
--                  event + 1 must stay <= p_max_baskets and its held places of the event <= p_max_held.
--   p_address_key  anonymous callers' address: the same caps times p_address_factor.
-- Refusals: SQLSTATE MQ429 with the message CLIENT_BASKETS, CLIENT_HELD, ADDRESS_BASKETS or ADDRESS_HELD.
CREATE FUNCTION ticketing_hold(
  p_basket uuid, p_event uuid, p_sector_key uuid, p_sector_id uuid, p_seat uuid, p_category uuid,
  p_price integer, p_original_price integer, p_extra integer, p_hold_seconds integer, p_count integer,
  p_max_in_sector integer, p_limit_for_one integer, p_reservation_coupon uuid, p_reclaim boolean,
  p_owner uuid, p_owner_email text, p_caller uuid, p_client_key text, p_address_key text,
  p_max_baskets integer, p_max_held integer, p_address_factor integer)
RETURNS TABLE (kind text, id uuid, event_id uuid, sector_key uuid, seat_id uuid, ticket_category_id uuid,
  price_minor integer, original_price_minor integer, discount_minor integer, extra_minor integer,
  coupon_id text, valid_till timestamptz, added_at timestamptz, locked boolean, basket_email text,
  basket_user_id uuid)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r record;
  b_email text;
  b_user uuid;
  in_sector integer := 0;
  in_event integer := 0;
  holds_seat boolean := false;
  other_events uuid[] := '{}';
  ev_currency text;
  ev_licence uuid;
  ev_registration uuid;
  bad_currency boolean;
  has_registration boolean;
  bad_licence boolean;
  other_baskets integer;
  other_held integer;
BEGIN
  -- A hold is a 15-minute reservation: a crash may lose the last few milliseconds of them, never
  -- consistency (payments keep synchronous commit). Local to this transaction.
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT b.email::text, b.user_id INTO b_email, b_user FROM baskets b WHERE b.id = p_basket FOR UPDATE;
  -- A signed-in buyer's basket is theirs alone: its guid without their token finds nothing.
  IF NOT FOUND OR (b_user IS NOT NULL AND b_user IS DISTINCT FROM p_caller) THEN
    RAISE EXCEPTION 'NOT_FOUND' USING ERRCODE = 'MQ404';
  END IF;
  -- Capacity-limited standing sectors: expired rows still count in the trigger's counter until deleted.
  IF p_reclaim THEN
    DELETE FROM basket_items bi
    WHERE bi.event_id = p_event AND bi.sector_key = p_sector_key AND bi.seat_id IS NULL
      AND bi.status = 'HELD' AND bi.valid_till <= now();
  END IF;

  FOR r IN
    SELECT bi.id, bi.event_id, bi.sector_key, bi.seat_id, bi.ticket_category_id, bi.price_minor,
      bi.original_price_minor, bi.discount_minor, bi.extra_minor, bi.coupon_id, bi.valid_till, bi.added_at,
      bi.locked
    FROM basket_items bi
    WHERE bi.basket_id = p_basket AND bi.status = 'HELD' AND bi.valid_till > now()
    ORDER BY bi.added_at, bi.id
  LOOP
    IF r.event_id = p_event THEN
      in_event := in_event + 1;
      IF r.sector_key = p_sector_key THEN
        in_sector := in_sector + 1;
      END IF;
      IF r.seat_id = p_seat THEN
        holds_seat := true;
      END IF;
    ELSIF NOT r.event_id = ANY (other_events) THEN
      other_events := other_events || r.event_id;
    END IF;
    kind := 'item'; id := r.id; event_id := r.event_id; sector_key := r.sector_key; seat_id := r.seat_id;
    ticket_category_id := r.ticket_category_id; price_minor := r.price_minor;
    original_price_minor := r.original_price_minor; discount_minor := r.discount_minor;
    extra_minor := r.extra_minor; coupon_id := r.coupon_id; valid_till := r.valid_till;
    added_at := r.added_at; locked := r.locked;
    RETURN NEXT;
  END LOOP;
  kind := NULL; id := NULL; event_id := NULL; sector_key := NULL; seat_id := NULL;
  ticket_category_id := NULL; price_minor := NULL; original_price_minor := NULL; discount_minor := NULL;
  extra_minor := NULL; coupon_id := NULL; valid_till := NULL; added_at := NULL; locked := NULL;

  -- Adding a seat this basket already holds changes nothing and breaks no rule.
  IF NOT holds_seat THEN
    -- The mixing rules (spec 2): the basket's other events against this one.
    IF cardinality(other_events) > 0 THEN
      SELECT e.currency, ts.licence_id, ts.ticket_registration_id INTO ev_currency, ev_licence, ev_registration
      FROM events e LEFT JOIN event_ticketing_settings ts ON ts.event_id = e.id WHERE e.id = p_event;
      SELECT bool_or(e.currency IS DISTINCT FROM ev_currency), bool_or(ts.ticket_registration_id IS NOT NULL),
        bool_or(ts.licence_id IS DISTINCT FROM ev_licence)
        INTO bad_currency, has_registration, bad_licence
      FROM events e LEFT JOIN event_ticketing_settings ts ON ts.event_id = e.id
      WHERE e.id = ANY (other_events);
      IF bad_currency THEN
        RAISE EXCEPTION 'ADD_ERROR.CURRENCY' USING ERRCODE = 'MQ422';
      ELSIF has_registration THEN
        RAISE EXCEPTION 'ADD_ERROR.HAS_TICKET_REGISTRATION' USING ERRCODE = 'MQ422';
      ELSIF ev_registration IS NOT NULL THEN
        RAISE EXCEPTION 'ADD_ERROR.ADDS_TICKET_REGISTRATION' USING ERRCODE = 'MQ422';
      ELSIF bad_licence THEN
        RAISE EXCEPTION 'ADD_ERROR.LICENCE_MISMATCH' USING ERRCODE = 'MQ422';
      END IF;
    END IF;
    -- The per-purchase limits: the sector's, then the event's per buyer.
    IF in_sector + p_count > p_max_in_sector THEN
      RAISE EXCEPTION 'MAX_SECTOR' USING ERRCODE = 'MQ422';
    ELSIF p_limit_for_one IS NOT NULL AND in_event + p_count > p_limit_for_one THEN
      RAISE EXCEPTION 'MAX_EVENT' USING ERRCODE = 'MQ422';
    END IF;
    -- Per-client caps (issue 16): the client's open baskets and held places of this event, counted under a
    -- transaction lock on (client, event), so concurrent adds through its other baskets (any process) queue
    -- and each counts the ones committed before it. The basket's own lock is always taken first.
    IF p_client_key IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('mq:hold:' || p_client_key || ':' || p_event::text, 0));
      SELECT count(DISTINCT bi.basket_id)::int, count(*)::int INTO other_baskets, other_held
      FROM baskets b JOIN basket_items bi ON bi.basket_id = b.id
      WHERE b.client_key = p_client_key AND b.id <> p_basket AND bi.event_id = p_event
        AND bi.status = 'HELD' AND bi.valid_till > now();
      IF other_baskets + 1 > p_max_baskets THEN
        RAISE EXCEPTION 'CLIENT_BASKETS' USING ERRCODE = 'MQ429';
      ELSIF other_held + in_event + p_count > p_max_held THEN
        RAISE EXCEPTION 'CLIENT_HELD' USING ERRCODE = 'MQ429';
      END IF;
      -- Anonymous: the address as a whole, with room for several people behind one address.
      IF p_address_key IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('mq:hold:' || p_address_key || ':' || p_event::text, 0));
        SELECT count(DISTINCT bi.basket_id)::int, count(*)::int INTO other_baskets, other_held
        FROM baskets b JOIN basket_items bi ON bi.basket_id = b.id
        WHERE b.address_key = p_address_key AND b.id <> p_basket AND bi.event_id = p_event
          AND bi.status = 'HELD' AND bi.valid_till > now();
        IF other_baskets + 1 > p_max_baskets * p_address_factor THEN
          RAISE EXCEPTION 'ADDRESS_BASKETS' USING ERRCODE = 'MQ429';
        ELSIF other_held + in_event + p_count > p_max_held * p_address_factor THEN
          RAISE EXCEPTION 'ADDRESS_HELD' USING ERRCODE = 'MQ429';
        END IF;
      END IF;
      UPDATE baskets SET client_key = p_client_key, address_key = p_address_key
      WHERE baskets.id = p_basket
        AND (client_key IS DISTINCT FROM p_client_key OR address_key IS DISTINCT FROM p_address_key);
    END IF;
  END IF;

  -- The signed-in buyer owns the basket (the caller passes p_owner only when that applies).
  IF p_owner IS NOT NULL AND b_user IS DISTINCT FROM p_owner THEN
    b_user := p_owner;
    b_email := coalesce(b_email, p_owner_email);
    UPDATE baskets SET user_id = b_user, email = b_email, updated_at = now() WHERE baskets.id = p_basket;
  END IF;

  IF p_seat IS NULL THEN
    -- Standing: the capacity trigger adds them to the sector's counter and raises MQ410 past capacity.
    RETURN QUERY WITH ins AS (
      INSERT INTO basket_items (basket_id, event_id, sector_key, sector_id, seat_id, ticket_category_id,
        price_minor, original_price_minor, extra_minor, coupon_id, valid_till)
      SELECT p_basket, p_event, p_sector_key, p_sector_id, NULL, p_category, p_price, p_original_price,
        p_extra, NULL, now() + make_interval(secs => p_hold_seconds)
      FROM generate_series(1, p_count)
      RETURNING *)
    SELECT 'added', ins.id, ins.event_id, ins.sector_key, ins.seat_id, ins.ticket_category_id,
      ins.price_minor, ins.original_price_minor, ins.discount_minor, ins.extra_minor, ins.coupon_id,
      ins.valid_till, ins.added_at, ins.locked, NULL::text, NULL::uuid
    FROM ins;
  ELSIF NOT holds_seat THEN
    -- A seat reserved for a coupon is held only when the add names that coupon (ARCHITECTURE, seat blocks).
    IF EXISTS (
      SELECT 1 FROM coupons c JOIN coupon_events ce ON ce.coupon_id = c.id
      WHERE ce.event_id = p_event AND NOT c.disabled AND cardinality(c.seat_ids) > 0
        AND (c.valid_from IS NULL OR c.valid_from <= now()) AND (c.valid_till IS NULL OR c.valid_till > now())
        AND (c.remaining_count IS NULL OR c.remaining_count > 0)
        AND (ce.remaining_count IS NULL OR ce.remaining_count > 0)
        AND p_seat = ANY (c.seat_ids) AND c.id IS DISTINCT FROM p_reservation_coupon
    ) THEN
      RAISE EXCEPTION 'TICKETS_NOT_AVAILABLE' USING ERRCODE = 'MQ410';
    END IF;
    -- The unique index on (event, seat) decides: a concurrent buyer's insert waits for ours, then does
    -- nothing. A seat blocked by the organizer raises MQ410 in the insert trigger (0014).
    FOR attempt IN 1..2 LOOP
      RETURN QUERY WITH ins AS (
        INSERT INTO basket_items (basket_id, event_id, sector_key, sector_id, seat_id, ticket_category_id,
          price_minor, original_price_minor, extra_minor, coupon_id, valid_till)
        VALUES (p_basket, p_event, p_sector_key, p_sector_id, p_seat, p_category, p_price, p_original_price,
          p_extra, NULL, now() + make_interval(secs => p_hold_seconds))
        ON CONFLICT (event_id, seat_id) WHERE seat_id IS NOT NULL DO NOTHING
        RETURNING *)
      SELECT 'added', ins.id, ins.event_id, ins.sector_key, ins.seat_id, ins.ticket_category_id,
        ins.price_minor, ins.original_price_minor, ins.discount_minor, ins.extra_minor, ins.coupon_id,
        ins.valid_till, ins.added_at, ins.locked, NULL::text, NULL::uuid
      FROM ins;
      EXIT WHEN FOUND;
      -- The row in the way may be an expired hold: reclaim it (audited as EXPIRE) and try once more.
      IF attempt = 2 THEN
        RAISE EXCEPTION 'TICKETS_NOT_AVAILABLE' USING ERRCODE = 'MQ410';
      END IF;
      DELETE FROM basket_items bi
      WHERE bi.event_id = p_event AND bi.seat_id = p_seat AND bi.status = 'HELD' AND bi.valid_till <= now();
      IF NOT FOUND THEN
        RAISE EXCEPTION 'TICKETS_NOT_AVAILABLE' USING ERRCODE = 'MQ410';
      END IF;
    END LOOP;
  END IF;

  kind := 'basket';
  basket_email := b_email;
  basket_user_id := b_user;
  RETURN NEXT;
END $$;
