#!/usr/bin/env bash
# Highlighting throughput against the peers of ../shared/bench/PEERS.md (release build).
#   scripts/bench/highlight.sh [CORPUS_DIR]
# CORPUS_DIR defaults to $TMPDIR/intent-render-corpus and is built with
# ../shared/bench/make_corpus.sh when missing (it stays out of the repository).
# Peers that are not installed (batcat, highlight) are skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
corpus="${1:-${TMPDIR:-/tmp}/intent-render-corpus}"
if [ ! -f "$corpus/MANIFEST.txt" ]; then
  [ -x ../shared/bench/make_corpus.sh ] || { echo "bench: ../shared/bench not found" >&2; exit 1; }
  echo "bench: building the corpus in $corpus"
  ../shared/bench/make_corpus.sh "$corpus" >/dev/null
fi
bin="$(scripts/build-release.sh)"
runs="${RUNS:-5}"
files=(py_512k.py js_512k.js c_512k.c swift_512k.swift rust_512k.rs go_512k.go md_512k.md
  json_512k.json js_2m.js)
export COLORTERM=truecolor
results=$(mktemp -d)
for file in "${files[@]}"; do
  path=$(find "$corpus" -name "$file" | head -n 1)
  [ -n "$path" ] || { echo "bench: $file not in the corpus, skipped"; continue; }
  # Budgets raised so every file is really highlighted (a fallback would be plain text).
  limit="--max-runs 100000000"
  case "$file" in *_2m*) limit="$limit --max-bytes 4194304" ;; esac
  commands=(
    "$bin highlight $path --format ansi --color always --theme dark $limit"
    "$bin highlight $path --format json $limit"
  )
  names=("intent-render ansi" "intent-render json")
  if command -v batcat >/dev/null; then
    commands+=("batcat --color=always --paging=never --style=plain $path")
    names+=("bat")
  fi
  if command -v highlight >/dev/null; then
    commands+=("highlight -O truecolor $path")
    names+=("highlight")
  fi
  args=()
  for i in "${!commands[@]}"; do args+=(-n "${names[$i]}" "${commands[$i]}"); done
  hyperfine --warmup 1 --runs "$runs" --output=pipe --export-json "$results/$file.json" \
    "${args[@]}" >/dev/null 2>&1 || { echo "bench: hyperfine failed on $file"; continue; }
done
python3 - "$results" "${files[@]}" <<'PY'
import json, os, sys
results, files = sys.argv[1], sys.argv[2:]
tools = ["intent-render ansi", "intent-render json", "bat", "highlight"]
print("Median wall seconds, and CPU seconds (user + system, mean) in brackets. Ratios are")
print("bat's time over ours for ANSI: wall (what a user waits; long files use every core) and")
print("CPU (the work done; steadier on a shared machine).")
print()
print("| file | " + " | ".join(tools) + " | bat / ours (wall) | bat / ours (CPU) |")
print("|---|" + "---:|" * (len(tools) + 2))
for f in files:
    p = os.path.join(results, f + ".json")
    if not os.path.exists(p):
        continue
    r = {x["command"]: x for x in json.load(open(p))["results"]}
    cpu = lambda t: r[t]["user"] + r[t]["system"] if t in r else None
    cells = [f"{r[t]['median']:.3f} ({cpu(t):.3f})" if t in r else "–" for t in tools]
    wall = lambda t: r[t]["median"] if t in r else None
    ratios = []
    for measure in (wall, cpu):
        ours, bat = measure("intent-render ansi"), measure("bat")
        ratios.append(f"{bat / ours:.2f}x" if ours and bat else "–")
    print(f"| {f} | " + " | ".join(cells) + f" | {ratios[0]} | {ratios[1]} |")
PY
rm -rf "$results"
