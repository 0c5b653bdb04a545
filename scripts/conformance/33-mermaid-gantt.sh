#!/usr/bin/env bash
# Every gantt example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 33-mermaid-gantt.sh BIN SHARED
# measured: 11 of 11
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" gantt gantt 95
