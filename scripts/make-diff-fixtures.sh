#!/usr/bin/env bash
# Makes the real-git diff fixtures of Fixtures/DiffView/git/: every diff shape the diff command
# reads (merges under --cc and --combined, a 66-parent octopus, renames and copies, binary
# patches, CRLF, submodules, word diffs, --graph logs, fuller and raw headers), produced by git
# itself in a throw-away repository with fixed names, dates and configuration. Run it only to
# regenerate them on purpose; the outputs are reviewed and committed.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/Fixtures/DiffView/git"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null LC_ALL=C TZ=UTC
export GIT_AUTHOR_NAME="Ada Author" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Cy Committer" GIT_COMMITTER_EMAIL="cy@example.com"
tick=1700000000
stamp() { tick=$((tick + 60)); export GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$((tick + 30)) +0000"; }
commit() { stamp; git commit -q "$@"; }
save() { local name=$1; shift; git "$@" >"$out/$name"; }

mkdir -p "$out" "$work/repo"
cd "$work/repo"
git init -q -b main
git config core.autocrlf false
git config diff.renames true

# Two-parent merge whose result differs from both sides (conflict resolved by hand).
printf 'alpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\n' >greek.txt
printf 'fn main() {\n    println!("hello");\n}\n' >main.rs
git add -A; commit -m "base"
git checkout -q -b side
sed -i 's/beta/beta (side)/; s/eta$/eta (side)/' greek.txt
printf 'fn main() {\n    println!("hello from side");\n}\n' >main.rs
git commit -qam "side edits" --date="@$((tick + 5)) +0000"; stamp
git checkout -q main
sed -i 's/beta/beta (main)/; s/theta/theta (main)/' greek.txt
printf 'fn main() {\n    println!("hello from main");\n    exit(0);\n}\n' >main.rs
commit -am "main edits"
git merge -q side -m "merge side" >/dev/null 2>&1 || true
printf 'alpha\nbeta (both)\ngamma\ndelta\nepsilon\nzeta\neta (side)\ntheta (main)\niota\n' >greek.txt
printf 'fn main() {\n    println!("hello from both");\n    exit(0);\n}\n' >main.rs
git add -A; commit --no-edit
save merge-cc.diff show --cc --format=medium HEAD
save merge-combined.diff show -c HEAD
save log-cc.diff log -p --cc
save graph.diff log --graph -p --cc
save fuller.diff log --format=fuller -p --cc
save raw.diff log --format=raw -p --cc

# A conflicted merge in progress: `git diff` prints `diff --cc` with the conflict markers.
git checkout -q -b other HEAD~1
sed -i 's/gamma/gamma (other)/' greek.txt; commit -am "other"
git checkout -q -b conflict main
sed -i 's/gamma/gamma (conflict)/' greek.txt; commit -am "conflict"
git merge -q other -m "merge other" >/dev/null 2>&1 || true
save conflict-cc.diff diff
git merge --abort
git checkout -q main

# Octopus merges: every parent changed a different line, the result all of them. git keeps a
# combined diff's parents in a 64-bit mask, so at 64 parents and more it prints neither the
# removed lines nor the marks of the parents past the 64th: 63 is the largest complete one,
# and 66 (as many as the largest octopus of Linux's history) shows what git then prints.
octopus() {
  local n=$1 name=$2
  seq 1 $((n + 4)) | sed 's/^/line /' >octo.txt
  git add octo.txt; commit -m "octopus base $n"
  local base parents=() i blob tree merge
  base=$(git rev-parse HEAD)
  for i in $(seq 1 "$n"); do
    sed "s/^line $i\$/line $i (branch $i)/" octo.txt >"$work/octo.$i"
    blob=$(git hash-object -w "$work/octo.$i")
    tree=$(git ls-tree HEAD | sed "s/[0-9a-f]\{40\}\tocto.txt/$blob\tocto.txt/" | git mktree)
    stamp
    parents+=(-p "$(echo "branch $i" | git commit-tree "$tree" -p "$base")")
  done
  sed 's/$/ (merged)/' octo.txt >"$work/octo.merged"
  printf 'line %d (new)\n' $((n + 5)) >>"$work/octo.merged"
  blob=$(git hash-object -w "$work/octo.merged")
  tree=$(git ls-tree HEAD | sed "s/[0-9a-f]\{40\}\tocto.txt/$blob\tocto.txt/" | git mktree)
  stamp
  merge=$(echo "octopus of $n" | git commit-tree "$tree" "${parents[@]}")
  git reset -q --hard "$merge"
  save "$name-cc.diff" show --cc "$merge"
  save "$name-combined.diff" show -c "$merge"
}
octopus 3 octopus3
octopus 63 octopus63
octopus 66 octopus66

# Renames, copies, mode changes, deletions and additions.
seq 1 40 | sed 's/^/row /' >table.txt
cp table.txt copied-from.txt
printf '#!/bin/sh\necho run\n' >run.sh
printf 'old\n' >gone.txt
git add -A; commit -m "before moves"
git mv table.txt renamed-table.txt
sed -i 's/^row 20$/row twenty/' renamed-table.txt
cp copied-from.txt copy-target.txt
sed -i 's/^row 3$/row three/' copy-target.txt
chmod +x run.sh
git rm -q gone.txt
printf 'new\n' >added.txt
git add -A; commit -m "moves"
save renames.diff log -p -M -C -C -1

# Binary patches, each followed at once by another file's header.
printf 'P\x00\x01\x02binary one\n' >blob.bin
printf 'text before\n' >after-binary.txt
git add -A; commit -m "binary base"
printf 'P\x00\x03\x04binary two, longer\n' >blob.bin
printf 'text after\n' >after-binary.txt
printf '\x89PNG\r\n\x1a\n\x00\x00' >image.png
git add -A; commit -m "binary change"
save binary.diff show --binary --format=medium HEAD
save binary-summary.diff show --format=medium HEAD

# CRLF: a whole file from CRLF to LF, and one line of another file.
printf 'one\r\ntwo\r\nthree\r\n' >dos.txt
printf 'a\r\nb\r\nc\r\n' >mixed.txt
git add -A; commit -m "crlf"
printf 'one\ntwo\nthree\n' >dos.txt
printf 'a\r\nb\nc\r\n' >mixed.txt
git add -A; commit -m "to lf"
save crlf.diff show --format=medium HEAD

# Submodules: a commit moving one, as a plain diff and as --submodule=log.
mkdir "$work/sub"
(cd "$work/sub" && git init -q -b main && echo one >s.txt && git add s.txt && stamp \
  && git commit -q -m "sub one" && echo two >s.txt && stamp && git commit -qam "sub two")
first=$(git -C "$work/sub" rev-parse HEAD~1)
git -c protocol.file.allow=always submodule -q add ../sub sub
git -C sub checkout -q "$first"
git add -A; commit -m "add submodule"
git -C sub checkout -q main
git add -A; commit -m "move submodule"
save submodule.diff show --format=medium HEAD
save submodule-log.diff show --submodule=log --format=medium HEAD

# Word diffs.
printf 'The quick brown fox\njumps over the lazy dog\nand runs away.\n' >words.txt
git add -A; commit -m "words"
printf 'The quick red fox\njumps over the sleepy dog\nand runs away.\nThe end.\n' >words.txt
git add -A; commit -m "words changed"
save word-diff.diff show --word-diff --format=medium HEAD
save word-diff-porcelain.diff show --word-diff=porcelain --format=medium HEAD
save color-words.diff show --color-words --format=medium HEAD
save word-diff-plain.diff show --word-diff=plain --format=medium HEAD
# A log with --stat blocks between the commits and their patches.
save stat.diff log --stat -p -3

echo "wrote $(ls "$out" | wc -l) fixtures to Fixtures/DiffView/git"
