#!/usr/bin/env bash
# Builds the release binary the way it ships and prints its path on stdout.
# - The Swift runtime and Foundation are linked statically: the process starts faster and
#   maps less memory, which matters for a command-line tool started once per file.
# - librsvg is not linked: PNG output opens it on first use (Sources/SVGRaster/RsvgLibrary),
#   so the ~45 libraries it drags in (cairo, pango, GLib, X11 …) stay out of every other run.
#   SwiftPM takes link flags from pkg-config, so the build sees a librsvg-2.0.pc that gives
#   the real one's compiler flags and no libraries. (A plain `swift build` links it as usual.)
set -euo pipefail
cd "$(dirname "$0")/.."
# With BUILD_PROGRESS=1 (setup.sh on a terminal) the compiler's [N/M] steps are shown on one
# line of standard error that rewrites itself; otherwise they are dropped.
quiet() {
  if [[ "${BUILD_PROGRESS:-}" == 1 ]]; then
    awk '/^\[[0-9]+\/[0-9]+\]/ { printf "\r\033[K%s", substr($0, 1, 70) > "/dev/stderr"; fflush("/dev/stderr"); next }
      /^warning: prohibited flag|mktemp.* is dangerous|^\/.*\.a\(/ { next }
      { printf "\r\033[K" > "/dev/stderr"; print > "/dev/stderr" }
      END { printf "\r\033[K" > "/dev/stderr" }' || true
  else
    grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]|mktemp' is dangerous|^/.*\.a\(" >&2 || true
  fi
}
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
# Start-up is mostly the dynamic loader's work (`intent-render --version`: 4.4M instructions,
# 3.1M of them in ld.so). Three link choices cut it; each is used only where it works:
# - libstdc++ from its static archive: the C++ runtime of the Swift libraries was resolved
#   symbol by symbol at every start (~790 type-info and vtable lookups, 2M instructions). A
#   directory holding only the archive, searched first, makes `-lstdc++` find it.
# - Packed relative relocations (RELR, glibc 2.36+), written by the toolchain's lld: the
#   ~80,000 pointer fix-ups of the Swift metadata are a 16 KiB bitmap instead of a 1.9 MB table.
# - No Swift symbols in the dynamic symbol table: the static runtime's link arguments export
#   every symbol (-export-dynamic), which put each public and package declaration of the
#   modules there, for the loader to hash and the runtime to walk (it asks dladdr for its own
#   path at start). Nothing looks them up by name; the symbol table in the separate debug file
#   still names them for crash reports.
link=(-Xlinker --version-script="$PWD/scripts/release-exports.map")
libstdcxx=$(c++ -print-file-name=libstdc++.a 2>/dev/null || true)
if [[ "$libstdcxx" == /* && -f "$libstdcxx" ]]; then
  mkdir -p .build/static-libstdcxx
  ln -sf "$libstdcxx" .build/static-libstdcxx/libstdc++.a
  link+=(-Xswiftc -L"$PWD/.build/static-libstdcxx")
fi
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
if [[ -n "$glibc" ]] && printf '2.36\n%s\n' "$glibc" | sort -V -C \
  && [[ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]]; then
  link+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
fi
common=(-c release "${metadata[@]}" "${exclusivity[@]}")
# The first of these that builds: a toolchain without the static Swift libraries gets the
# shared ones, a linker that refuses the link choices the plain link, each with a notice.
attempts=(
  "--static-swift-stdlib ${link[*]}"
  "--static-swift-stdlib"
  ""
)
notices=(
  ""
  "build-release: linking with the toolchain's defaults"
  "build-release: static Swift runtime unavailable, building with the shared one"
)
for i in "${!attempts[@]}"; do
  [[ $i -gt 0 && "${attempts[$i]}" == "${attempts[$((i - 1))]}" ]] && continue
  [[ -n "${notices[$i]}" ]] && echo "${notices[$i]}" >&2
  read -r -a extra <<<"${attempts[$i]}"
  flags=("${common[@]}" "${extra[@]}")
  # pipefail: the pipeline fails when the build does.
  if swift build "${flags[@]}" --product intent-render 2>&1 | quiet; then
    built="$(swift build "${flags[@]}" --show-bin-path)/intent-render"
    # A link choice that links but breaks the program (a symbol the version script hides
    # that something looks up by name) must not ship: the next attempt drops the choices.
    if ! "$built" --version >/dev/null 2>&1 ||
      ! printf 'graph TD\nA --> B\n' | "$built" diagram - >/dev/null 2>&1; then
      echo "build-release: the linked binary does not run" >&2
      continue
    fi
    # What ships carries no debug information or symbol table; the debug information is
    # kept beside it for crash reports, linked by name (`gdb` finds `intent-render.debug`
    # next to the binary).
    shipped=.build/shipped
    mkdir -p "$shipped"
    if command -v objcopy >/dev/null; then
      objcopy --only-keep-debug "$built" "$shipped/intent-render.debug"
      objcopy --strip-all --add-gnu-debuglink="$shipped/intent-render.debug" \
        "$built" "$shipped/intent-render.new"
      mv -f "$shipped/intent-render.new" "$shipped/intent-render"
    else
      echo "build-release: objcopy not found; the binary keeps its debug information" >&2
      cp -f "$built" "$shipped/intent-render"
    fi
    echo "$PWD/$shipped/intent-render"
    exit 0
  fi
done
exit 1
