#!/usr/bin/env bash
# Each C library is imported by exactly one folder of Swift code, and Transcript reaches the
# diff and highlighting modules only through protocols (ARCHITECTURE.md).
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
# Transcript draws diffs and highlights code only through the protocols the CLI fills in
# (TranscriptDiffRenderer, CodeBlockRenderer), so it never imports those modules.
for module in DiffView Highlight DiagramLayout; do
  stray=$(grep -rlE "^\s*import\s+$module\b" Sources/Transcript || true)
  if [ -n "$stray" ]; then
    echo "import $module in Sources/Transcript: $stray"
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok"
exit $status
