#!/usr/bin/env bash
# Mermaid sequence diagrams: every example of ../shared/conformance/mermaid/sequenceDiagram must
# render to SVG through the CLI and load in librsvg; bad input must fail with FILE:LINE:COL.
# Usage: 31-mermaid-sequence.sh BIN SHARED
set -uo pipefail
bin=$1
shared=$2
dir="$shared/conformance/mermaid/sequenceDiagram"
if [ ! -d "$dir" ]; then
  echo "SKIPPED: $dir not found"
  exit 0
fi
if ! "$bin" diagram --help >/dev/null 2>&1; then
  echo "SKIPPED: this build has no 'diagram' command yet"
  exit 0
fi
floor=95 # percent of examples that must render (measured: 36 of 36)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
for file in "$dir"/*.mmd; do
  name=$(basename "$file" .mmd)
  if timeout 10 "$bin" diagram "$file" -o "$work/$name.svg" 2>"$work/$name.err" \
    && timeout 10 rsvg-convert -o "$work/$name.png" "$work/$name.svg" 2>>"$work/$name.err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "  failed: sequenceDiagram/$name.mmd: $(head -n 1 "$work/$name.err")"
  fi
done
total=$((passed + failed))
echo "mermaid sequence examples: $passed passed, $failed failed (of $total)"

# Themes: each must render and load.
themes_ok=0
for theme in light dark auto; do
  if "$bin" diagram "$dir/034.mmd" --theme "$theme" -o "$work/theme.svg" 2>/dev/null \
    && rsvg-convert -o "$work/theme.png" "$work/theme.svg" 2>/dev/null; then
    themes_ok=$((themes_ok + 1))
  fi
done
echo "themes: $themes_ok passed, $((3 - themes_ok)) failed"

# Bad input: a non-zero exit, a FILE:LINE:COL: message, no crash and no hang.
bad_ok=0
bad_total=0
check_bad() { # NAME TEXT
  bad_total=$((bad_total + 1))
  printf '%s' "$2" >"$work/$1.mmd"
  timeout 10 "$bin" diagram "$work/$1.mmd" -o "$work/$1.svg" 2>"$work/$1.err"
  local rc=$?
  if [ "$rc" -eq 1 ] && grep -qE "$1\.mmd:[0-9]+:[0-9]+: " "$work/$1.err"; then
    bad_ok=$((bad_ok + 1))
  else
    echo "  bad input '$1': exit $rc, stderr: $(head -c 200 "$work/$1.err")"
  fi
}
check_bad truncated $'sequenceDiagram\n  loop every minute\n    A->>B: hi\n'
check_bad unbalanced $'sequenceDiagram\n  A->>B: hi\n  end\n'
check_bad oversized "$(printf 'sequenceDiagram\n'; for i in $(seq 501); do printf 'A->>B: m%s\n' "$i"; done)"
check_bad nested "$(printf 'sequenceDiagram\n'; for i in $(seq 40); do printf 'loop x\n'; done)"
echo "bad input: $bad_ok passed, $((bad_total - bad_ok)) failed"

# Hostile text is escaped, never markup.
printf 'sequenceDiagram\nA->>B: <script>alert(1)</script>\nNote over A: <img src=x onerror=alert(1)>\n' \
  >"$work/hostile.mmd"
hostile=failed
if "$bin" diagram "$work/hostile.mmd" -o "$work/hostile.svg" 2>/dev/null \
  && ! grep -qiE '<(script|img)|<[^>]* onerror=' "$work/hostile.svg" \
  && grep -q '&lt;script&gt;' "$work/hostile.svg"; then
  hostile=passed
fi
echo "hostile text: $hostile"

if [ $((passed * 100)) -lt $((total * floor)) ] || [ "$themes_ok" -ne 3 ] \
  || [ "$bad_ok" -ne "$bad_total" ] || [ "$hostile" != passed ]; then
  echo "mermaid sequence: below the floor ($floor% of examples, all themes, all bad inputs)"
  exit 1
fi
