#!/usr/bin/env bash
# Each C library is imported by exactly one folder of Swift code (ARCHITECTURE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for pair in "CCmarkGFM:Sources/MarkdownRender/Parsing/" "COniguruma:Sources/Highlight/Regex/" \
  "CRsvg:Sources/SVGRaster/"; do
  module=${pair%%:*}
  home=${pair#*:}
  stray=$(grep -rlE "^\s*import\s+$module\b" Sources | grep -v "^$home" || true)
  if [ -n "$stray" ]; then
    echo "import $module outside $home: $stray"
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok"
exit $status
