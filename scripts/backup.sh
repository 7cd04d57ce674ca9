#!/usr/bin/env bash
# Dumps a Marquee PostgreSQL database into one compressed custom-format archive (pg_dump -Fc).
#
#   scripts/backup.sh <database-url> <file>
#   DATABASE_URL=postgres://… scripts/backup.sh <file>
#
# The dump is one consistent snapshot (a repeatable-read transaction), taken while the servers keep
# selling; it does not block readers or writers. The archive is written next to <file> and renamed only
# after pg_restore has read its table of contents back, so a failed or interrupted run never leaves a
# truncated file under the final name. Restore it with scripts/restore.sh. docs/operations.md, "Backup and
# restore", has the schedule, the timings and how to test a restore.
set -euo pipefail

usage() {
  echo "usage: $0 <database-url> <file>   (or DATABASE_URL=… $0 <file>)" >&2
  exit 64
}

case $# in
  1) url=${DATABASE_URL:-}; file=$1 ;;
  2) url=$1; file=$2 ;;
  *) usage ;;
esac
[[ -n $url && -n $file ]] || usage
[[ $url == postgres://* || $url == postgresql://* ]] || { echo "backup: not a postgres:// URL" >&2; exit 64; }

# pg_dump refuses a server newer than itself; say which versions met when it does.
client_version=$(pg_dump --version | awk '{print $3}')
server_version=$(psql "$url" -XAtqc 'show server_version' | awk '{print $1}')
if (( ${client_version%%.*} < ${server_version%%.*} )); then
  echo "backup: pg_dump $client_version is older than the server ($server_version); install pg_dump ${server_version%%.*}" >&2
  exit 1
fi

dir=$(dirname -- "$file")
mkdir -p -- "$dir"
partial=$(mktemp "$dir/.$(basename -- "$file").XXXXXX")
trap 'rm -f -- "$partial"' EXIT

started=$(date +%s%N)
pg_dump --dbname="$url" --format=custom --compress=6 --no-password --file="$partial"
# A readable table of contents means the archive is complete.
pg_restore --list "$partial" >/dev/null
mv -f -- "$partial" "$file"
trap - EXIT
finished=$(date +%s%N)

bytes=$(stat -c %s -- "$file")
printf 'backup: %s (%s bytes) in %d ms, PostgreSQL %s, pg_dump %s\n' \
  "$file" "$bytes" "$(( (finished - started) / 1000000 ))" "$server_version" "$client_version" >&2
