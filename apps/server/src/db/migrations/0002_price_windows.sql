-- Custom migration: drizzle-kit does not emit EXCLUDE constraints.
-- A ticket category has at most one base price at any instant, so "the price valid now" is unambiguous
-- (spec: BasePrices ValidFrom..ValidTill). Windows are half-open [valid_from, valid_till): an early-bird
-- price may end exactly when the regular one starts. Needs btree_gist for the uuid equality part.
ALTER TABLE "event_base_prices" ADD CONSTRAINT "event_base_prices_no_overlap"
  EXCLUDE USING gist ("ticket_category_id" WITH =, tstzrange("valid_from", "valid_till", '[)') WITH &&);
