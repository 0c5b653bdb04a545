#!/usr/bin/env python3
"""A 512 KiB source that `serve` highlights under its default budgets, made from one that it
does not: scripts/bench/under-run-budget.py BINARY SOURCE OUT [COMMENT]

`serve` keeps the CLI's budgets and cannot raise them, so a 512 KiB source of more than
60,000 runs (the corpus's swift_512k.swift has about 62,500) falls back to plain text there,
and timing it would time no highlighting at all. This keeps SOURCE's code from the top and
turns lines at the end into line comments (COMMENT, default `// `: one run each) until the
whole stays under 60,000 runs with a margin, then drops trailing lines so it is no larger
than SOURCE. The cold CLI and `serve` are then timed on the same file.
"""
import json
import subprocess
import sys

MAX_RUNS = 60_000
MARGIN = 1_000


def main(binary, source, out, comment="// "):
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    size = len(text.encode("utf-8"))
    lines = text.split("\n")
    answer = subprocess.run(
        [binary, "highlight", source, "--format", "json", "--max-runs", "100000000"],
        capture_output=True, check=True)
    runs = json.loads(answer.stdout)["runs"]
    # Runs per line, from the runs' UTF-16 locations.
    starts, offset = [], 0
    for line in lines:
        starts.append(offset)
        offset += len(line.encode("utf-16-le")) // 2 + 1
    per_line = [0] * len(lines)
    index = 0
    for run in runs:
        while index + 1 < len(starts) and starts[index + 1] <= run["location"]:
            index += 1
        per_line[index] += 1
    total = sum(per_line)
    cut = len(lines)
    while total > MAX_RUNS - MARGIN and cut > 0:
        cut -= 1
        total -= per_line[cut] - (1 if lines[cut].strip() else 0)
    kept = lines[:cut] + [comment + line if line.strip() else line for line in lines[cut:]]
    while len("\n".join(kept).encode("utf-8")) > size:
        kept.pop()
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(kept))
    print(f"{out}: {len(kept)} lines, the last {len(lines) - cut} commented out, "
          f"about {total} runs", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    main(*sys.argv[1:])
