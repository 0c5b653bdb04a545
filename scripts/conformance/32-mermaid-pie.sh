#!/usr/bin/env bash
# Every pie example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 32-mermaid-pie.sh BIN SHARED
# measured: 2 of 2
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" pie pie 95
