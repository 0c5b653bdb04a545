#!/usr/bin/env bash
# Runs the libFuzzer targets of Sources/FuzzTargets (see Fuzz/intent-render-fuzz).
#   scripts/fuzz.sh TARGET SECONDS    one target
#   scripts/fuzz.sh --all SECONDS     every target in turn
#   scripts/fuzz.sh --replay TARGET FILE...   runs saved inputs once each, under the sanitizers
#   scripts/fuzz.sh --list            the target names
# The binary is built with AddressSanitizer and libFuzzer's coverage into .build/fuzz (its own
# scratch path, so the normal build is untouched). Each target's corpus lives in
# .build/fuzz/corpus/TARGET, seeded on every run with copies of the matching Fixtures files and
# of Fixtures/Fuzz/TARGET (pending/ left out); Fixtures/ is never written. A crash, a hang over
# 10 s per input, a leak or an out-of-memory over 2 GiB stops the target: the reproducer is
# saved in .build/fuzz/findings/TARGET and its path and the sanitizer report's first lines are
# printed; the exit status is then 1. Save a finding as Fixtures/Fuzz/TARGET/NAME (or under
# pending/ while the fix is elsewhere) so FuzzRegressionTests replays it in every `swift test`.
# FUZZ_TIMEOUT=SECONDS replaces the 10 s allowed one input, for long runs on a machine busy
# with builds (CI keeps 10).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/fuzz
# The target names come from the built binary (FuzzTarget: one transcript-<name> target per
# format of the transcript format registry), so this script never lists them by hand.
targets=()

usage() {
  echo "usage: scripts/fuzz.sh TARGET|--all SECONDS | --replay TARGET FILE... | --list" >&2
  [ ${#targets[@]} -eq 0 ] || echo "targets: ${targets[*]}" >&2
  exit 2
}

# The Fixtures files each target starts from, besides Fixtures/Fuzz/TARGET.
seeds() {
  case "$1" in
    markdown) find Fixtures/MarkdownRender -name '*.md' ;;
    transcript-*) find Fixtures/Transcript \( -name '*.json' -o -name '*.jsonl' \
      -o -name '*.aider.chat.history.md' \) ! -name '*.schema.json' ;;
    diagram | diagram-terminal) find Fixtures/DiagramLayout -name '*.mmd' ;;
    svg-png) find Fixtures -name '*.svg' ;;
    diff) find Fixtures/DiffView -name '*.diff' ;;
    redact) find Fixtures/Transcript -name '*.jsonl' -size -64k ;;
    image-header) find Fixtures -name '*.png' -o -name '*.jpg' -o -name '*.gif' ;;
    mcp) echo Fixtures/RenderServer/mcp-session.jsonl ;;
    grammar) linguist_grammars ;;
    theme) ;;
    cache-*) cache_seeds && find "$scratch/cache-seeds/$1" -type f 2>/dev/null || true ;;
    highlight) find Fixtures/MarkdownRender Fixtures/DiffView Fixtures/DiagramLayout \
      -name '*.md' -o -name '*.diff' -o -name '*.mmd' ;;
  esac
  if [ -d "Fixtures/Fuzz/$1" ]; then
    find "Fixtures/Fuzz/$1" -path "Fixtures/Fuzz/$1/pending" -prune -o -type f \
      ! -name README.md -print
  fi
}

# Small grammars of the installed Linguist package (read at run time, never copied), when
# there is one: real grammars reach deeper into the compiler than hand-written seeds.
linguist_grammars() {
  local root
  root=$(ls -d /usr/lib/*/rubygems-integration/*/gems/github-linguist-*/grammars \
    /usr/share/rubygems-integration/all/gems/github-linguist-*/grammars 2>/dev/null | head -n 1)
  [ -n "$root" ] || return 0
  find "$root" -name '*.json' -size -6k | sort | head -n 60
}

# The asset-cache targets start from the payloads of real cache files, written once (remove
# .build/fuzz/cache-seeds to make them again) by an intent-render build ($INTENT_RENDER_BIN,
# else the debug or release one of .build).
cache_seeds() {
  [ -d "$scratch/cache-seeds" ] && return 0
  local binary=${INTENT_RENDER_BIN:-}
  for candidate in .build/debug/intent-render .build/release/intent-render; do
    [ -n "$binary" ] || { [ -x "$candidate" ] && binary=$candidate; }
  done
  if [ -z "$binary" ]; then
    echo "fuzz: no intent-render build to make cache seeds with; starting from none" >&2
    return 1
  fi
  python3 scripts/cache-seeds.py "$binary" "$scratch/cache-seeds" --max-bytes 262144 >&2
}

# The longest input: a cache payload (a grammar's, the language table) is longer than a text.
max_len() {
  case "$1" in
    cache-*) echo 262144 ;;
    *) echo 8192 ;;
  esac
}

build() {
  # Every Swift module is compiled with AddressSanitizer and libFuzzer's coverage (what
  # -sanitize=fuzzer turns on); the C libraries (cmark-gfm, Oniguruma) stay uninstrumented
  # system libraries. -sanitize=fuzzer itself would also link libFuzzer's main, which clashes
  # with the entry point SwiftPM gives an executable, so the driver comes from the
  # toolchain's no-main archive and main.swift starts it.
  local toolchain driver log
  toolchain=$(dirname "$(readlink -f "$(command -v swift)")")/..
  driver=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null |
    head -n 1)
  [ -n "$driver" ] || { echo "fuzz: libFuzzer not found in the Swift toolchain" >&2; exit 1; }
  local flags=(--scratch-path "$scratch" -Xswiftc -sanitize=address
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
    -Xlinker "$driver" -Xlinker -lstdc++)
  log=$(mktemp)
  if ! INTENT_RENDER_FUZZ=1 nice -n 10 swift build "${flags[@]}" --product intent-render-fuzz \
    >"$log" 2>&1; then
    grep -vE "^\[[0-9]+/[0-9]+\]|^warning: prohibited flag|Cannot export local symbol" "$log" |
      tail -n 40
    rm -f "$log"
    echo "fuzz: build failed" >&2
    exit 1
  fi
  rm -f "$log"
  bin="$(INTENT_RENDER_FUZZ=1 swift build "${flags[@]}" --show-bin-path)/intent-render-fuzz"
  mapfile -t targets < <(INTENT_RENDER_FUZZ_LIST=1 "$bin")
}

# Runs one target for $2 seconds; returns 1 on a finding.
run() {
  local target=$1 seconds=$2
  local corpus="$scratch/corpus/$target" findings="$scratch/findings/$target"
  local log="$scratch/logs/$target.log"
  mkdir -p "$corpus" "$findings" "$scratch/logs"
  # Seeds are copied under their content's name, so repeated runs add no duplicates.
  while IFS= read -r file; do
    [ -n "$file" ] || continue
    cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-16)"
  done < <(seeds "$target")
  local start=$SECONDS status=0
  LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt:print_suppressions=0" \
    INTENT_RENDER_FUZZ_TARGET="$target" nice -n 10 "$bin" -max_total_time="$seconds" \
    -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -max_len="$(max_len "$target")" \
    -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" >"$log" 2>&1 || status=$?
  if grep -q "SKIPPED" "$log"; then
    echo "fuzz $target: $(grep -m1 SKIPPED "$log" | sed 's/^intent-render-fuzz: [^:]*: //')"
    return 0
  fi
  local runs cov
  runs=$(grep -m1 -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" || true)
  cov=$(grep -oE "cov: [0-9]+" "$log" | tail -n 1 || true)
  if [ "$status" -eq 0 ]; then
    echo "fuzz $target: ok, ${runs:-?} inputs in $((SECONDS - start)) s, ${cov:-cov: ?}," \
      "corpus $(find "$corpus" -type f | wc -l) files"
    return 0
  fi
  local artifact
  artifact=$(grep -oE "(Test unit written to|artifact_prefix='[^']*'; Test unit written to) [^ ]+" \
    "$log" | tail -n 1 | awk '{print $NF}')
  echo "fuzz $target: FAILED (exit $status) after $((SECONDS - start)) s"
  echo "  reproducer: ${artifact:-none written (see $log)}"
  echo "  replay: scripts/fuzz.sh --replay $target ${artifact:-FILE}"
  echo "  report ($log):"
  # The sanitizer's or the runtime's own lines, from the first that names the problem.
  grep -nE "^==[0-9]+==ERROR|Fatal error|ALARM: working on the last Unit|out-of-memory|deadly signal" \
    "$log" | head -n 1 | cut -d: -f1 | {
    read -r first || first=1
    tail -n +"$first" "$log" | grep -vE "^(MS:|base64:|#[0-9]+\s+(NEW|REDUCE|pulse))" |
      head -n 25 | sed 's/^/    /'
  }
  return 1
}

[ $# -ge 1 ] || usage
if [ "$1" = "--list" ]; then
  build
  printf '%s\n' "${targets[@]}"
  exit 0
fi
if [ "$1" = "--replay" ]; then
  [ $# -ge 3 ] || usage
  build
  printf '%s\n' "${targets[@]}" | grep -qx -- "$2" || usage
  target=$2
  shift 2
  LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt:print_suppressions=0" \
    INTENT_RENDER_FUZZ_TARGET="$target" "$bin" -timeout=10 -rss_limit_mb=2048 "$@"
  exit
fi
[ $# -eq 2 ] || usage
[[ "$2" =~ ^[1-9][0-9]{0,5}$ ]] || { echo "fuzz: SECONDS must be a whole number from 1" >&2; exit 2; }
build
if [ "$1" = "--all" ]; then
  selected=("${targets[@]}")
else
  printf '%s\n' "${targets[@]}" | grep -qx -- "$1" || usage
  selected=("$1")
fi
failed=0
for target in "${selected[@]}"; do
  run "$target" "$2" || failed=1
done
exit "$failed"
