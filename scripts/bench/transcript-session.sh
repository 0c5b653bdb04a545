#!/usr/bin/env bash
# Time and peak memory of `intent-render transcript` on a long synthetic Claude Code session
# (scripts/make-large-transcript.py: reads, commands, edits, searches and Markdown answers;
# 10,000 messages are about 50 MB, so the default 40,000 is about 200 MB), written to a
# temporary folder and deleted afterwards.
#   scripts/bench/transcript-session.sh [MESSAGES] [FORMAT...]   (formats: html text markdown)
# Prints one line per format: input MB, format, wall and CPU seconds, peak RSS (MiB), the
# 4x input + 64 MiB bound, and the exit status.
set -euo pipefail
cd "$(dirname "$0")/../.."
messages=${1:-40000}
shift || true
formats=("$@")
[ ${#formats[@]} -gt 0 ] || formats=(html)
binary=$(scripts/build-release.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/session.jsonl"
scripts/make-large-transcript.py "$messages" "$input"
size=$(stat -c %s "$input")
printf '%-9s %-8s %8s %8s %10s %10s %s\n' input_MB format wall cpu peak_MiB bound_MiB status
for format in "${formats[@]}"; do
  status=0
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$binary" transcript "$input" \
    --format "$format" -o "$work/out" 2>/dev/null || status=$?
  read -r wall user system kilobytes < <(tail -1 "$work/time")
  printf '%-9s %-8s %8s %8.2f %10d %10d %s\n' $((size >> 20)) "$format" "$wall" \
    "$(echo "$user + $system" | bc)" $((kilobytes / 1024)) $(((4 * size >> 20) + 64)) "$status"
done
