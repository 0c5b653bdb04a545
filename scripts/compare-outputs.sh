#!/usr/bin/env bash
# Renders every transcript of Fixtures/Transcript (all input formats, each auto-detected and
# with its format forced) to html, ansi, text and markdown, with and without --redact and
# --expand, so that a refactoring can be checked to change no byte of output:
#   scripts/compare-outputs.sh capture BINARY DIR    renders into DIR (created, must be empty)
#   scripts/compare-outputs.sh compare DIR1 DIR2      byte-for-byte comparison; exit 1 on a difference
# Typical use: capture with the binary built before the change, rebuild, capture again into a
# second folder, compare. Standard error (warnings) and the exit status are captured too.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/compare-outputs.sh capture BINARY DIR | compare DIR1 DIR2" >&2
  exit 2
}

# Each input with the format it is written in (the name's second dot-separated part).
inputs() {
  find Fixtures/Transcript -maxdepth 1 \( -name '*.json' -o -name '*.jsonl' \
    -o -name '*.aider.chat.history.md' \) ! -name '*.schema.json' | sort
}

format_of() {
  local base
  base=$(basename "$1")
  case "$base" in
    *.aider.chat.history.md) echo aider ;;
    *) base=${base#*.}; echo "${base%%.*}" ;;
  esac
}

capture() {
  local binary=$1 dir=$2
  [ -x "$binary" ] || { echo "compare-outputs: $binary is not executable" >&2; exit 2; }
  mkdir -p "$dir"
  [ -z "$(ls -A "$dir")" ] || { echo "compare-outputs: $dir is not empty" >&2; exit 2; }
  local count=0 input format name output variant
  while IFS= read -r input; do
    format=$(format_of "$input")
    name=$(basename "$input")
    for output in html ansi text markdown; do
      for variant in auto forced redact expand; do
        local args=(transcript "$input" --format "$output" --color always --width 100)
        case "$variant" in
          forced) args+=(--input-format "$format") ;;
          redact) args+=(--redact) ;;
          expand) args+=(--expand) ;;
        esac
        local stem="$dir/$name.$output.$variant"
        local status=0
        # A fixed time zone and no terminal queries: the output depends on the input alone.
        TZ=UTC COLUMNS=100 TERM=xterm-256color "$binary" "${args[@]}" \
          >"$stem.out" 2>"$stem.err" </dev/null || status=$?
        echo "$status" >"$stem.status"
        count=$((count + 1))
      done
    done
  done < <(inputs)
  echo "compare-outputs: $count renderings in $dir"
}

compare() {
  local first=$1 second=$2
  if diff -rq "$first" "$second" >/dev/null; then
    echo "compare-outputs: identical ($(find "$first" -name '*.out' | wc -l) renderings)"
    return 0
  fi
  echo "compare-outputs: differences:"
  diff -rq "$first" "$second" | sed 's/^/  /'
  exit 1
}

[ $# -eq 3 ] || usage
case "$1" in
  capture) capture "$2" "$3" ;;
  compare) compare "$2" "$3" ;;
  *) usage ;;
esac
