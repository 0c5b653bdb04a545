#!/usr/bin/env bash
# Diff rendering against the peers of ../shared/bench/PEERS.md (release build):
#   scripts/bench/diff.sh [CORPUS_DIR]
# CORPUS_DIR (default $TMPDIR/intent-render-corpus) must hold diff_512k.diff and diff_5m.diff
# from ../shared/bench/make_corpus.sh, which is run when they are missing (the corpus stays
# out of the repository). Peers that are not installed (batcat, colordiff) are skipped.
# Prints a Markdown table: median seconds (hyperfine) and peak RSS (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus="${1:-${TMPDIR:-/tmp}/intent-render-corpus}"
if [ ! -f "$corpus/diff_5m.diff" ] || [ ! -f "$corpus/diff_512k.diff" ]; then
  [ -x ../shared/bench/make_corpus.sh ] || { echo "bench: ../shared/bench not found" >&2; exit 1; }
  echo "bench: building the corpus in $corpus"
  ../shared/bench/make_corpus.sh "$corpus" >/dev/null
fi
bin="$(scripts/build-release.sh)"
runs="${RUNS:-3}"
export COLORTERM=truecolor
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
files=(diff_512k.diff diff_5m.diff)
for file in "${files[@]}"; do
  path="$corpus/$file"
  names=("intent-render unified" "intent-render split" "intent-render json")
  commands=(
    "$bin diff $path --color=always --width 120"
    "$bin diff $path --color=always --split --width 200"
    "$bin diff $path --format json"
  )
  if command -v batcat >/dev/null; then
    names+=("bat -l diff")
    commands+=("batcat --paging=never --color=always --style=plain --language=diff $path")
  fi
  if command -v colordiff >/dev/null; then
    names+=("colordiff")
    commands+=("colordiff --color=yes < $path")
  fi
  args=()
  for i in "${!commands[@]}"; do
    args+=(-n "${names[$i]}" "${commands[$i]}")
    rss=$( { /usr/bin/time -f %M sh -c "${commands[$i]} | cat > /dev/null"; } 2>&1 | tail -n 1)
    printf '%s\t%s\t%s\n' "$file" "${names[$i]}" "$rss" >> "$results/rss.tsv"
  done
  hyperfine --warmup 1 --runs "$runs" --output=pipe --export-json "$results/$file.json" \
    "${args[@]}" >/dev/null 2>&1 || { echo "bench: hyperfine failed on $file"; continue; }
done
python3 - "$results" "$corpus" "${files[@]}" <<'PY'
import json, os, sys
results, corpus, files = sys.argv[1], sys.argv[2], sys.argv[3:]
rss = {}
for line in open(os.path.join(results, "rss.tsv")):
    f, name, kb = line.rstrip("\n").split("\t")
    rss[(f, name)] = int(kb) / 1024 if kb.isdigit() else None
print("| input | tool | median s | MiB/s | x bat | peak RSS MiB |")
print("|---|---|---:|---:|---:|---:|")
for f in files:
    p = os.path.join(results, f + ".json")
    if not os.path.exists(p):
        continue
    size = os.path.getsize(os.path.join(corpus, f)) / 1048576
    r = {x["command"]: x["median"] for x in json.load(open(p))["results"]}
    bat = r.get("bat -l diff")
    for name, median in r.items():
        ratio = f"{median / bat:.2f}" if bat else "–"
        mem = rss.get((f, name))
        print(f"| {f} | {name} | {median:.3f} | {size / median:.2f} | {ratio} | "
              + (f"{mem:.1f}" if mem else "?") + " |")
PY
