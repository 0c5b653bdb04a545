#!/usr/bin/env python3
"""Seeds for the asset-cache fuzz targets: the payloads of real cache files.

    scripts/cache-seeds.py BINARY OUT_DIR [--max-bytes N]

Runs BINARY (an intent-render build) on a few small sources with a fresh cache directory, so
it writes the cache files a warm run reads, then takes each file's frame apart (magic, build,
kind, payload, checksum) and writes the payload to OUT_DIR/cache-KIND/seed-NAME. The fuzz
targets decode payloads directly: a fuzzer's mutation of a whole file would only ever break
its checksum. Payloads over --max-bytes (default 16384) are left out, so the fuzzer starts from
inputs it can mutate whole. Prints how many seeds each target got.
"""
import os
import subprocess
import sys
import tempfile

MAGIC = b"IRCACHE\x01"
SAMPLES = {
    "a.ini": "[core]\nname = x ; c\n",
    "a.json": '{"a": [1, true, null, "s\\n"]}\n',
    "a.sh": "#!/bin/sh\nfor x in 1 2; do echo \"$x\"; done\n",
    "a.py": "def f(x):\n    return x + 1  # c\n",
    "a.c": "#include <stdio.h>\nint main(void) { return 0; }\n",
    "a.swift": "let x: [Int] = [1]\n",
    "a.toml": "[a]\nb = 1\n",
    "a.css": "a { color: red }\n",
    "Makefile": "all:\n\techo hi\n",
    # An ambiguous extension: the heuristics are read and cached.
    "a.h": "#include <stdio.h>\nclass A { public: int x; };\n",
    # No heuristic rule of `.rs` holds: the classifier's samples are read and cached.
    "a.rs": "// a comment\nlet x = 1;\n",
}
# Kinds whose only payload is larger than --max-bytes still get it as their seed.
LARGER = {"heuristics": 65536}


def varint(data, offset):
    value, shift = 0, 0
    while True:
        byte = data[offset]
        offset += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, offset
        shift += 7


def payload(data):
    """The kind and payload of one cache file, or None when it is not one."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 8:
        return None
    offset = len(MAGIC)
    length, offset = varint(data, offset)
    offset += length  # the build identity
    length, offset = varint(data, offset)
    kind = data[offset:offset + length].decode()
    offset += length
    length, offset = varint(data, offset)
    return kind, data[offset:offset + length]


def main():
    args = sys.argv[1:]
    limit = 16384
    if "--max-bytes" in args:
        at = args.index("--max-bytes")
        limit = int(args[at + 1])
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    binary, out = args
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CACHE_HOME=home)
        env.pop("INTENT_RENDER_NO_CACHE", None)
        for name, text in SAMPLES.items():
            subprocess.run(
                [binary, "highlight", "-", "--path", name, "--format", "json"],
                input=text.encode(), env=env, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, timeout=60, check=False)
        counts = {}
        folder = os.path.join(home, "intent-render")
        for name in sorted(os.listdir(folder) if os.path.isdir(folder) else []):
            with open(os.path.join(folder, name), "rb") as handle:
                found = payload(handle.read())
            if found is None or len(found[1]) > LARGER.get(found[0], limit):
                continue
            kind, body = found
            target = os.path.join(out, "cache-" + kind)
            os.makedirs(target, exist_ok=True)
            with open(os.path.join(target, "seed-" + name), "wb") as handle:
                handle.write(body)
            counts[kind] = counts.get(kind, 0) + 1
    for kind in sorted(counts):
        print(f"cache-{kind}: {counts[kind]} seeds")


if __name__ == "__main__":
    main()
