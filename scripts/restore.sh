#!/usr/bin/env bash
# Restores a scripts/backup.sh archive into a NEW or EMPTY PostgreSQL database, all or nothing.
#
#   scripts/restore.sh <database-url> <file> [extra pg_restore options, e.g. --no-privileges]
#   DATABASE_URL=postgres://… scripts/restore.sh <file>
#
# - A database that does not exist yet is created (from template0, through the server's `postgres`
#   database with the same credentials).
# - A database that already holds any table, view or sequence is refused: this script never overwrites
#   or merges into live data. To replace production, restore into a new database, check it, then point
#   DATABASE_URL at it (docs/operations.md, "Backup and restore").
# - pg_restore runs with --single-transaction --exit-on-error --no-owner: the first error rolls
#   everything back and the database stays empty; objects belong to the connecting role.
# - Then ANALYZE, because a restore carries no planner statistics.
set -euo pipefail

usage() {
  echo "usage: $0 <database-url> <file> [pg_restore options…]   (or DATABASE_URL=… $0 <file>)" >&2
  exit 64
}

if [[ $# -ge 2 && ( $1 == postgres://* || $1 == postgresql://* ) ]]; then
  url=$1; file=$2; shift 2
elif [[ $# -ge 1 ]]; then
  url=${DATABASE_URL:-}; file=$1; shift
else
  usage
fi
[[ -n $url ]] || usage
[[ -r $file ]] || { echo "restore: cannot read $file" >&2; exit 66; }

# postgres://user:secret@host:port/name?options → name, and the same URL on the `postgres` database.
if [[ ! $url =~ ^(postgres(ql)?://[^/?]+)/([^/?]+)(\?.*)?$ ]]; then
  echo "restore: the URL must name the target database (postgres://…/name)" >&2
  exit 64
fi
name=${BASH_REMATCH[3]}
admin_url="${BASH_REMATCH[1]}/postgres${BASH_REMATCH[4]}"
if [[ ! $name =~ ^[A-Za-z0-9_-]+$ ]]; then
  echo "restore: use a plain database name ([A-Za-z0-9_-]), not '$name'" >&2
  exit 64
fi

# Fails early on an unreadable or truncated archive, before anything is created.
pg_restore --list "$file" >/dev/null

exists=$(psql "$admin_url" -XAtq -v name="$name" <<'SQL'
select count(*) from pg_database where datname = :'name';
SQL
)
if [[ $exists == 0 ]]; then
  psql "$admin_url" -XAtq -v ON_ERROR_STOP=1 -v name="$name" <<'SQL'
create database :"name" template template0;
SQL
  echo "restore: created database $name" >&2
else
  objects=$(psql "$url" -XAtq <<'SQL'
select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
   and n.nspname not in ('pg_catalog', 'information_schema')
   and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%';
SQL
)
  if [[ $objects != 0 ]]; then
    echo "restore: refusing: database $name is not empty ($objects tables, views or sequences). Restore into a new database." >&2
    exit 65
  fi
fi

started=$(date +%s%N)
pg_restore --dbname="$url" --single-transaction --exit-on-error --no-owner --no-password "$@" "$file"
restored=$(date +%s%N)
psql "$url" -XAtq -v ON_ERROR_STOP=1 -c 'analyze'
finished=$(date +%s%N)

printf 'restore: %s into %s: pg_restore %d ms, analyze %d ms\n' "$file" "$name" \
  "$(( (restored - started) / 1000000 ))" "$(( (finished - restored) / 1000000 ))" >&2
