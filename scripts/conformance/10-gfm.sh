#!/usr/bin/env bash
# GFM conformance of `note --format html --unsafe-html`: the cmark-gfm spec examples through
# ../shared/conformance/gfm/run_spec.py, with per-example extensions and options.
#   scripts/conformance/10-gfm.sh BIN SHARED
# Floor: the reference cmark-gfm 0.29.0.gfm.6 result, 732 passed, 2 failed, 2 skipped (the two
# failures are footnote HTML that changed after the examples were written; Debian's cmark-gfm
# fails them too).
set -euo pipefail
bin=${1:?usage: 10-gfm.sh BIN SHARED}
shared=${2:?usage: 10-gfm.sh BIN SHARED}
runner="$shared/conformance/gfm/run_spec.py"
if [ ! -f "$runner" ]; then
  echo "gfm: SKIPPED: $runner not found"
  exit 0
fi
floor=732
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# run_spec.py exits non-zero when any example fails; the floor below is the real check.
python3 "$runner" --cmd "$bin note --format html --unsafe-html --commonmark {ext} {opts}" \
  --ext-flag "--extension {}" >"$log" 2>&1 || true
grep -E "^  [a-z_]+\.txt +[0-9]+ passed" "$log" || true
last=$(tail -n 1 "$log")
echo "$last"
passed=$(printf '%s\n' "$last" | sed -nE 's/^([0-9]+) passed.*/\1/p')
if [ -z "$passed" ] || [ "$passed" -lt "$floor" ]; then
  echo "gfm: FAILED: ${passed:-no} passed, floor is $floor"
  grep -E "<-- [0-9]+ failed" "$log" || tail -n 20 "$log"
  exit 1
fi
echo "gfm: ok (floor $floor passed)"
