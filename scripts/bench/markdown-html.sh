#!/usr/bin/env bash
# Benchmark: `intent-render note --format html` against cmark-gfm on the 10 MiB Markdown file of
# the shared bench corpus (release build, hyperfine), plus peak memory.
#   scripts/bench/markdown-html.sh [CORPUS_DIR]
# CORPUS_DIR defaults to .build/bench-corpus, built with ../shared/bench/make_corpus.sh when
# missing (the corpus stays out of the repository).
# Floors (issue 2): time within 1.5x of cmark-gfm's, peak memory under 4x the input size.
set -euo pipefail
cd "$(dirname "$0")/../.."
shared="${INTENT_RENDER_SHARED:-../shared}"
corpus="${1:-.build/bench-corpus}"
input="$corpus/md_10m.md"
if [ ! -f "$input" ]; then
  echo "bench: building the corpus in $corpus"
  "$shared/bench/make_corpus.sh" "$corpus" >/dev/null
fi
command -v hyperfine >/dev/null || { echo "bench: hyperfine is not installed" >&2; exit 1; }

echo "bench: swift build -c release"
bin="$(scripts/build-release.sh)"
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

ours="$bin note --format html $input"
peer="cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist $input"
hyperfine --warmup 1 --runs "${RUNS:-10}" --output=null \
  --export-markdown "$results/table.md" --export-json "$results/times.json" \
  -n "intent-render note --format html" "$ours" -n "cmark-gfm (GFM extensions)" "$peer"
echo
cat "$results/table.md"

size=$(stat -c %s "$input")
peak_kib=$(/usr/bin/time -f "%M" $ours 2>&1 >/dev/null | tail -n 1)
peer_kib=$(/usr/bin/time -f "%M" $peer 2>&1 >/dev/null | tail -n 1)
: >"$results/empty.md"
base_kib=$(/usr/bin/time -f "%M" "$bin" note --format html "$results/empty.md" 2>&1 >/dev/null | tail -n 1)
python3 - "$results/times.json" "$size" "$peak_kib" "$peer_kib" "$base_kib" <<'PY'
import json, sys
times = json.load(open(sys.argv[1]))["results"]
ours, peer = times[0]["mean"], times[1]["mean"]
size, peak, peer_peak, base = (int(sys.argv[2]), int(sys.argv[3]) * 1024,
                               int(sys.argv[4]) * 1024, int(sys.argv[5]) * 1024)
ratio, memory, added = ours / peer, peak / size, (peak - base) / size
mib = 1048576
print(f"\ninput {size / mib:.1f} MiB; time {ours:.3f} s vs {peer:.3f} s = {ratio:.2f}x (floor 1.50x)")
print(f"peak RSS {peak / mib:.1f} MiB = {memory:.2f}x input; empty note {base / mib:.1f} MiB; "
      f"added by the note {(peak - base) / mib:.1f} MiB = {added:.2f}x input (floor 4.00x); "
      f"cmark-gfm {peer_peak / mib:.1f} MiB = {peer_peak / size:.2f}x")
ok = ratio <= 1.5 and added < 4.0
print("bench: " + ("ok" if ok else "BELOW FLOOR"))
sys.exit(0 if ok else 1)
PY
