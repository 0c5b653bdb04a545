#!/usr/bin/env bash
# The floors of the cold-start issue, against bat in the same run (release build):
#   scripts/bench/cold-start.sh SMALL_SOURCE LARGE_SOURCE DIFF
# SMALL_SOURCE is a 50-line file, LARGE_SOURCE a 512 KiB one and DIFF the 512 KiB diff of
# ../shared/bench/make_corpus.sh. Prints hyperfine's summaries for: the CLI without the
# asset cache (INTENT_RENDER_NO_CACHE=1), the CLI with a warm cache, and batcat; then the
# diff against `batcat -l diff`; then `serve` (scripts/serve-client.py --bench, 2 workers) on
# both sources, with one-character edits of a 10,000-line document. `serve` keeps the default
# budgets, under which a 512 KiB source of more than 60,000 runs falls back (and the bench
# fails): its 512 KiB row uses LARGE_SOURCE with its last lines commented out to stay under
# them (scripts/bench/under-run-budget.py), and the cold CLI is timed on that same file.
# RUNS (default 30) sets hyperfine's runs; BIN skips the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 3 ] || { echo "usage: $0 SMALL_SOURCE LARGE_SOURCE DIFF" >&2; exit 2; }
small=$1 large=$2 diff=$3
bin="${BIN:-$(scripts/build-release.sh)}"
runs="${RUNS:-30}"
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
export XDG_CACHE_HOME="$cache" COLORTERM=truecolor
unset INTENT_RENDER_NO_CACHE
peer=$(command -v batcat || command -v bat || true)
for source in "$small" "$large"; do
  "$bin" highlight "$source" --format ansi --color always --max-runs 100000000 >/dev/null
  commands=(
    -n "cold CLI" "env INTENT_RENDER_NO_CACHE=1 $bin highlight $source --format ansi --color always --max-runs 100000000"
    -n "warm-cache CLI" "$bin highlight $source --format ansi --color always --max-runs 100000000"
  )
  [ -n "$peer" ] && commands+=(-n bat "$peer --color=always --paging=never --style=plain $source")
  echo "== highlight $(basename "$source") ($(wc -l <"$source") lines)"
  hyperfine -N --warmup 3 --runs "$runs" --output=pipe "${commands[@]}" 2>&1 |
    grep -vE "^\s*$|Range|Warning"
done
echo "== diff $(basename "$diff") ($(wc -c <"$diff") bytes)"
"$bin" diff "$diff" --format ansi --color always >/dev/null
commands=(-n "intent-render diff" "$bin diff $diff --format ansi --color always")
[ -n "$peer" ] &&
  commands+=(-n "bat -l diff" "$peer -l diff --color=always --paging=never --style=plain $diff")
hyperfine -N --warmup 2 --runs "$(((runs + 2) / 3))" --output=pipe "${commands[@]}" 2>&1 |
  grep -vE "^\s*$|Range|Warning"
echo "== serve"
served="$cache/$(basename "$large")"
python3 scripts/bench/under-run-budget.py "$bin" "$large" "$served"
hyperfine -N --warmup 2 --runs "$(((runs + 2) / 3))" --output=pipe \
  -n "cold CLI, $(basename "$served") under the run budget" \
  "env INTENT_RENDER_NO_CACHE=1 $bin highlight $served --format json" 2>&1 |
  grep -vE "^\s*$|Range|Warning"
python3 scripts/serve-client.py --bench 500 "$bin" "$small"
python3 scripts/serve-client.py --bench 20 "$bin" "$served"
