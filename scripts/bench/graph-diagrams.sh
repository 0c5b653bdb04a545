#!/usr/bin/env bash
# Times the state, class and ER diagram layouts on 500-edge inputs (make-graph-diagrams.py)
# against Graphviz `dot -Tsvg` on the same graphs, release build, whole process. Floor: each
# under 150 ms.
# usage: scripts/bench/graph-diagrams.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v dot >/dev/null || { echo "dot is missing (apt-get install graphviz)"; exit 1; }
command -v hyperfine >/dev/null || { echo "hyperfine is missing"; exit 1; }
bin="$(scripts/build-release.sh)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/bench/make-graph-diagrams.py "$work"
status=0
printf '| input | intent-render | dot -Tsvg | speed-up |\n|---|---:|---:|---:|\n'
for name in state_500 class_500 er_500; do
  hyperfine -N --warmup 2 --runs 10 --export-json "$work/$name.json" \
    "$bin diagram $work/$name.mmd" "dot -Tsvg $work/$name.dot" >/dev/null 2>&1
  read -r ours theirs < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(r[0]["mean"] * 1000, r[1]["mean"] * 1000)' "$work/$name.json")
  printf '| %s | %.1f ms | %.1f ms | %.1fx |\n' "$name" "$ours" "$theirs" \
    "$(python3 -c "print($theirs / $ours)")"
  python3 -c "import sys; sys.exit(0 if $ours < 150 else 1)" ||
    { echo "below the floor: $name takes 150 ms or more"; status=1; }
done
exit $status
