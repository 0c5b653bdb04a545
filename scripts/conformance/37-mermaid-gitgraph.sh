#!/usr/bin/env bash
# Every gitgraph example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 37-mermaid-gitgraph.sh BIN SHARED
# measured: 35 of 35
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" gitgraph gitgraph 95
