#!/usr/bin/env bash
# Times the 500-message sequence diagram of the bench corpus against mscgen (same messages),
# release build, whole process. Usage: scripts/bench/sequence.sh [CORPUS_DIR]
# CORPUS_DIR defaults to a temporary folder filled by ../shared/bench/make_corpus.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=${1:-}
if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
  ../shared/bench/make_corpus.sh "$corpus" >/dev/null
fi
command -v mscgen >/dev/null || { echo "mscgen is not installed (apt-get install mscgen)"; exit 1; }
swift build -c release --product intent-render 2>&1 | grep -E "error|Compiling|Build complete" | tail -n 3
bin="$(swift build -c release --show-bin-path)/intent-render"
hyperfine --warmup 3 --runs 20 -N \
  "$bin diagram $corpus/seq_500.mmd" \
  "mscgen -T svg -o - $corpus/seq_500.msc"
