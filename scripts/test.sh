#!/usr/bin/env bash
# The full test run: dependencies, lint, build, unit and golden tests, then the conformance
# suites of ../shared (skipped with a notice when that folder is absent).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shared="${INTENT_RENDER_SHARED:-$root/../shared}"

step() { printf '\n== %s\n' "$*"; }

step "dependencies"
scripts/setup.sh --deps

step "swift format lint"
swift format lint --strict --recursive Sources Tests Examples Package.swift

step "C libraries are imported in one folder each"
scripts/check-imports.sh

step "build"
swift build --build-tests 2>&1 | grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]" | tail -n 60
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "build failed"; exit 1; }

step "API documentation: every public type documented, DocC without warnings (scripts/docs.sh)"
scripts/docs.sh

step "unit and golden tests"
log=$(mktemp)
if swift test --skip-build >"$log" 2>&1; then
  grep -E "Test run with|Executed [0-9]+ tests" "$log" || tail -n 5 "$log"
else
  # Each issue a test recorded, with the lines of its message (a screen, a diff), first: the
  # run's last lines alone may be another test's output.
  echo "-- issues recorded:"
  awk '/recorded an issue/ { on = 1; n = 0 }
    on && /^(◇|✔|􀟈|􁁛)/ { on = 0 }
    on && n < 60 { print substr($0, 1, 400); n++ }' "$log" | head -n 600
  echo "-- the run's last lines:"
  grep -vE "^(􀟈|◇|✔|􁁛)" "$log" | cut -c1-400 | tail -n 40
  echo "unit tests failed"
  exit 1
fi

# Each libFuzzer target for 10 s from the Fixtures seeds (the sanitized build included, about
# 4 minutes on 2 cores); a crash prints the reproducer's path and the report's first lines.
step "fuzz: every target for 10 s (scripts/fuzz.sh --all 10)"
scripts/fuzz.sh --all 10 || { echo "fuzzing found a crash, hang or leak"; exit 1; }

bin="$(swift build --show-bin-path)/intent-render"
if [ -d "$shared/conformance" ]; then
  for stage in scripts/conformance/*.sh; do
    [ -e "$stage" ] || continue
    step "conformance: $(basename "$stage" .sh)"
    "$stage" "$bin" "$shared"
  done
else
  step "conformance: SKIPPED: $shared/conformance not found (set INTENT_RENDER_SHARED)"
fi
echo
echo "test: all stages passed"
