#!/usr/bin/env bash
# Lists where a run of the release binary looks a type's conformance up at run time: each
# such lookup that misses the runtime's cache scans every conformance record of the binary
# (a few hundred thousand instructions), usually because an unspecialized standard-library
# generic (`joined(separator:)`, `String + Substring`, a `some StringProtocol` parameter called
# from another module) resolved an associated type. Prints, per hit, the first frame in the
# project's sources, counted; a bench row's start should print none.
#   scripts/bench/conformance-scans.sh BINARY ARGS...   (BINARY with symbols: .build/release/intent-render)
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BINARY ARGS..." >&2; exit 2; }
command -v gdb >/dev/null || { echo "gdb is missing (apt-get install gdb)" >&2; exit 1; }
binary=$1
shift
commands=$(mktemp)
trap 'rm -f "$commands"' EXIT
cat >"$commands" <<'GDB'
set pagination off
set confirm off
break swift_conformsToProtocolMaybeInstantiateSuperclasses
commands 1
silent
bt 40
continue
end
run
GDB
gdb -q -batch -x "$commands" --args "$binary" "$@" 2>/dev/null </dev/null | awk '
  /^#0 / { hits++; found = 0 }
  /^#[0-9]+ / && /Sources\// && !/ __swift_instantiate/ && !found {
    found = 1
    frame = $0
    sub(/^#[0-9]+ +(0x[0-9a-f]+ in )?/, "", frame)
    sub(/ \(.*\) at /, " at ", frame)
    print substr(frame, 1, 200)
  }
  END { print "conformance lookups: " hits + 0 > "/dev/stderr" }' | sort | uniq -c | sort -rn
