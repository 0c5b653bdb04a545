#!/usr/bin/env bash
# Language detection against GitHub Linguist on a corpus of this machine's own files.
#
# Lists text files from system directories at run time (sources, libraries, scripts and docs
# the distribution installed: Python's, Ruby's, Perl's and Node's libraries, headers, man
# pages, shared data), at most PER_KEY files per extension (or per file name when there is
# none) and AMBIGUOUS_PER_KEY for an extension several of Linguist's languages share,
# asks Linguist (its Ruby library, once for all files: what `github-linguist FILE` prints)
# and `intent-render highlight --format json` for each file's language, and prints the
# agreement per language and every disagreement. No file is copied anywhere.
#
# Usage: scripts/detect-corpus.sh [BINARY] [ROOT...]
#   BINARY  intent-render to test (default .build/release/intent-render)
#   ROOT    directories to list (default: a set of system directories)
# Environment: PER_KEY (default 25), AMBIGUOUS_PER_KEY (default 200), MAX_FILES (default
#   9000), JOBS (default 2),
#   OUT (a directory for the lists; default a temporary one).
set -euo pipefail

binary=${1:-.build/release/intent-render}
shift || true
roots=("$@")
if [ ${#roots[@]} -eq 0 ]; then
  roots=(/usr/share /usr/include /usr/lib /usr/bin /usr/sbin /etc)
fi
per_key=${PER_KEY:-25}
ambiguous_per_key=${AMBIGUOUS_PER_KEY:-200}
max_files=${MAX_FILES:-9000}
jobs=${JOBS:-2}
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"

command -v ruby >/dev/null || { echo "detect-corpus: needs ruby with the github-linguist gem" >&2; exit 2; }
[ -x "$binary" ] || { echo "detect-corpus: no binary at $binary (build it first)" >&2; exit 2; }

# 1. The corpus: regular files (no symlinks, which Linguist reads differently), 1 byte to
#    1 MiB, no NUL in the first 8000 bytes, a few per extension so every kind counts.
languages_json=$(ruby -rlinguist -e 'puts File.join(File.dirname(Linguist::Samples::PATH), "languages.json")')
python3 - "$per_key" "$ambiguous_per_key" "$max_files" "$languages_json" "${roots[@]}" \
  >"$out/files.txt" <<'PY'
import collections, json, os, sys
per_key, ambiguous_per_key, max_files = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
claims = collections.Counter()
for language in json.load(open(sys.argv[4])).values():
    for extension in language.get("extensions", []):
        claims[extension.lstrip(".").lower()] += 1
roots = sys.argv[5:]
by_key = {}
for root in roots:
    for directory, subdirs, names in os.walk(root):
        subdirs.sort()
        for name in sorted(names):
            path = os.path.join(directory, name)
            try:
                if os.path.islink(path) or not os.path.isfile(path):
                    continue
                size = os.path.getsize(path)
                if size == 0 or size > 1 << 20:
                    continue
                with open(path, "rb") as handle:
                    if b"\0" in handle.read(8000):
                        continue
            except OSError:
                continue
            key = name.rsplit(".", 1)[1].lower() if "." in name.lstrip(".") else name
            bucket = by_key.setdefault(key, [])
            if len(bucket) < (ambiguous_per_key if claims[key] > 1 else per_key):
                bucket.append(path)
files = sorted(path for bucket in by_key.values() for path in bucket)
step = len(files) / max_files if len(files) > max_files else 1
for index in range(min(len(files), max_files)):
    print(files[int(index * step)])
PY
total=$(wc -l <"$out/files.txt")
echo "corpus: $total files from ${roots[*]}" >&2

# 2. Linguist's answers, one process for all files (`github-linguist FILE` prints
#    `blob.language` of a `FileBlob`; files it calls binary are left out of the comparison).
ruby -e '
  require "linguist"
  STDIN.each_line do |line|
    path = line.chomp
    blob = Linguist::FileBlob.new(path, Dir.pwd)
    kind = blob.binary? ? "binary" : "text"
    language = blob.language
    puts [path, kind, language ? language.name : ""].join("\t")
  end
' <"$out/files.txt" >"$out/linguist.tsv"

# The CLI itself on a few files, to check the library call above says what it says.
head -n 5 "$out/files.txt" | while read -r path; do
  cli=$(github-linguist "$path" 2>/dev/null | sed -n 's/^  language: *//p')
  lib=$(awk -F'\t' -v p="$path" '$1 == p { print $3 }' "$out/linguist.tsv")
  [ "$cli" = "$lib" ] || echo "warning: github-linguist says '$cli' for $path, the library '$lib'" >&2
done

# 3. intent-render's answers (the language of the JSON output; one byte of budget, so no
#    file is highlighted, only detected).
export binary
xargs -d '\n' -P "$jobs" -n 50 sh -c '
  for path do
    language=$("$binary" highlight "$path" --format json --max-bytes 1 2>/dev/null \
      | sed -n "s/^{\"language\":\(null\|\"\([^\"]*\)\"\).*/\2/p")
    printf "%s\t%s\n" "$path" "$language"
  done
' sh <"$out/files.txt" | sort >"$out/ours.tsv"

# 4. The comparison: Linguist's name as intent-render's identifier (lower case, dashes).
python3 - "$out/linguist.tsv" "$out/ours.tsv" <<'PY'
import sys, collections
linguist = {}
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    path, kind, name = line.rstrip("\n").split("\t")
    linguist[path] = (kind, name)
ours = {}
for line in open(sys.argv[2], encoding="utf-8", errors="replace"):
    path, identifier = line.rstrip("\n").split("\t")
    ours[path] = identifier
ident = lambda name: name.lower().replace(" ", "-")
per_language = collections.defaultdict(lambda: [0, 0])
disagreements, binary = [], 0
for path, (kind, name) in sorted(linguist.items()):
    if kind == "binary":
        binary += 1
        continue
    mine = ours.get(path, "")
    agree = mine == ident(name)
    row = per_language[name or "(none)"]
    row[0] += 1
    row[1] += agree
    if not agree:
        disagreements.append((path, name or "(none)", mine or "(none)"))
compared = sum(row[0] for row in per_language.values())
agreed = sum(row[1] for row in per_language.values())
named = [row for name, row in per_language.items() if name != "(none)"]
named_count = sum(row[0] for row in named) + sum(1 for d in disagreements if d[1] == "(none)")
named_agreed = sum(row[1] for row in named)
print(f"files compared: {compared} (left out as binary by Linguist: {binary})")
print(f"agreement: {agreed}/{compared} = {100 * agreed / max(compared, 1):.2f}%")
print(f"agreement where either names a language: {named_agreed}/{named_count}"
      f" = {100 * named_agreed / max(named_count, 1):.2f}%")
print(f"languages: {len(per_language)}")
print()
print(f"{'Linguist language':32} {'files':>6} {'agree':>6}")
for name, (count, agree) in sorted(per_language.items(), key=lambda item: (-item[1][0], item[0])):
    print(f"{name:32} {count:6} {agree:6}")
print()
print(f"disagreements ({len(disagreements)}):")
for path, theirs, mine in disagreements:
    print(f"  {path}\tlinguist={theirs}\tintent-render={mine}")
PY
