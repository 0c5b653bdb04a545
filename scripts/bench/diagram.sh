#!/usr/bin/env bash
# Benchmarks `intent-render diagram` against Graphviz `dot -Tsvg` on the flowcharts of the
# bench corpus (the same graph in both syntaxes), whole process, and compares the layouts
# measured in both SVGs by one script (layout-metrics.py): edge crossings, edges through a
# node that is not their end, and drawing area (dot's in pt, where its 14-pt text is as large
# as our 14-px text, so the two areas hold the same text). Floors (issue 15): 4x faster than
# dot, crossings at most dot's, no edge through a node, area at most 1.3x dot's.
# usage: scripts/bench/diagram.sh [CORPUS_DIR]   (built with ../shared/bench/make_corpus.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus="${1:-}"
if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
  ../shared/bench/make_corpus.sh "$corpus" >/dev/null
fi
command -v dot >/dev/null || { echo "dot is missing (apt-get install graphviz)"; exit 1; }
command -v hyperfine >/dev/null || { echo "hyperfine is missing"; exit 1; }
bin="$(scripts/build-release.sh)"
work=$(mktemp -d)
status=0
printf '| graph | intent-render | dot -Tsvg | speed-up | crossings (ours / dot) | through nodes (ours / dot) | area (ours / dot) | peak RSS (ours / dot) |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|\n'
for size in 50 200 500; do
  mmd="$corpus/flow_$size.mmd"
  gv="$corpus/flow_$size.dot"
  hyperfine -N --warmup 2 --runs 10 --export-json "$work/$size.json" \
    "$bin diagram $mmd" "dot -Tsvg $gv" >/dev/null 2>&1
  "$bin" diagram "$mmd" -o "$work/ours.svg"
  dot -Tsvg "$gv" -o "$work/dot.svg"
  read -r cross_ours through_ours _ area_ours < <(python3 scripts/bench/layout-metrics.py "$work/ours.svg")
  read -r cross_dot through_dot _ area_dot < <(python3 scripts/bench/layout-metrics.py "$work/dot.svg")
  read -r mean_ours mean_dot < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(r[0]["mean"], r[1]["mean"])' "$work/$size.json")
  ratio=$(python3 -c "print(f'{$mean_dot / $mean_ours:.1f}')")
  area_ratio=$(python3 -c "print(f'{$area_ours / $area_dot:.2f}')")
  rss_ours=$(/usr/bin/time -f %M "$bin" diagram "$mmd" 2>&1 >/dev/null | tail -n 1)
  rss_dot=$(/usr/bin/time -f %M dot -Tsvg "$gv" 2>&1 >/dev/null | tail -n 1)
  printf '| flow_%s | %.1f ms | %.1f ms | %sx | %s / %s | %s / %s | %.1fM / %.1fM (%sx) | %s / %s MiB |\n' \
    "$size" "$(python3 -c "print($mean_ours * 1000)")" "$(python3 -c "print($mean_dot * 1000)")" \
    "$ratio" "$cross_ours" "$cross_dot" "$through_ours" "$through_dot" \
    "$(python3 -c "print($area_ours / 1e6)")" "$(python3 -c "print($area_dot / 1e6)")" \
    "$area_ratio" "$((rss_ours / 1024))" "$((rss_dot / 1024))"
  python3 -c "import sys; sys.exit(0 if $mean_dot / $mean_ours >= 4 else 1)" ||
    { echo "below the floor: flow_$size is less than 4x faster than dot"; status=1; }
  [ "$cross_ours" -le "$cross_dot" ] ||
    { echo "below the floor: flow_$size has more crossings than dot"; status=1; }
  [ "$through_ours" -eq 0 ] ||
    { echo "below the floor: flow_$size has edges through nodes"; status=1; }
  python3 -c "import sys; sys.exit(0 if $area_ours <= 1.3 * $area_dot else 1)" ||
    { echo "below the floor: flow_$size is more than 1.3x dot's area"; status=1; }
done
rm -rf "$work"
exit $status
