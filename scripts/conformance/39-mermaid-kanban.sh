#!/usr/bin/env bash
# Every kanban example of the Mermaid docs renders with `intent-render diagram` to a
# well-formed SVG that librsvg draws (PNG through the command, and rsvg-convert when present).
# usage: 39-mermaid-kanban.sh BIN SHARED
set -uo pipefail
bin="$1"
shared="$2"
folder="$shared/conformance/mermaid/kanban"
floor=95 # percent; measured: 3 of 3
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
  if ! timeout 20 "$bin" diagram "$file" -o "$work/$name.svg" 2>"$work/$name.err"; then
    ok=0
  elif ! grep -q '^<svg xmlns="http://www.w3.org/2000/svg"' "$work/$name.svg"; then
    echo "$name: not an SVG document" >"$work/$name.err"
    ok=0
  elif command -v rsvg-convert >/dev/null && ! rsvg-convert -o "$work/$name.png" "$work/$name.svg" 2>"$work/$name.err"; then
    ok=0
  elif ! timeout 20 "$bin" diagram "$file" --format png -o "$work/$name.png" 2>"$work/$name.err"; then
    ok=0
  fi
  if [ "$ok" -eq 1 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: $(head -c 300 "$work/$name.err")"
  fi
done
total=$((passed + failed))
echo "mermaid kanban: $passed passed, $failed failed (floor $floor%)"
[ $((passed * 100)) -ge $((floor * total)) ]
