#!/usr/bin/env python3
"""The "nothing lost" check of `intent-render diff`: every context, removed and added line of
a diff's hunks is in the JSON output, in order, with its line numbers (per parent for combined
diffs, `oldLines`), read here with a parser of its own.

  check-diff-kept.py INPUT.diff OUTPUT.json      one input and its JSON; exit 1 if a line is lost
  check-diff-kept.py --binary BIN FILE.diff...   runs `BIN diff FILE --format json` on each file
                                                 and prints the table (fixture, lines, kept)

Word diffs (`--word-diff`, porcelain) are compared by their text without git's markers, and
their lines by text alone (git numbers none of them).
"""
import json
import re
import subprocess
import sys

SGR = re.compile(rb"\x1b\[[0-9;:]*m")
HEADER = re.compile(r"^(@{2,}) ((?:-\d+(?:,\d+)? )+)\+(\d+)(?:,(\d+))? \1")
GRAPH_COMMIT = re.compile(r"^([*|/\\_ .-]*\*[*|/\\_ .-]*)commit [0-9a-fA-F]{7,64}\b")
MARKER = re.compile(r"\[-.*?-\]|\{\+.*?\+\}")
colored = []
STRUCTURE = ("@@", "diff --git ", "diff --cc ", "diff --combined ", "commit ")


def input_lines(data):
    """The input's lines, without colours, line breaks or a `git log --graph` column, and
    whether each had colours (`--color-words` marks words with colour alone)."""
    raw = data.split(b"\n")
    colored.clear()
    colored.extend(b"\x1b[" in line for line in raw)
    text = SGR.sub(b"", data).decode("utf-8", "replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    first = next((line for line in lines if line), "")
    if not GRAPH_COMMIT.match(first):
        return lines
    width, out = 0, []
    for line in lines:
        found = GRAPH_COMMIT.match(line)
        if found:
            width = len(found.group(1))
            out.append(line[width:])
        elif all(c in "*|/\\_ .-" for c in line[:width]):
            out.append(line[width:])
        else:
            out.append(line)
    return out


def parse_range(text):
    start, _, count = text.partition(",")
    return int(start), int(count) if count else 1


def plain_words(line):
    return re.sub(r"\[-(.*?)-\]|\{\+(.*?)\+\}", lambda m: m.group(1) or m.group(2) or "", line)


def expected_lines(lines):
    """(old numbers, new number, text) of every hunk line, in order; numbers are None for word
    diffs. Old numbers are one per parent."""
    out, i = [], 0
    while i < len(lines):
        found = HEADER.match(lines[i].rstrip("\r"))
        i += 1
        if not found:
            continue
        parents = len(found.group(1)) - 1
        ranges = [parse_range(r[1:]) for r in found.group(2).split()]
        left = [count for _, count in ranges]
        nxt = [start for start, _ in ranges]
        new_left = int(found.group(4)) if found.group(4) is not None else 1
        new_next = int(found.group(3))
        held = []
        while i < len(lines) and (sum(left) > 0 or new_left > 0):
            raw = lines[i]
            line = raw[:-1] if raw.endswith("\r") else raw
            if line.startswith("\\"):
                i += 1
                continue
            if line.startswith(STRUCTURE):
                break
            marks = line[:parents]
            if parents == 1 and line == "" and left[0] > 0 and new_left > 0:
                marks = " "
            if len(marks) < parents or any(c not in " +-" for c in marks):
                break
            on_new = "-" not in marks
            numbers = [None] * parents
            for p, c in enumerate(marks):
                if c == "-" or (on_new and c == " "):
                    if left[p] > 0:
                        numbers[p] = nxt[p]
                        nxt[p] += 1
                        left[p] -= 1
                    elif parents == 1:
                        numbers = None
                        break
            if numbers is None or (on_new and new_left == 0):
                break
            held.append((numbers, new_next if on_new else None, line[parents:]))
            if on_new:
                new_next += 1
                new_left -= 1
            i += 1
        else:
            out.extend(held)
            continue
        word_diff = i < len(lines) and (
            lines[i] == "~" or colored[i]
            or any(MARKER.search(piece) for piece in [lines[i]] + [h[2] for h in held]))
        if word_diff and not lines[i].startswith(STRUCTURE) and parents == 1:
            # A word diff: read from the hunk's first line again, up to the next structure.
            start = i - len(held)
            while start > 0 and lines[start - 1].startswith("\\"):
                start -= 1
            i = start
            body = []
            while i < len(lines) and not lines[i].startswith(STRUCTURE):
                body.append(lines[i].rstrip("\r"))
                i += 1
            if "~" in body:
                text = ""
                for piece in body:
                    if piece == "~":
                        out.append((None, None, text))
                        text = ""
                    elif piece[:1] in (" ", "-", "+"):
                        text += piece[1:]
            else:
                out.extend((None, None, plain_words(piece)) for piece in body)
            continue
        out.extend(held)
    return out


def actual_lines(document):
    out = []
    for file in document["files"]:
        for hunk in file["hunks"]:
            for line in hunk["lines"]:
                numbers = line.get("oldLines", [line["oldLine"]])
                out.append((numbers, line["newLine"], line["text"], "words" in line))
    return out


def check(data, document):
    """(lines in the input's hunks, lines found in the JSON in order, the first lost line)."""
    expected = expected_lines(input_lines(data))
    actual = actual_lines(document)
    kept, at, lost = 0, 0, None
    for numbers, new, text in expected:
        j = at
        while j < len(actual):
            a_numbers, a_new, a_text, words = actual[j]
            if a_text == text and (numbers is None or (a_numbers == numbers and a_new == new)):
                break
            j += 1
        if j < len(actual):
            kept += 1
            at = j + 1
        elif lost is None:
            lost = (numbers, new, text)
    return len(expected), kept, lost


def main(argv):
    if len(argv) >= 3 and argv[1] == "--binary":
        binary, failed = argv[2], 0
        print(f"{'fixture':<48} {'lines':>6} {'kept':>6}")
        for path in argv[3:]:
            run = subprocess.run(
                [binary, "diff", path, "--format", "json"], capture_output=True, check=False)
            with open(path, "rb") as handle:
                total, kept, lost = check(handle.read(), json.loads(run.stdout))
            mark = "" if kept == total else f"  LOST {lost!r}"[:120]
            failed += kept != total
            print(f"{path:<48} {total:>6} {kept:>6}{mark}")
        return 1 if failed else 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], "rb") as handle:
        data = handle.read()
    with open(argv[2], "rb") as handle:
        document = json.load(handle)
    total, kept, lost = check(data, document)
    print(f"{argv[1]}: {kept} of {total} lines kept")
    if kept != total:
        print(f"first lost line: {lost!r}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
