#!/usr/bin/env bash
# Shared body of the Mermaid example stages: every example of one docs folder renders with
# `intent-render diagram` to a well-formed SVG that librsvg draws (rsvg-convert when present,
# and PNG through the command), in the light and the dark theme.
# usage: mermaid-examples.sh BIN SHARED FOLDER LABEL FLOOR_PERCENT
set -uo pipefail
bin="$1"
shared="$2"
folder="$shared/conformance/mermaid/$3"
label="$4"
floor="$5"
if [ ! -d "$folder" ]; then
  echo "notice: $folder is absent; skipping"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
for file in "$folder"/*.mmd; do
  name=$(basename "$file" .mmd)
  ok=1
  for theme in light dark; do
    out="$work/$name-$theme"
    if ! timeout 20 "$bin" diagram "$file" --theme "$theme" -o "$out.svg" 2>"$work/$name.err"; then
      ok=0
    elif ! grep -q '^<svg xmlns="http://www.w3.org/2000/svg"' "$out.svg"; then
      echo "$name: not an SVG document" >"$work/$name.err"
      ok=0
    elif command -v rsvg-convert >/dev/null && ! rsvg-convert -o "$out.png" "$out.svg" 2>"$work/$name.err"; then
      ok=0
    elif ! timeout 20 "$bin" diagram "$file" --theme "$theme" --format png -o "$out.png" 2>"$work/$name.err"; then
      ok=0
    fi
    [ "$ok" -eq 1 ] || break
  done
  if [ "$ok" -eq 1 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: $(head -c 300 "$work/$name.err")"
  fi
done
total=$((passed + failed))
echo "mermaid $label: $passed passed, $failed failed (floor $floor%)"
[ $((passed * 100)) -ge $((floor * total)) ]
