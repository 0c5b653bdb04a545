#!/usr/bin/env bash
# Builds the release binary the way it ships and prints its path on stdout.
# - The Swift runtime and Foundation are linked statically: the process starts faster and
#   maps less memory, which matters for a command-line tool started once per file.
# - librsvg is not linked: PNG output opens it on first use (Sources/SVGRaster/RsvgLibrary),
#   so the ~45 libraries it drags in (cairo, pango, GLib, X11 …) stay out of every other run.
#   SwiftPM takes link flags from pkg-config, so the build sees a librsvg-2.0.pc that gives
#   the real one's compiler flags and no libraries. (A plain `swift build` links it as usual.)
# A toolchain without the static Swift libraries gets the shared ones, with a notice.
set -euo pipefail
cd "$(dirname "$0")/.."
quiet() { grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]|mktemp' is dangerous|^/.*\.a\(" >&2 || true; }
headers=.build/pkgconfig-headers-only
mkdir -p "$headers"
cat >"$headers/librsvg-2.0.pc" <<PC
Name: librsvg-2.0
Description: librsvg compiler flags only; intent-render opens the library at run time
Version: $(pkg-config --modversion librsvg-2.0)
Cflags: $(pkg-config --cflags librsvg-2.0)
Libs:
PC
export PKG_CONFIG_PATH="$PWD/$headers${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
# Metadata of a concrete generic type (`[String: Int32]`, `Set<PatternText>`) comes from an
# accessor call that is handed the witness tables, not from its mangled name: the runtime
# checks a mangled name's requirements (`String: Hashable`) by scanning every conformance
# record of the binary (~5,600 with Foundation linked in) for each new pair, which was 4.4M
# of a 50-line file's 54.6M instructions. The code is the same otherwise.
metadata=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
# Exclusive access to class properties and globals is checked at run time in every build by
# default: each access of a `var` of a class registers itself in a thread-local set. That was
# 62M of a 512 KiB diff's 1.24G instructions (5%). The debug build, which the test suites
# run, keeps the checks, so an overlapping access still fails there; the shipped binary
# relies on them having passed.
exclusivity=(-Xswiftc -enforce-exclusivity=unchecked)
flags=(-c release --static-swift-stdlib "${metadata[@]}" "${exclusivity[@]}")
# pipefail: the pipeline fails when the build does.
if ! swift build "${flags[@]}" --product intent-render 2>&1 | quiet; then
  echo "build-release: static Swift runtime unavailable, building with the shared one" >&2
  flags=(-c release "${metadata[@]}" "${exclusivity[@]}")
  swift build "${flags[@]}" --product intent-render 2>&1 | quiet
fi
echo "$(swift build "${flags[@]}" --show-bin-path)/intent-render"
