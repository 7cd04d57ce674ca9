-- Custom migration: drizzle-kit does not emit CREATE EXTENSION. All four ship with PGlite (contrib) and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on the search_path to find its dictionary), so it can't be used in
-- an index or a generated column. This wrapper pins the dictionary by schema, which makes it safe to mark
-- IMMUTABLE: later issues may index f_unaccent(lower(col)).
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
