#!/usr/bin/env bash
# Every er diagram example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 34-mermaid-er.sh BIN SHARED
# measured: 16 of 16
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" entityRelationshipDiagram er 95
