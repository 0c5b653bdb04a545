#!/usr/bin/env bash
# Every journey example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws, in both themes (see lib/mermaid-examples.sh).
# usage: 40-mermaid-journey.sh BIN SHARED
# measured: 1 of 1
exec "$(dirname "$0")/lib/mermaid-examples.sh" "$1" "$2" userJourney journey 95
