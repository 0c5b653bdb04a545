#!/usr/bin/env bash
# Runs the fast-path differential tests whole: every pattern of every installed grammar
# against plain Oniguruma from every character boundary of each corpus line (Fixtures/ and the
# shared bench data when present), and every grammar tokenizing the corpus sample with the
# fast paths on and off. Prints the counts; exits non-zero on any disagreement.
# INTENT_RENDER_FASTPATH_LINES=N caps the corpus at N lines spread over it (the review used 400).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests 2>&1 | grep -E "error|Build complete" || true
INTENT_RENDER_FASTPATH_FULL=1 swift test --skip-build --filter FastPathDifferentialTests 2>&1 |
  grep -E "fast paths:|✘|Test run"
