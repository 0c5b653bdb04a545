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
swift format lint --strict --recursive Sources Tests Package.swift

step "C libraries are imported in one folder each"
scripts/check-imports.sh

step "build"
swift build --build-tests 2>&1 | grep -vE "^warning: prohibited flag" || true
swift build --build-tests >/dev/null 2>&1 || { swift build --build-tests; exit 1; }

step "unit and golden tests"
swift test --skip-build --parallel 2>&1 | tail -n 40
swift test --skip-build --parallel >/dev/null 2>&1 || { echo "unit tests failed"; exit 1; }

bin="$(swift build --show-bin-path)/intent-render"
if [ -d "$shared/conformance" ]; then
  for stage in scripts/conformance/*.sh; do
    step "conformance: $(basename "$stage" .sh)"
    "$stage" "$bin" "$shared"
  done
else
  step "conformance: SKIPPED: $shared/conformance not found (set INTENT_RENDER_SHARED)"
fi
echo
echo "test: all stages passed"
