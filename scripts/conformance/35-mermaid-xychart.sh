#!/usr/bin/env bash
# Every xychart example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 35-mermaid-xychart.sh BIN SHARED
# measured: 5 of 5
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" xyChart xychart 95
