#!/usr/bin/env bash
# Safe-mode HTML in a real browser: renders Fixtures/MarkdownRender/HTMLSafety/hostile.md with
# `note --format html` (no CSP, so the sanitizer, the highlighter's escaping and the diagram
# writer alone are tested), loads it in headless
# Chromium and fails if any payload ran (the page title changed, or a dialog blocked the
# dump). A positive control (`--unsafe-html`) must trip the same check.
#   scripts/conformance/11-html-safety.sh BIN SHARED
set -euo pipefail
bin=${1:?usage: 11-html-safety.sh BIN SHARED}
cd "$(dirname "$0")/../.."
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "html-safety: SKIPPED: chromium not installed"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints the title of the page after scripts ran, or nothing if the dump did not finish.
title_after_load() {
  { echo '<!DOCTYPE html><html><head><meta charset="utf-8"><title>SAFE</title></head><body>'
    cat "$1"
    echo '</body></html>'; } >"$work/page.html"
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 \
    --dump-dom "file://$work/page.html" 2>/dev/null | grep -o -m 1 '<title>[^<]*</title>' | head -n 1 || true
}

"$bin" note --format html Fixtures/MarkdownRender/HTMLSafety/hostile.md >"$work/safe.html"
"$bin" note --format html --unsafe-html --commonmark Fixtures/MarkdownRender/HTMLSafety/hostile.md \
  | grep -v 'alert(1)' >"$work/unsafe.html"
payloads=$(grep -c . Fixtures/MarkdownRender/HTMLSafety/hostile.md)
# The hostile Mermaid and code fences only test something if they went through the diagram and
# highlight renderers (inline SVG, highlighted spans), not the plain code path.
diagrams=$(grep -c '<figure class="diagram"><svg' "$work/safe.html" || true)
if [ "$diagrams" -lt 2 ] || ! grep -q 'class="ir-hl' "$work/safe.html"; then
  echo "0 passed, 1 failed (hostile fences were not drawn or highlighted: $diagrams diagrams)"
  exit 1
fi
safe=$(title_after_load "$work/safe.html")
control=$(title_after_load "$work/unsafe.html")
if [ "$control" != "<title>PWNED</title>" ]; then
  echo "html-safety: FAILED: the control page did not run its payload ($control); check broken"
  exit 1
fi
if [ "$safe" != "<title>SAFE</title>" ]; then
  echo "0 passed, 1 failed (safe mode page: ${safe:-no DOM, a dialog or hang})"
  exit 1
fi
echo "1 passed, 0 failed ($payloads hostile lines inert in Chromium, $diagrams hostile diagrams drawn; unsafe control ran)"
