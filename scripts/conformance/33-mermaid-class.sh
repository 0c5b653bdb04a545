#!/usr/bin/env bash
# Every class diagram example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 33-mermaid-class.sh BIN SHARED
# measured: 36 of 36
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" classDiagram class 95
