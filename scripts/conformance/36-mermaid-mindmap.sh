#!/usr/bin/env bash
# Every mindmap example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 36-mermaid-mindmap.sh BIN SHARED
# measured: 13 of 13
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" mindmap mindmap 95
