#!/usr/bin/env bash
# Many small files in many languages, highlighted one process per file as a shell loop or an
# editor's preview would, against bat in the same run (#33 "Start-up"):
#   scripts/bench/many-files.sh [CORPUS_DIR]
# Without CORPUS_DIR the corpus is taken from the machine: up to PER (default 4) files under
# 16 KiB for each extension below, from /usr/share and /usr/lib (Debian's own sources, Python's
# and Ruby's libraries, Linguist's grammar tests). Prints:
#   1. the whole corpus, one process per file, the asset cache emptied before each language's
#      first file (cold per language), intent-render against bat (hyperfine -N, RUNS runs);
#   2. per language, the first run in a new language against a warm one, two ways: with an
#      empty cache (the first run ever), and with a cache that another language's file filled
#      (what a user who has highlighted anything before meets: only this language is new).
# BIN skips the release build; bat and hyperfine come from Debian (bat is `batcat` there).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine batcat; do
  command -v "$tool" >/dev/null || { echo "install $tool (apt-get install ${tool/batcat/bat})" >&2; exit 2; }
done
bin="${BIN:-$(scripts/build-release.sh)}"
runs="${RUNS:-5}"
per="${PER:-4}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
extensions=(py rb pl pm sh c h cpp hpp js ts json xml html css yml yaml md rs go java lua tcl el
  scm m4 mk cmake swift hs ml rst tex sql awk vim php)

corpus="$work/corpus"
mkdir -p "$corpus"
if [ $# -ge 1 ]; then
  cp -r "$1"/. "$corpus"/
else
  # awk reads to the end where `head` would exit early: `sort`, cut off, would fail the
  # pipeline (pipefail) and stop the script once a language has many files.
  for ext in "${extensions[@]}"; do
    find /usr/share /usr/lib -type f -name "*.$ext" -size -16k -size +200c 2>/dev/null |
      sort | awk -v n="$per" 'NR <= n' | while IFS= read -r file; do
        cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
      done
  done
fi
# Grouped by extension (the last dot's suffix; copied names keep their folders' dots, such as
# `python3.11`), so each language's files come together and its cache is emptied once.
# hyperfine -N splits a command on spaces: a file name with one (`launcher manifest.xml`) would
# become two arguments, so spaces in names become underscores.
find "$corpus" -type f -name '* *' | while IFS= read -r spaced; do
  mv "$spaced" "$(dirname "$spaced")/$(basename "$spaced" | tr ' ' '_')"
done
# A file's language key: its name's last extension, or the whole name when it has none
# (`Makefile`, `Dockerfile`); the folders' dots (a temporary folder's) never count.
key_awk='function key(path,  name) { name = path; sub(/.*\//, "", name)
  return name ~ /\./ ? substr(name, match(name, /\.[^.]*$/) + 1) : name }'
mapfile -t files < <(find "$corpus" -type f | awk "$key_awk"' { print key($0) "\t" $0 }' | sort | cut -f2-)
keys() { printf '%s\n' "$@" | awk "$key_awk"' { print key($0) }'; }
[ "${#files[@]}" -gt 0 ] || { echo "no corpus files found" >&2; exit 1; }

# One loop per tool: the cache is emptied whenever the extension changes (cold per language).
loop="$work/loop.sh"
cat >"$loop" <<'SH'
#!/usr/bin/env bash
tool=$1 bin=$2 cache=$3; shift 3
last=""
for file in "$@"; do
  name=${file##*/}
  case $name in *.*) ext=${name##*.} ;; *) ext=$name ;; esac
  if [ "$ext" != "$last" ]; then rm -rf "$cache"; mkdir -p "$cache"; last=$ext; fi
  if [ "$tool" = ours ]; then
    XDG_CACHE_HOME="$cache" "$bin" highlight "$file" --format ansi --color always >/dev/null 2>&1
  else
    XDG_CACHE_HOME="$cache" batcat --color=always --paging=never --style=plain "$file" >/dev/null 2>&1
  fi
done
SH
chmod +x "$loop"
languages=$(keys "${files[@]}" | sort -u | wc -l)
echo "== ${#files[@]} files in $languages extensions, one process each, cold cache per language"
export COLORTERM=truecolor
printf '%s\n' "${files[@]}" >"$work/list"
hyperfine -N --warmup 1 --runs "$runs" --output=pipe --export-json "$work/corpus.json" \
  -n intent-render "bash $loop ours $bin $work/cache-ours $(tr '\n' ' ' <"$work/list")" \
  -n bat "bash $loop bat $bin $work/cache-bat $(tr '\n' ' ' <"$work/list")" 2>&1 |
  grep -vE "^\s*$|Range|Warning"
# On a shared machine wall time includes waiting for a core: CPU time (user + system) is shown
# beside it, and the floor is judged on both.
python3 - "$work/corpus.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
o, b = r["intent-render"], r["bat"]
cpu = lambda x: (x["user"] + x["system"])
print(f"whole corpus: intent-render {o['median']:.2f} s wall, {cpu(o):.2f} s CPU; "
      f"bat {b['median']:.2f} s wall, {cpu(b):.2f} s CPU; "
      f"ratio {o['median'] / b['median']:.2f}x wall, {cpu(o) / cpu(b):.2f}x CPU: "
      + ("beats bat" if o["median"] < b["median"] and cpu(o) < cpu(b) else "does NOT beat bat on both"))
PY

echo "== first run in a new language against a warm one, per file (ms; wall = median, cpu = mean"
echo "   user + system; COLD: empty asset cache; NEW: the cache holds another language's assets;"
echo "   /W: against WARM)"
printf '%-6s %7s %7s %7s %6s %6s %8s %8s %8s %6s %6s %7s %7s\n' EXT COLD NEW WARM COLD/W NEW/W \
  COLDCPU NEWCPU WARMCPU COLD/W NEW/W BAT BATCPU
for ext in $(keys "${files[@]}" | sort -u); do
  # awk reads the whole list: `head` stopping early would fail the pipe under pipefail.
  pick() { printf '%s\n' "${files[@]}" | awk -v e="$ext" -v same="$1" \
    "$key_awk"' { if ((key($0) == e) == same && !f) { print; f = 1 } }'; }
  file=$(pick 1)
  other=$(pick 0)
  cache="$work/cache-$ext"
  json="$work/$ext.json"
  hyperfine -N --runs "$runs" --output=pipe --export-json "$json" \
    --prepare "rm -rf $cache" \
    -n cold "env XDG_CACHE_HOME=$cache $bin highlight $file --format ansi --color always" \
    >/dev/null 2>&1
  hyperfine -N --runs "$runs" --output=pipe --export-json "$json.new" \
    --prepare "bash -c 'rm -rf $cache && XDG_CACHE_HOME=$cache $bin highlight $other >/dev/null'" \
    -n new "env XDG_CACHE_HOME=$cache $bin highlight $file --format ansi --color always" \
    >/dev/null 2>&1
  XDG_CACHE_HOME="$cache" "$bin" highlight "$file" --format ansi --color always >/dev/null 2>&1
  hyperfine -N --warmup 1 --runs "$runs" --output=pipe --export-json "$json.warm" \
    -n warm "env XDG_CACHE_HOME=$cache $bin highlight $file --format ansi --color always" \
    -n bat "batcat --color=always --paging=never --style=plain $file" >/dev/null 2>&1
  python3 - "$ext" "$json" "$json.warm" "$json.new" <<'PY'
import json, sys
ext, cold, warm, new = sys.argv[1], *(json.load(open(path)) for path in sys.argv[2:5])
cpu = lambda r: (r["user"] + r["system"]) * 1000
c, cc = cold["results"][0]["median"] * 1000, cpu(cold["results"][0])
(w, wc), (b, bc) = ((r["median"] * 1000, cpu(r)) for r in warm["results"])
n, nc = new["results"][0]["median"] * 1000, cpu(new["results"][0])
print(f"{ext:<6} {c:7.1f} {n:7.1f} {w:7.1f} {c / w:5.2f}x {n / w:5.2f}x"
      f" {cc:8.1f} {nc:8.1f} {wc:8.1f} {cc / wc:5.2f}x {nc / wc:5.2f}x {b:7.1f} {bc:7.1f}")
PY
done | tee "$work/per-language"
awk '{ for (i = 5; i <= 11; i++) gsub("x", "", $i); n++
       if ($5 <= 2) cw++; if ($6 <= 2) nw++; if ($10 <= 2) cc++; if ($11 <= 2) nc++
       if ($5 > mcw) mcw = $5; if ($6 > mnw) mnw = $6; if ($10 > mcc) mcc = $10; if ($11 > mnc) mnc = $11 }
     END { printf "first run <= 2x warm, only the language new: %d of %d languages by wall (worst %.2fx), %d of %d by CPU (worst %.2fx)\n", nw, n, mnw, nc, n, mnc
           printf "first run <= 2x warm, empty cache: %d of %d languages by wall (worst %.2fx), %d of %d by CPU (worst %.2fx)\n", cw, n, mcw, cc, n, mcc }' \
  "$work/per-language"
