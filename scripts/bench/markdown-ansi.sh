#!/usr/bin/env bash
# Markdown → ANSI benchmark: `intent-render note --format ansi` (release build) on the 10 MiB
# Markdown file of the shared bench corpus, against Rich (the terminal Markdown peer) and
# cmark-gfm's HTML time, then peak memory. Floors: ≥ 20x faster than Rich, within 3x of
# cmark-gfm, peak RSS under 4x the input.
#   scripts/bench/markdown-ansi.sh [CORPUS_DIR]
# The corpus is built outside the repository (default: $TMPDIR/intent-render-corpus).
# RICH_RUNS (default 1) and RUNS (default 5) set the number of timed runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
shared="${INTENT_RENDER_SHARED:-$(pwd)/../shared}"
corpus="${1:-${TMPDIR:-/tmp}/intent-render-corpus}"
runs="${RUNS:-5}"
rich_runs="${RICH_RUNS:-1}"

[ -d "$shared/bench" ] || { echo "bench: $shared/bench not found" >&2; exit 1; }
file="$corpus/md_10m.md"
[ -f "$file" ] || "$shared/bench/make_corpus.sh" "$corpus" >/dev/null
command -v hyperfine >/dev/null || { echo "bench: hyperfine is not installed" >&2; exit 1; }

bin="$(scripts/build-release.sh)"
ours="$bin note --format ansi --width 100 --color always $file"
cmark="cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist $file"
rich="python3 $shared/bench/rich_md.py $file 100"

out=$(mktemp -d)
hyperfine --warmup 1 --runs "$runs" --output=pipe --export-json "$out/fast.json" \
  -n intent-render "$ours" -n cmark-gfm-html "$cmark"
if python3 -c "import rich" 2>/dev/null; then
  hyperfine --runs "$rich_runs" --output=pipe --export-json "$out/rich.json" -n rich "$rich"
else
  echo "bench: rich is not installed (pip install rich==15.0.0): its row is skipped"
fi

rss() { /usr/bin/time -f %M sh -c "$1 | cat >/dev/null" 2>&1 >/dev/null | tail -n 1; }
ours_kib=$(rss "$ours")
input_kib=$(($(stat -c %s "$file") / 1024))

python3 - "$out" "$ours_kib" "$input_kib" <<'PY'
import json, os, sys
out, ours_kib, input_kib = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = {}
for name in ("fast.json", "rich.json"):
    path = os.path.join(out, name)
    if os.path.exists(path):
        for r in json.load(open(path))["results"]:
            rows[r["command"]] = r["median"]
ours = rows["intent-render"]
cmark = rows["cmark-gfm-html"]
print()
print("| command | median s | vs intent-render |")
print("|---|---:|---:|")
for name, median in rows.items():
    print(f"| {name} | {median:.3f} | {median / ours:.2f}x |")
print()
ok = True
print(f"intent-render / cmark-gfm html: {ours / cmark:.2f}x (floor: within 3x)")
ok &= ours <= 3 * cmark
if "rich" in rows:
    print(f"rich / intent-render: {rows['rich'] / ours:.1f}x (floor: at least 20x)")
    ok &= rows["rich"] >= 20 * ours
print(f"peak RSS: {ours_kib / 1024:.1f} MiB for {input_kib / 1024:.1f} MiB input "
      f"({ours_kib / input_kib:.1f}x; floor: under 4x)")
ok &= ours_kib < 4 * input_kib
print("bench: floors met" if ok else "bench: BELOW FLOOR")
sys.exit(0 if ok else 1)
PY
