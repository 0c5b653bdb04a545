#!/usr/bin/env bash
# Prints a Markdown table comparing intent-render's terminal features with bat's, glow's and
# delta's, point by point, by running each tool that is installed on the same inputs and
# looking at what it wrote (exit status, escapes, widths, files it touched): measured, never
# asserted. A tool that is not installed gets "not installed" in its column; a point a tool
# has no option for gets "no such option" and the status its nearest attempt exited with.
#
# Usage: scripts/bench/feature-table.sh [PATH-TO-intent-render]
#   (default: $INTENT_RENDER_BIN, else .build/release/intent-render, else .build/debug/…)
set -u
export LC_ALL=C.UTF-8
root=$(cd "$(dirname "$0")/../.." && pwd)
ours=${1:-${INTENT_RENDER_BIN:-}}
if [ -z "$ours" ]; then
  for candidate in "$root/.build/release/intent-render" "$root/.build/debug/intent-render"; do
    if [ -x "$candidate" ]; then ours=$candidate; break; fi
  done
fi
case "${ours:-}" in /*) ;; ?*) ours="$PWD/$ours" ;; esac
[ -x "${ours:-}" ] || { echo "feature-table.sh: no intent-render binary (build it first)" >&2; exit 1; }
bat=$(command -v batcat || command -v bat || true)
glow=$(command -v glow || true)
delta=$(command -v delta || true)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# --- inputs ------------------------------------------------------------------------------
printf '#!/usr/bin/env python3\nimport sys\n\ndef greet(name):\n    """Say hello."""\n    return f"hello {name}"  # a comment\n\nprint(greet(sys.argv[0]))\n' > script
cp script sample.py
for i in $(seq 1 200); do printf 'def f%d(x):\n    return x * %d\n' "$i" "$i"; done > tall.py
cat > note.md <<'NOTE'
# Title of the note

Some **bold** and *emphasised* text with a [link](https://example.com/page) and a long
sentence that keeps going well past forty cells so that a width limit has to wrap it somewhere.

![logo](logo.png)

```mermaid
flowchart LR
  Start --> Decide{Ok?}
  Decide -->|yes| Done
```

| Column | Other |
|--------|-------|
| a      | b     |
NOTE
# A 4×2 PNG (the tools only need a real header and data to decide).
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x04\x00\x00\x00\x02\x08\x06\x00\x00\x00\x7f\xa8}c\x00\x00\x00\x0bIDATx\x9cc\x00\x02\x00\x00\x05\x00\x01\r\n-\xb4\x00\x00\x00\x00IEND\xaeB`\x82' > logo.png
printf 'a\nb\nc\n' > old.txt
printf 'a\nB\nc\nd\n' > new.txt
diff -u old.txt new.txt > change.diff
cat > pager.sh <<'PAGER'
#!/bin/sh
echo paged >> "$(dirname "$0")/paged.marker"
cat > /dev/null
PAGER
chmod +x pager.sh
mkdir -p cfg/intent-render
printf -- '--color always\n' > cfg/intent-render/config
printf -- '--color=always\n' > bat.config

# --- running -----------------------------------------------------------------------------
status=0
# Runs a shell command with its output into a pipe.
piped() { timeout 10 bash -c "$1" > out 2> err < /dev/null; status=$?; }
# Runs a shell command on a pseudo-terminal 100×30 (through script(1)); output as seen there.
ontty() {
  rm -f paged.marker
  timeout 10 script -qec "stty cols 100 rows 30; $1" /dev/null > out 2> err < /dev/null
  status=$?
}
sgr() { grep -qaE $'\e\\[[0-9;]*m' out; }
sgr_kinds() { grep -oaE $'\e\\[[0-9;]*m' out | sort -u | wc -l; }
osc8() { grep -qa $'\e]8;' out; }
picture() { grep -qaE $'\e_G|\e]1337;File=' out; }
plain_width() { sed -E $'s/\e\\[[0-9;]*m//g; s/\e\\]8;[^\e\a]*(\e\\\\|\a)//g; s/\r$//' out | wc -L; }
lines() { wc -l < out | tr -d ' '; }

# A point counts only when the command succeeded: a failure shows its status and message.
yes() {
  if [ "$status" = 0 ]; then echo "✔ $1"; else echo "✘ exit $status: $(head -n 1 err | cut -c1-60)"; fi
}
no() { echo "✘ $1"; }

# One cell: $1 the tool's binary (empty: not installed), $2 the point's function for it.
cell() {
  if [ -z "$1" ]; then echo "not installed"; else "$2" "$1"; fi
}

# delta compares two files as diff(1) does: exit 1 says they differ (2 is trouble), so a run
# on two different files that printed no error counts as a success.
pair() { "$@"; if [ "$status" = 1 ] && [ ! -s err ]; then status=0; fi; }

# --- points: one function per tool and point, printing the cell -------------------------
# Paging: tall output on a terminal goes through the pager ($PAGER and the tool's own).
page_ours() { ontty "INTENT_RENDER_PAGER=./pager.sh PAGER=./pager.sh '$1' highlight tall.py --format ansi"
  [ -f paged.marker ] && yes "paged (exit $status)" || no "written straight to the terminal (exit $status)"; }
page_bat() { ontty "BAT_PAGER=./pager.sh PAGER=./pager.sh '$1' tall.py"
  [ -f paged.marker ] && yes "paged (exit $status)" || no "not paged (exit $status)"; }
page_glow() { ontty "PAGER=./pager.sh '$1' -p note.md"
  [ -f paged.marker ] && yes "paged with -p (exit $status)" || no "not paged (exit $status)"; }
page_delta() { pair ontty "DELTA_PAGER=./pager.sh PAGER=./pager.sh '$1' old.txt tall.py"
  [ -f paged.marker ] && yes "paged (exit $status)" || no "not paged (exit $status)"; }

# Colour forced into a pipe.
always_ours() { piped "'$1' highlight sample.py --format ansi --color always"
  sgr && yes "SGR escapes (exit $status)" || no "no escapes (exit $status)"; }
always_bat() { piped "'$1' --color=always sample.py"
  sgr && yes "SGR escapes (exit $status)" || no "no escapes (exit $status)"; }
always_glow() { piped "CLICOLOR_FORCE=1 '$1' -s dark note.md"
  sgr && yes "SGR escapes with -s dark (exit $status)" || no "no escapes (exit $status)"; }
always_delta() { pair piped "'$1' --paging never old.txt new.txt"
  sgr && yes "SGR escapes (exit $status)" || no "no escapes (exit $status)"; }

# Colour off on a terminal with the tool's own flag.
never_ours() { ontty "'$1' highlight sample.py --format ansi --color never"
  sgr && no "escapes anyway (exit $status)" || yes "plain (exit $status)"; }
never_bat() { ontty "'$1' --paging=never --color=never sample.py"
  sgr && no "escapes anyway (exit $status)" || yes "plain (exit $status)"; }
never_glow() { ontty "'$1' -s notty note.md"
  sgr && no "escapes anyway (exit $status)" || yes "plain with -s notty (exit $status)"; }
# delta has no colour-off flag (--color-only keeps the input's layout and still colours):
# the cell says so when its help names none, and measures the flag when one exists.
never_delta() { piped "'$1' --help"
  if grep -qE -- '^ *(-[a-zA-Z], )?--(no-)?colou?r( |=|$)' out; then
    pair ontty "'$1' --paging never --no-gitconfig --color never old.txt new.txt"
    sgr && no "escapes anyway (exit $status)" || yes "plain (exit $status)"
  else
    pair ontty "'$1' --paging never --no-gitconfig old.txt new.txt"
    sgr && no "no such option (escapes on a terminal, exit $status)" || yes "plain by default (exit $status)"
  fi; }

# NO_COLOR on a terminal.
nocolor_ours() { ontty "NO_COLOR=1 '$1' highlight sample.py --format ansi"
  sgr && no "colour anyway (exit $status)" || yes "no colour (exit $status)"; }
nocolor_bat() { ontty "NO_COLOR=1 '$1' --paging=never sample.py"
  sgr && no "colour anyway, $(sgr_kinds) SGR kinds (exit $status)" || yes "no colour (exit $status)"; }
nocolor_glow() { ontty "NO_COLOR=1 '$1' note.md"
  sgr && no "colour anyway (exit $status)" || yes "no colour (exit $status)"; }
nocolor_delta() { pair ontty "NO_COLOR=1 '$1' --paging never old.txt new.txt"
  sgr && no "colour anyway (exit $status)" || yes "no colour (exit $status)"; }

# Width: lay out in 40 cells.
width_ours() { piped "'$1' note note.md --width 40 --color never"
  local w; w=$(plain_width); [ "$w" -le 40 ] && yes "widest line $w cells (exit $status)" || no "widest line $w cells (exit $status)"; }
width_bat() { piped "'$1' --terminal-width 40 --wrap character --decorations always --style numbers --color never note.md"
  local w; w=$(plain_width); [ "$w" -le 40 ] && yes "widest line $w cells (exit $status)" || no "widest line $w cells (exit $status)"; }
width_glow() { piped "'$1' -s notty -w 40 note.md"
  local w; w=$(plain_width); [ "$w" -le 40 ] && yes "widest line $w cells (exit $status)" || no "widest line $w cells (exit $status)"; }
width_delta() { pair piped "'$1' --no-gitconfig --width 40 --paging never old.txt new.txt"
  local w; w=$(plain_width); [ "$w" -le 40 ] && yes "widest line $w cells (exit $status)" || no "widest line $w cells (exit $status)"; }

# Themes listed.
themes_ours() { piped "'$1' --list-themes"; [ "$status" = 0 ] && yes "$(lines) lines (exit 0)" || no "exit $status"; }
themes_bat() { piped "'$1' --list-themes --color never"; [ "$status" = 0 ] && yes "$(lines) lines (exit 0)" || no "exit $status"; }
themes_glow() { piped "'$1' --help"; grep -q -- '--list-themes' out && yes "listed" || no "no such option (styles are named in --help)"; }
themes_delta() { piped "'$1' --list-syntax-themes"; [ "$status" = 0 ] && yes "$(lines) lines (exit 0)" || no "exit $status"; }

# Language from a shebang (file without extension).
shebang_ours() { piped "'$1' highlight script --format ansi --color always"
  local k; k=$(sgr_kinds); [ "$k" -ge 3 ] && yes "$k colours (exit $status)" || no "$k colours (exit $status)"; }
shebang_bat() { piped "'$1' --color=always script"
  local k; k=$(sgr_kinds); [ "$k" -ge 3 ] && yes "$k colours (exit $status)" || no "$k colours (exit $status)"; }
shebang_glow() { status=0; no "not a code viewer"; }
shebang_delta() { no "not a code viewer"; }

# Line numbers.
numbers_ours() { piped "'$1' highlight sample.py --format ansi --color never --line-numbers"
  grep -qE '^ *1( |│)' out && yes "numbered (exit $status)" || no "not numbered (exit $status)"; }
numbers_bat() { piped "'$1' --color never --decorations always --style numbers sample.py"
  grep -qE '^ *1( |│)' out && yes "numbered (exit $status)" || no "not numbered (exit $status)"; }
numbers_glow() { no "no such option"; }
numbers_delta() { pair piped "'$1' --no-gitconfig --line-numbers --paging never old.txt new.txt"
  sed -E $'s/\e\\[[0-9;]*m//g' out | grep -qE '[0-9] *⋮|[0-9] *│' && yes "numbered (exit $status)" || no "not numbered (exit $status)"; }

# Markdown rendered (the heading's '#' and the '**' markers gone, the text kept).
markdown_check() {
  if grep -q 'Title of the note' out && ! grep -q '^# Title' out && ! grep -q '\*\*bold' out; then
    yes "rendered (exit $status)"
  else
    no "source shown (exit $status)"
  fi
}
markdown_ours() { piped "'$1' note note.md --color never"; markdown_check; }
markdown_bat() { piped "'$1' --color never note.md"; markdown_check; }
markdown_glow() { piped "'$1' -s notty note.md"; markdown_check; }
markdown_delta() { no "not a Markdown viewer"; }

# Mermaid fences drawn (box characters around the node labels, no fence source).
mermaid_check() {
  if grep -q '┌' out && grep -q 'Start' out && ! grep -q 'flowchart LR' out; then
    yes "drawn in cells (exit $status)"
  else
    no "fence source shown (exit $status)"
  fi
}
mermaid_ours() { piped "'$1' note note.md --color never"; mermaid_check; }
mermaid_bat() { piped "'$1' --color never note.md"; mermaid_check; }
mermaid_glow() { piped "'$1' -s notty note.md"; mermaid_check; }
mermaid_delta() { no "not a Markdown viewer"; }

# Images as pictures on a kitty terminal.
images_ours() { ontty "TERM=xterm-kitty '$1' note note.md"
  picture && yes "kitty graphics (exit $status)" || no "reference only (exit $status)"; }
images_bat() { ontty "TERM=xterm-kitty '$1' --paging=never logo.png"
  picture && yes "picture (exit $status)" || no "no picture (exit $status; binary file notice)"; }
images_glow() { ontty "TERM=xterm-kitty '$1' note.md"
  picture && yes "picture (exit $status)" || no "no picture (exit $status)"; }
images_delta() { no "not applicable"; }

# OSC 8 hyperlinks on a terminal that shows them.
links_ours() { ontty "FORCE_HYPERLINK=1 '$1' note note.md"
  osc8 && yes "OSC 8 (exit $status)" || no "none (exit $status)"; }
links_bat() { ontty "FORCE_HYPERLINK=1 '$1' --paging=never note.md"
  osc8 && yes "OSC 8 (exit $status)" || no "none (exit $status)"; }
links_glow() { ontty "FORCE_HYPERLINK=1 '$1' note.md"
  osc8 && yes "OSC 8 (exit $status)" || no "none (exit $status)"; }
links_delta() { pair ontty "'$1' --hyperlinks --paging never old.txt new.txt"
  osc8 && yes "OSC 8 (exit $status)" || no "none (exit $status)"; }

# Shell completions: printed by the tool, else shipped by the package.
completion_file() {
  local name; name=$(basename "$1")
  for f in /usr/share/bash-completion/completions/"$name" /usr/share/bash-completion/completions/"${name%cat}"; do
    [ -f "$f" ] && { echo "$f"; return; }
  done
}
completions_ours() { piped "'$1' completions bash"
  [ "$status" = 0 ] && grep -q 'complete' out && yes "printed, $(lines) lines (exit 0)" || no "exit $status"; }
completions_bat() { piped "'$1' --completion bash"
  if [ "$status" = 0 ] && grep -q complete out; then yes "printed (exit 0)"
  elif [ -n "$(completion_file "$1")" ]; then yes "shipped file, --completion exits $status"
  else no "--completion exits $status, no shipped file"; fi; }
completions_glow() { piped "'$1' completion bash"; [ "$status" = 0 ] && yes "printed (exit 0)" || no "exit $status"; }
completions_delta() { piped "'$1' --generate-completion bash"; [ "$status" = 0 ] && yes "printed (exit 0)" || no "exit $status"; }

# Man page: printed by the tool and readable by man(1), else installed.
man_ours() { piped "'$1' --man > page.1 && MANWIDTH=80 man -l page.1"
  [ "$status" = 0 ] && [ "$(lines)" -gt 20 ] && yes "--man, man -l renders $(lines) lines" || no "exit $status"; }
man_other() { status=0; if man -w "$(basename "$1")" > /dev/null 2>&1; then yes "installed"; else no "no manual entry"; fi; }

# Configuration file of default flags (here: colour always), seen through a pipe.
config_ours() { piped "XDG_CONFIG_HOME='$work/cfg' '$1' highlight sample.py --format ansi"
  sgr && yes "applied (exit $status)" || no "not applied (exit $status)"; }
config_bat() { piped "BAT_CONFIG_PATH='$work/bat.config' '$1' sample.py"
  sgr && yes "applied (exit $status)" || no "not applied (exit $status)"; }
config_glow() { no "config has no colour flag (style only), not measured"; }
# delta's defaults live in a [delta] section of git's configuration, read from $HOME.
config_delta() {
  mkdir -p home; printf '[delta]\n\tline-numbers = true\n' > home/.gitconfig
  pair piped "HOME='$work/home' '$1' --paging never old.txt new.txt"
  sed -E $'s/\e\\[[0-9;]*m//g' out | grep -qE '[0-9] *⋮' && yes "[delta] in gitconfig applied (exit $status)" || no "not applied (exit $status)"; }

# Theme from the environment.
envtheme_ours() {
  piped "'$1' highlight sample.py --format ansi --color always"; cp out base
  piped "INTENT_RENDER_THEME=light '$1' highlight sample.py --format ansi --color always"
  cmp -s out base && no "same colours (exit $status)" || yes "INTENT_RENDER_THEME changes colours (exit $status)"; }
envtheme_bat() {
  piped "'$1' --color=always sample.py"; cp out base
  piped "BAT_THEME=GitHub '$1' --color=always sample.py"
  cmp -s out base && no "same colours (exit $status)" || yes "BAT_THEME changes colours (exit $status)"; }
envtheme_glow() { no "no theme variable (GLAMOUR_STYLE not measured)"; }
# delta takes its syntax theme from BAT_THEME when none is configured (its --syntax-theme help).
envtheme_delta() {
  printf 'x = 1\n' > old.py; printf 'x = "two"  # changed\n' > new.py
  pair piped "'$1' --no-gitconfig --paging never old.py new.py"; cp out base
  pair piped "BAT_THEME=GitHub '$1' --no-gitconfig --paging never old.py new.py"
  cmp -s out base && no "same colours (exit $status)" || yes "BAT_THEME changes colours (exit $status)"; }

# A unified diff shown with colour.
diff_ours() { piped "'$1' diff change.diff --color always"
  sgr && yes "coloured (exit $status)" || no "plain (exit $status)"; }
diff_bat() { piped "'$1' --color=always change.diff"
  sgr && yes "highlighted as a diff (exit $status)" || no "plain (exit $status)"; }
diff_glow() { no "not a diff viewer"; }
diff_delta() { piped "'$1' --no-gitconfig --paging never < change.diff"
  sgr && yes "coloured (exit $status)" || no "plain (exit $status)"; }

# Output other than the terminal (HTML).
html_ours() { piped "'$1' highlight sample.py --format html"
  grep -q '<span' out && yes "HTML spans (exit $status)" || no "exit $status"; }
html_bat() { piped "'$1' --help"; grep -q -- 'html' out && yes "has an HTML option" || no "no such option"; }
html_glow() { piped "'$1' --help"; grep -qi -- 'html' out && yes "has an HTML option" || no "no such option"; }
html_delta() { piped "'$1' --help"; grep -qiE -- '--[a-z-]*html|to html' out && yes "has an HTML option" || no "no such option"; }

# --- the table ---------------------------------------------------------------------------
row() { # label, function stem, man/other override
  local label=$1 stem=$2
  printf '| %s | %s | %s | %s | %s |\n' "$label" \
    "$(cell "$ours" "${stem}_ours")" "$(cell "$bat" "${stem}_bat")" \
    "$(cell "$glow" "${stem}_glow")" "$(cell "$delta" "${stem}_delta")"
}
man_bat() { man_other "$1"; }
man_glow() { man_other "$1"; }
man_delta() { man_other "$1"; }

printf '| point | intent-render | bat (%s) | glow | delta |\n' "$( [ -n "$bat" ] && "$bat" --version | head -1 || echo 'not installed')"
printf '|---|---|---|---|---|\n'
row "paging of tall output on a terminal" page
row "--color always into a pipe" always
row "colour off by flag on a terminal" never
row "NO_COLOR on a terminal" nocolor
row "width 40 cells" width
row "themes listed" themes
row "language from a shebang" shebang
row "line numbers" numbers
row "Markdown rendered" markdown
row "Mermaid fence drawn" mermaid
row "images as pictures (TERM=xterm-kitty)" images
row "OSC 8 hyperlinks" links
row "shell completions" completions
row "man page" man
row "config file of default flags" config
row "theme from the environment" envtheme
row "unified diff in colour" diff
row "HTML output" html
echo
for tool in bat glow delta; do
  path=${!tool}
  if [ -z "$path" ]; then
    case $tool in
      bat) echo "- bat: not installed (Debian: apt-get install bat, run as batcat)." ;;
      *) echo "- $tool: not installed (not packaged for Debian 12; an upstream release binary on PATH fills its column)." ;;
    esac
  else
    echo "- $tool: $path"
  fi
  [ "$tool" = delta ] && [ -n "$path" ] && echo "  (delta compares two files as diff(1) does: its exit 1, \"they differ\", counts as success)"
done
echo "- intent-render: $ours ($("$ours" --version))"
