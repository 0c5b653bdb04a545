#!/usr/bin/env bash
# Every kanban example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 39-mermaid-kanban.sh BIN SHARED
# measured: 3 of 3
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" kanban kanban 95
