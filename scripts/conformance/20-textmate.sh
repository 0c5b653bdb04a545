#!/usr/bin/env bash
# vscode-textmate's scope tests (first-mate, suite1, suite1 while rules) from
# SHARED/conformance/textmate, run through the Swift test target. Args: BIN SHARED (BIN unused:
# the tokenizer has no CLI of its own). Prints per-suite counts and the total as
# `textmate: N passed, N failed`; fails below the measured floor (all 95 pass).
set -euo pipefail
cd "$(dirname "$0")/../.."
shared="${2:-../shared}"
floor=95
if [ ! -d "$shared/conformance/textmate" ]; then
  echo "textmate: SKIPPED: $shared/conformance/textmate not found"
  exit 0
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
INTENT_RENDER_SHARED="$(cd "$shared" && pwd)" \
  swift test --skip-build --filter TextMateConformanceTests >"$log" 2>&1 || true
grep -E "^textmate " "$log" || true
passed=$(grep -E "^textmate [a-z0-9-]+: [0-9]+ passed" "$log" | awk '{s += $3} END {print s + 0}')
failed=$(grep -E "^textmate [a-z0-9-]+: [0-9]+ passed" "$log" | awk '{s += $5} END {print s + 0}')
suites=$(grep -cE "^textmate [a-z0-9-]+: [0-9]+ passed" "$log" || true)
if [ "$suites" -ne 3 ]; then
  echo "textmate: expected 3 suites, saw $suites"
  tail -n 30 "$log"
  failed=$((failed + 95 - passed))
fi
echo "textmate: $passed passed, $failed failed"
if [ "$passed" -lt "$floor" ]; then
  echo "textmate: below the floor of $floor"
  exit 1
fi
