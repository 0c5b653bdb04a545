#!/usr/bin/env bash
# Builds the API documentation of the library products with the toolchain's DocC (no SwiftPM
# plugin is available offline): extracts each module's public symbol graph from the debug build,
# converts it with warnings as errors, and prints per module how many public declarations it
# has and how many lack a documentation comment. Fails when DocC warns or a public type
# (struct, class, enum, protocol, actor, type alias) has no comment.
#   scripts/docs.sh [OUTPUT_DIR]        (default .build/docs; run `swift build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
modules=(RenderSupport MarkdownRender Transcript Highlight DiagramLayout DiffView SVGRaster RenderJobs)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

[ -d .build/debug/Modules ] || { echo "docs: build first (swift build)" >&2; exit 2; }
# The C modules' headers, as the build finds them through pkg-config.
cflags=()
for flag in $(pkg-config --cflags librsvg-2.0 libcmark-gfm oniguruma); do
  case "$flag" in -I*) cflags+=(-Xcc "$flag") ;; esac
done

status=0
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -I .build/debug/Modules -I Sources/CCmarkGFM -I Sources/COniguruma -I Sources/CRsvg \
    "${cflags[@]}" -minimum-access-level public -skip-inherited-docs \
    -output-dir "$graphs/$module"
  rm -rf "$out/$module"
  mkdir -p "$out"
  if ! docc convert --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "dev.intent-render.$module" \
    --output-dir "$out/$module" --warnings-as-errors >"$graphs/$module.log" 2>&1; then
    echo "docs: DocC failed for $module:" >&2
    cat "$graphs/$module.log" >&2
    status=1
  fi
done

python3 - "$graphs" "${modules[@]}" <<'EOF' || status=1
import json, pathlib, sys

root = pathlib.Path(sys.argv[1])
types = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
         "swift.actor"}
print(f"{'module':<16}{'public':>8}{'types':>8}{'undocumented':>14}{'types undoc.':>14}")
failed = []
for module in sys.argv[2:]:
    symbols = []
    for path in (root / module).glob("*.symbols.json"):
        # Extensions of other modules' types (String+…) land in their own files; count them
        # as this module's declarations too.
        symbols += json.loads(path.read_text())["symbols"]
    undocumented = [s for s in symbols if not s.get("docComment")]
    bare_types = [s for s in undocumented if s["kind"]["identifier"] in types]
    print(f"{module:<16}{len(symbols):>8}"
          f"{sum(s['kind']['identifier'] in types for s in symbols):>8}"
          f"{len(undocumented):>14}{len(bare_types):>14}")
    failed += [f"{module}.{'.'.join(s['pathComponents'])}" for s in bare_types]
if failed:
    print("docs: public types without a documentation comment:", file=sys.stderr)
    for name in failed:
        print(f"  {name}", file=sys.stderr)
    sys.exit(1)
EOF
[ "$status" = 0 ] && echo "docs: written to $out"
exit "$status"
