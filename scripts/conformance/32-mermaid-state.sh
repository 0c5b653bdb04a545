#!/usr/bin/env bash
# Every state diagram example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 32-mermaid-state.sh BIN SHARED
# measured: 20 of 20
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" stateDiagram state 95
