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
swift build -c release --product intent-render 2>&1 | grep -vE "^warning: prohibited flag|^\[" || true
bin="$(swift build -c release --show-bin-path)/intent-render"
runs="${RUNS:-5}"
files=(py_512k.py js_512k.js c_512k.c swift_512k.swift rust_512k.rs go_512k.go md_512k.md
  json_512k.json js_2m.js)
export COLORTERM=truecolor
results=$(mktemp -d)
for file in "${files[@]}"; do
  path=$(find "$corpus" -name "$file" | head -n 1)
  [ -n "$path" ] || { echo "bench: $file not in the corpus, skipped"; continue; }
  limit=""
  case "$file" in *_2m*) limit="--max-bytes 4194304" ;; esac
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
print("| file | intent-render ansi s | intent-render json s | bat s | highlight s | bat / ours (ansi) |")
print("|---|---:|---:|---:|---:|---:|")
for f in files:
    p = os.path.join(results, f + ".json")
    if not os.path.exists(p):
        continue
    r = {x["command"]: x["median"] for x in json.load(open(p))["results"]}
    ours, js = r.get("intent-render ansi"), r.get("intent-render json")
    bat, hl = r.get("bat"), r.get("highlight")
    cell = lambda v: f"{v:.3f}" if v is not None else "–"
    ratio = f"{bat / ours:.2f}x" if bat and ours else "–"
    print(f"| {f} | {cell(ours)} | {cell(js)} | {cell(bat)} | {cell(hl)} | {ratio} |")
PY
rm -rf "$results"
