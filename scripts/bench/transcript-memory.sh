#!/usr/bin/env bash
# Peak memory and time of `intent-render transcript` on one giant message: a single text block,
# a single tool result and a single fenced code block of LINES lines (default 600,000 lines,
# about 63 MB, just under the 64 MiB cap of one record), in HTML and text.
#   scripts/bench/transcript-memory.sh [LINES]
# Prints one line per run: input, format, wall seconds, peak RSS (MiB), the 4x input + 64 MiB
# bound, and the exit status.
set -euo pipefail
cd "$(dirname "$0")/../.."
lines=${1:-600000}
binary=$(scripts/build-release.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-12s %-5s %8s %10s %10s %s\n' input format seconds peak_MiB bound_MiB status
for kind in text tool-result fence; do
  input="$work/$kind.jsonl"
  scripts/make-large-transcript.py --giant "$kind" "$lines" "$input"
  size=$(stat -c %s "$input")
  for format in html text; do
    status=0
    /usr/bin/time -f '%e %M' -o "$work/time" "$binary" transcript "$input" --format "$format" \
      -o "$work/out.$format" 2>/dev/null || status=$?
    read -r seconds kilobytes < <(tail -1 "$work/time")
    printf '%-12s %-5s %8s %10d %10d %s\n' "$kind" "$format" "$seconds" $((kilobytes / 1024)) \
      $(((4 * size >> 20) + 64)) "$status"
  done
done
