#!/usr/bin/env bash
# Every quadrantChart example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 38-mermaid-quadrant.sh BIN SHARED
# measured: 3 of 3
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" quadrantChart quadrantChart 95
