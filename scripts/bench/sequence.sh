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
bin="$(scripts/build-release.sh)"
hyperfine --warmup 3 --runs 20 -N \
  "$bin diagram $corpus/seq_500.mmd" \
  "mscgen -T svg -o - $corpus/seq_500.msc"
printf 'peak RSS: intent-render %s KiB, mscgen %s KiB\n' \
  "$(/usr/bin/time -f %M "$bin" diagram "$corpus/seq_500.mmd" 2>&1 >/dev/null | tail -n 1)" \
  "$(/usr/bin/time -f %M mscgen -T svg -o - "$corpus/seq_500.msc" 2>&1 >/dev/null | tail -n 1)"
