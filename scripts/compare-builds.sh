#!/usr/bin/env bash
# Renders the whole corpus with two builds and compares the outputs byte for byte: every
# note, diff, transcript and diagram of Fixtures/ in every output format, every Mermaid docs
# example of ../shared/conformance (when present), and the same requests through `serve`.
# Used to prove a refactor changes nothing users see.
#   scripts/compare-builds.sh OLD_BINARY NEW_BINARY [SHARED_DIR]
# Prints one line per differing output and a summary; exits 1 when any output differs.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1"
new="$2"
shared="${3:-../shared}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same environment for both: fixed width, UTF-8, no user configuration, own caches.
run() {
  local binary="$1" cache="$2"
  shift 2
  env -i PATH="$PATH" HOME="$work/home" LANG=C.UTF-8 TERM=xterm-256color COLORTERM=truecolor \
    XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$cache" "$binary" "$@" 2>&1 || echo "exit $?"
}

inputs=()
commands=()
add() { inputs+=("$1"); commands+=("$2"); }

while IFS= read -r file; do
  for format in html "ansi --color always --width 80" "text --width 100"; do
    add "$file" "note --format $format"
  done
  add "$file" "note --format html --standalone"
done < <(find Fixtures -name '*.md' -not -path '*/Transcript/*' | sort)

while IFS= read -r file; do
  for format in json html "html --standalone" "ansi --color always --width 100" \
    "ansi --color always --width 200 --split" "ansi --color always --color-only"; do
    add "$file" "diff --format $format"
  done
done < <(find Fixtures -name '*.diff' | sort)

while IFS= read -r file; do
  for format in html "ansi --color always --width 100" text markdown; do
    add "$file" "transcript --format $format"
  done
done < <(find Fixtures/Transcript -type f \( -name '*.json' -o -name '*.jsonl' \
  -o -name '*.aider.chat.history.md' \) | sort)

# Code in several languages: the project's own sources and scripts, in every highlight format.
while IFS= read -r file; do
  for format in json "ansi --color always" "ansi --color always --line-numbers --header" html \
    "html --standalone" scopes "json --theme dark" "ansi --color always --max-runs 50"; do
    add "$file" "highlight --format $format"
  done
done < <(find Sources/RenderJobs scripts -type f \( -name '*.swift' -o -name '*.sh' \
  -o -name '*.py' \) | sort)

mermaid=$(find Fixtures -name '*.mmd' | sort)
if [ -d "$shared/conformance/mermaid" ]; then
  mermaid+=$'\n'$(find "$shared/conformance/mermaid" -name '*.mmd' | sort)
fi
while IFS= read -r file; do
  [ -n "$file" ] || continue
  add "$file" "diagram --format svg"
  add "$file" "diagram --format ansi --color always --width 120"
done <<<"$mermaid"

differ=0
total=${#inputs[@]}
for index in "${!inputs[@]}"; do
  file="${inputs[$index]}"
  # shellcheck disable=SC2086
  run "$old" "$work/cache-old" ${commands[$index]} "$file" >"$work/old"
  # shellcheck disable=SC2086
  run "$new" "$work/cache-new" ${commands[$index]} "$file" >"$work/new"
  if ! cmp -s "$work/old" "$work/new"; then
    differ=$((differ + 1))
    echo "differs: ${commands[$index]} $file"
  fi
done

# The server: the same requests answered by both (note, diff, highlight and transcript
# methods).
requests="$work/requests.jsonl"
python3 - "$requests" <<'PY'
import json, pathlib, sys
out = open(sys.argv[1], "w")
n = 0
def request(method, params):
    global n
    n += 1
    out.write(json.dumps({"jsonrpc": "2.0", "id": n, "method": method, "params": params}) + "\n")
for path in sorted(pathlib.Path("Fixtures").rglob("*.md")):
    if "Transcript" in path.parts:
        continue
    text = path.read_text(errors="replace")
    for fmt in ["html", "ansi", "text"]:
        request("note/render", {"text": text, "format": fmt})
for path in sorted(pathlib.Path("Fixtures").rglob("*.diff")):
    text = path.read_text(errors="replace")
    for fmt in ["json", "html", "ansi"]:
        request("diff/render", {"text": text, "format": fmt})
for path in sorted(pathlib.Path("scripts").rglob("*.py")):
    text = path.read_text(errors="replace")
    request("highlight", {"text": text, "path": path.name})
    request("highlight", {"text": text, "path": path.name, "themes": ["light", "dark"]})
    request("highlight", {"text": text, "language": "python", "limits": {"maxRuns": 50}})
for path in sorted(pathlib.Path("Fixtures/Transcript").rglob("*.json*")):
    text = path.read_text(errors="replace")
    for fmt in ["html", "ansi", "text"]:
        request("transcript/render", {"text": text, "format": fmt})
PY
count=$(wc -l <"$requests")
sort_answers() { python3 -c 'import sys,json; [print(l.strip()) for l in sorted(sys.stdin, key=lambda l: json.loads(l).get("id", 0))]'; }
run "$old" "$work/cache-old" serve --jsonl --workers 1 <"$requests" | sort_answers >"$work/old"
run "$new" "$work/cache-new" serve --jsonl --workers 1 <"$requests" | sort_answers >"$work/new"
# A "server busy" answer (all requests arrive at once; the queue is bounded) says nothing
# about output: such a pair is counted apart and not compared.
read -r busy changed < <(python3 - "$work/old" "$work/new" <<'PY'
import json, sys
old, new = ([json.loads(line) for line in open(path)] for path in sys.argv[1:3])
busy = lambda answer: answer.get("error", {}).get("data", {}).get("retry") is True
pairs = list(zip(old, new))
skipped = sum(1 for a, b in pairs if busy(a) or busy(b))
changed = sum(1 for a, b in pairs if not (busy(a) or busy(b)) and a != b) + abs(len(old) - len(new))
print(skipped, changed)
PY
)
total=$((total + count - busy))
[ "$busy" -eq 0 ] || echo "serve: $busy of $count answers were \"server busy\" in one build, not compared"
if [ "$changed" -gt 0 ]; then
  differ=$((differ + changed))
  echo "differs: $changed of $count serve answers"
  # The first differences, cut short (under pipefail a cut pipe must not end the script
  # before its summary).
  { diff "$work/old" "$work/new" || true; } | cut -c1-300 | head -n 20 || true
fi

echo "compare-builds: $((total - differ)) of $total outputs identical"
[ "$differ" -eq 0 ]
