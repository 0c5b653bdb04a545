#!/usr/bin/env bash
# Takes a Debian 12 machine with a Swift 6 toolchain to an installed intent-render: installs the
# C libraries, grammars and fonts that are missing, builds the release binary (showing its
# progress) and installs it with its man page and completions under ~/.local.
#   scripts/setup.sh          install, build, install under ~/.local, render a sample note
#   scripts/setup.sh --deps   also the test tools (browsers, shells, tmux…): used by scripts/test.sh
#   scripts/setup.sh --bench  also the peers the benchmark scripts compare against
# Safe to rerun: installed packages are skipped. scripts/uninstall.sh removes what this
# installed under ~/.local (it is listed in $XDG_DATA_HOME/intent-render/installed-files).
set -euo pipefail
cd "$(dirname "$0")/.."

# What building and running need.
PACKAGES=(
  pkg-config
  binutils                                     # objcopy: the shipped binary without debug information
  libcmark-gfm-dev libcmark-gfm-extensions-dev # Markdown parsing (MarkdownRender)
  libonig-dev                                  # regexes of TextMate grammars (Highlight)
  librsvg2-dev                                 # SVG to PNG (SVGRaster)
  ruby-github-linguist                         # ~690 TextMate grammars + languages.json
  fonts-dejavu-core                            # the font diagram text is measured against
  git                                          # diff --git, highlight --style changes
  less                                         # the default pager
  man-db                                       # man intent-render
)
# What only the test suites need (--deps).
TEST_PACKAGES=(
  graphviz                                     # dot, the peer of the diagram benchmark
  librsvg2-bin                                 # rsvg-convert: tests check SVG output renders
  cmark-gfm                                    # reference renderer for tests and benchmarks
  python3                                      # conformance runners
  tmux                                         # terminal screen checks
  groff-base bsdextrautils                     # man -l renders the generated man page (col)
  zsh fish                                     # the completion scripts load in their shells
  chromium                                     # headless browser: HTML safety tests (notes, transcripts)
)

mode="${1:-}"
case "$mode" in
  "" | --deps | --bench) ;;
  *) echo "setup: unknown option '$mode' (--deps or --bench)" >&2; exit 2 ;;
esac

# Nothing is installed before the toolchain is known to be there.
if ! command -v swift >/dev/null; then
  cat >&2 <<'NOSWIFT'
setup: swift is not on PATH; intent-render needs a Swift 6 toolchain.
  Get it from https://www.swift.org/install/linux/ (or with swiftly: https://www.swift.org/swiftly/),
  put its usr/bin on PATH, and run scripts/setup.sh again. Nothing was installed.
NOSWIFT
  exit 1
fi

wanted=("${PACKAGES[@]}")
[ "$mode" = "--deps" ] && wanted+=("${TEST_PACKAGES[@]}")
missing=()
for package in "${wanted[@]}"; do
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
  echo "setup: all ${#wanted[@]} packages already installed"
fi

[ "$mode" = "--deps" ] && exit 0

if [ "$mode" = "--bench" ]; then
  # Peers of scripts/bench/*.sh (each skips a peer that is missing).
  BENCH=(hyperfine time bat colordiff graphviz mscgen)
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${BENCH[@]}" >/dev/null
  exit 0
fi

echo "setup: building the release binary (a few minutes the first time)"
[ -t 2 ] && export BUILD_PROGRESS=1
bin="$(scripts/build-release.sh)"
[ -x "$bin" ] || { echo "setup: build failed" >&2; exit 1; }

# The binary, its man page and completion scripts in the user's standard local directories.
data="${XDG_DATA_HOME:-$HOME/.local/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
bash_dir="${BASH_COMPLETION_USER_DIR:-$data/bash-completion}/completions"
files=(
  "$HOME/.local/bin/intent-render"
  "$data/man/man1/intent-render.1"
  "$bash_dir/intent-render"
  "$data/zsh/site-functions/_intent-render"
  "$config/fish/completions/intent-render.fish"
)
for file in "${files[@]}"; do mkdir -p "$(dirname "$file")"; done
install -m 755 "$bin" "${files[0]}"
"$bin" --man -o "${files[1]}"
"$bin" completions bash -o "${files[2]}"
"$bin" completions zsh -o "${files[3]}"
"$bin" completions fish -o "${files[4]}"
# What scripts/uninstall.sh removes: exactly these files.
mkdir -p "$data/intent-render"
printf '%s\n' "${files[@]}" >"$data/intent-render/installed-files"

echo "setup: installed:"
printf '  %s\n' "${files[@]}"
case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *)
    echo "setup: ~/.local/bin is not on your PATH; add this line to ~/.bashrc or ~/.profile:"
    echo "  export PATH=\"\$HOME/.local/bin:\$PATH\""
    ;;
esac
echo "setup: bash loads the completions from $bash_dir (bash-completion) in a new shell."
echo "setup: zsh: add to ~/.zshrc, before compinit:  fpath=($data/zsh/site-functions \$fpath)"
echo "setup: fish loads $config/fish/completions by itself."
echo "setup: $bin note Fixtures/MarkdownRender/sample.md"
echo
"$bin" note Fixtures/MarkdownRender/sample.md --color "${COLOR:-always}"
