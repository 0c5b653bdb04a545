#!/usr/bin/env bash
# Takes a fresh Debian 12 machine to a rendered sample note: installs the C libraries, grammars,
# fonts and test tools that are missing, builds the release binary and renders the sample.
#   scripts/setup.sh          install, build, render Fixtures/MarkdownRender/sample.md, and
#                             install the binary, its man page and completions under ~/.local
#   scripts/setup.sh --deps   only install what is missing (used by scripts/test.sh)
#   scripts/setup.sh --bench  also install the peers the benchmark scripts compare against
# Safe to rerun: installed packages are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  pkg-config
  binutils                                     # objcopy: the shipped binary without debug information
  libcmark-gfm-dev libcmark-gfm-extensions-dev # Markdown parsing (MarkdownRender)
  libonig-dev                                  # regexes of TextMate grammars (Highlight)
  librsvg2-dev                                 # SVG to PNG (SVGRaster)
  ruby-github-linguist                         # ~690 TextMate grammars + languages.json
  fonts-dejavu-core                            # the font diagram text is measured against
  graphviz                                     # dot, the peer of the diagram benchmark
  librsvg2-bin                                 # rsvg-convert: tests check SVG output renders
  cmark-gfm                                    # reference renderer for tests and benchmarks
  python3                                      # conformance runners
  git                                          # diff fixtures are made by real git
  tmux                                         # terminal screen checks
  less                                         # the default pager
  man-db groff-base bsdextrautils              # man -l renders the generated man page (col)
  zsh fish                                     # the completion scripts load in their shells
  chromium                                     # headless browser: HTML safety tests (notes, transcripts)
)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: all ${#PACKAGES[@]} packages already installed"
fi

command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6 toolchain needed)" >&2; exit 1; }

[ "${1:-}" = "--deps" ] && exit 0

if [ "${1:-}" = "--bench" ]; then
  # Peers of scripts/bench/*.sh (each skips a peer that is missing).
  BENCH=(hyperfine time bat colordiff graphviz mscgen)
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${BENCH[@]}" >/dev/null
  exit 0
fi

echo "setup: swift build -c release"
bin="$(scripts/build-release.sh)"
[ -x "$bin" ] || { echo "setup: build failed" >&2; exit 1; }
# The binary, its man page and completion scripts in the user's standard local directories
# (XDG data home; ~/.local/bin is on PATH in Debian's default profile).
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$HOME/.local/bin" "$data/man/man1" "$data/bash-completion/completions" \
  "$data/zsh/site-functions" "${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions"
install -m 755 "$bin" "$HOME/.local/bin/intent-render"
"$bin" --man -o "$data/man/man1/intent-render.1"
"$bin" completions bash -o "$data/bash-completion/completions/intent-render"
"$bin" completions zsh -o "$data/zsh/site-functions/_intent-render"
"$bin" completions fish -o "${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions/intent-render.fish"
echo "setup: installed ~/.local/bin/intent-render, 'man intent-render' and bash/zsh/fish completions"
echo "setup: $bin note Fixtures/MarkdownRender/sample.md"
echo
"$bin" note Fixtures/MarkdownRender/sample.md --color "${COLOR:-always}"
