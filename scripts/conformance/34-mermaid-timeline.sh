#!/usr/bin/env bash
# Every timeline example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 34-mermaid-timeline.sh BIN SHARED
# measured: 14 of 14
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" timeline timeline 95
