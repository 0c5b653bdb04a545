#!/usr/bin/env bash
# The themes suite of ../shared/conformance/textmate (vscode-textmate's colorization tests):
# all 72 test files under all 14 themes, tokenized with the suite's own grammars (and only
# those, as upstream: includes of missing grammars are skipped) and compared character by
# character with the colours VS Code recorded. Runs the in-process Swift harness
# (Tests/HighlightTests/Conformance), which prints the counts; fails below the floor.
#   scripts/conformance/21-textmate-themes.sh BIN SHARED
set -euo pipefail
cd "$(dirname "$0")/../.."
shared="$2"
if [ ! -d "$shared/conformance/textmate/themes" ]; then
  echo "textmate-themes: SKIPPED: $shared/conformance/textmate/themes not found"
  exit 0
fi
# Floor in per-mille of characters coloured as VS Code colours them (measured: 1000).
floor="${TEXTMATE_THEMES_FLOOR:-1000}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
INTENT_RENDER_SHARED="$shared" swift test --skip-build --filter TextMateThemesConformance \
  >"$log" 2>&1 || status=$?
grep -E "^textmate themes:|^  miss:" "$log" || { tail -n 40 "$log"; exit 1; }
read -r matched total < <(sed -nE 's/^textmate themes: ([0-9]+) of ([0-9]+) characters.*/\1 \2/p' "$log")
if [ "$status" -ne 0 ] || [ $((matched * 1000)) -lt $((floor * total)) ]; then
  echo "textmate-themes: below the floor of $floor per mille ($matched of $total)"
  exit 1
fi
echo "textmate-themes: $matched of $total characters as VS Code (floor $floor per mille)"
