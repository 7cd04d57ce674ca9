#!/usr/bin/env bash
# Prints the seconds of each .ci/run stage (a file of "seconds<TAB>stage" lines) and the total against
# the 30-minute budget (ARCHITECTURE §6), so a stage that grows shows up in the very run that grew it.
set -euo pipefail
file=$1 total=${2:-}
budget=1800
printf '\n==> CI stage times\n'
awk -F'\t' '{ printf "%6d s  %s\n", $1, $2; sum += $1 } END { printf "%6d s  total of stages\n", sum }' "$file"
if [ -n "$total" ]; then
  printf '%6d s  wall clock (budget %d s)\n' "$total" "$budget"
  if [ "$total" -gt "$budget" ]; then printf 'CI took longer than its %d s budget\n' "$budget"; fi
fi
