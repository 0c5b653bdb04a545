#!/usr/bin/env python3
"""`note --stream` CPU against a one-shot `note` and `streamdown` on the same paced stream.

    scripts/bench/note-stream.py BINARY [--lines 10000] [--chunk 100] [--interval 0.0003]
                                        [--runs 5] [--tail 1000] [--tty] [--keep NOTE]

A mixed note (headings, prose with inline markup and links, lists with tasks, fenced code in
four languages, tables, quotes, alerts) of --lines lines is written to each command's standard
input in --chunk-byte pieces, one every --interval seconds, as an agent's answer arrives.
Each command's CPU (user + system, from wait4) is measured over --runs runs; the median is
reported. The per-chunk cost at the end of the note is measured apart: the stream is fed up to
its last --tail chunks, the command is let go idle, then the last chunks are fed at the same
pace and the command's CPU time over them (/proc/PID/stat) is divided by
their number. With --tty each command writes to a terminal (a pseudo-terminal of 100x40 whose
output is read and dropped), so `--stream` redraws its tail; else into a pipe to /dev/null.
"""
import argparse
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import termios
import fcntl
import threading
import time

WORDS = (
    "stream render block tail final chunk parser section agent answer terminal "
    "layout width token colour grammar fence table list quote note"
).split()


def make_note(lines):
    """A deterministic mixed note of `lines` lines."""
    out = []
    n = 0

    def words(k, seed):
        return " ".join(WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(k))

    while len(out) < lines:
        n += 1
        out += [f"## Section {n}: {words(3, n)}", ""]
        out += [
            f"The {words(6, n)} with *emphasis*, **strong text**, `inline code` and a "
            f"[link](https://example.com/{n}) that wraps {words(8, n + 1)}.",
            f"A second line of the paragraph: {words(10, n + 2)}.",
            "",
        ]
        out += [f"- item {i}: {words(5, n + i)}" for i in range(4)] + [""]
        out += [f"{i + 1}. [{'x' if i % 2 else ' '}] task {words(4, n + i)}" for i in range(3)]
        out += [""]
        lang = ["python", "swift", "javascript", "rust"][n % 4]
        body = {
            "python": [f"def f{n}(x):", "    total = 0", "    for i in range(x):",
                       "        total += i * 2  # sum", "    return total"],
            "swift": [f"func f{n}(_ x: Int) -> Int {{", "  var total = 0",
                      "  for i in 0..<x { total += i * 2 }", "  return total", "}"],
            "javascript": [f"function f{n}(x) {{", "  let total = 0;",
                           "  for (let i = 0; i < x; i++) total += i * 2;",
                           "  return `${total}`;", "}"],
            "rust": [f"fn f{n}(x: u32) -> u32 {{", "    let mut total = 0;",
                     "    for i in 0..x { total += i * 2; }", "    total", "}"],
        }[lang]
        out += ["```" + lang] + body + ["```", ""]
        out += ["| name | value | note |", "|:-----|------:|:----:|"]
        out += [f"| row {i} | {n * 10 + i} | {words(2, n + i)} |" for i in range(4)] + [""]
        out += [f"> {words(9, n + 3)}", f"> {words(7, n + 4)}", ""]
        if n % 3 == 0:
            out += ["> [!NOTE]", f"> {words(6, n + 5)}", ""]
    return "\n".join(out[:lines]) + "\n"


def chunks(data, size):
    return [data[i:i + size] for i in range(0, len(data), size)]


def cpu_ns(pid):
    """The process's CPU time so far (user + system of all its threads, those that ended
    too), in nanoseconds; counted in clock ticks, so a window should cost many of them."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    return ticks * 1_000_000_000 // os.sysconf("SC_CLK_TCK")


def pace(interval, last):
    """Waits until `interval` after `last` (a busy wait: sleep overshoots by ~60 µs)."""
    deadline = last + interval
    while True:
        now = time.perf_counter()
        if now >= deadline:
            return now
        if deadline - now > 0.0002:
            time.sleep((deadline - now) / 2)


def start(command, tty):
    """The process, and what must be drained of its output (a pty's master) or None."""
    if not tty:
        return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL), None
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor",
               INTENT_RENDER_THEME="dark", PAGER="cat", INTENT_RENDER_PAGER="cat")
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=slave,
                            stderr=subprocess.DEVNULL, env=env, start_new_session=True)
    os.close(slave)

    def drain():
        while True:
            try:
                if not os.read(master, 1 << 16):
                    return
            except OSError:
                return

    threading.Thread(target=drain, daemon=True).start()
    return proc, master


def finish(proc):
    """Waits for the process; its CPU seconds (user + system) from wait4."""
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return usage.ru_utime + usage.ru_stime


def run_total(command, pieces, interval, tty):
    proc, _ = start(command, tty)
    last = time.perf_counter()
    for piece in pieces:
        proc.stdin.write(piece)
        proc.stdin.flush()
        last = pace(interval, last)
    proc.stdin.close()
    return finish(proc)


def wait_idle(pid, quiet=0.1, limit=60):
    """Waits until the process has used no CPU for `quiet` seconds."""
    end = time.time() + limit
    before = cpu_ns(pid)
    while time.time() < end:
        time.sleep(quiet)
        now = cpu_ns(pid)
        if now == before:
            return now
        before = now
    return before


def run_tail(command, pieces, interval, tty, tail):
    """CPU per chunk over the last `tail` chunks, in milliseconds."""
    proc, _ = start(command, tty)
    head, rest = pieces[:-tail], pieces[-tail:]
    last = time.perf_counter()
    for piece in head:
        proc.stdin.write(piece)
        proc.stdin.flush()
        last = pace(interval, last)
    before = wait_idle(proc.pid)
    last = time.perf_counter()
    for piece in rest:
        proc.stdin.write(piece)
        proc.stdin.flush()
        last = pace(interval, last)
    after = wait_idle(proc.pid)
    proc.stdin.close()
    finish(proc)
    return (after - before) / 1e6 / len(rest)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--chunk", type=int, default=100)
    parser.add_argument("--interval", type=float, default=0.0003)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tail", type=int, default=1000)
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--tty", action="store_true")
    parser.add_argument("--keep", help="also write the note here")
    args = parser.parse_args()

    note = make_note(args.lines).encode()
    if args.keep:
        with open(args.keep, "wb") as f:
            f.write(note)
    pieces = chunks(note, args.chunk)
    color = [] if args.tty else ["--color", "always"]
    w = ["--width", str(args.width)]
    commands = {
        "note --stream": [args.binary, "note", "--stream", *w, *color, "--theme", "dark", "-"],
        "note (one-shot)": [args.binary, "note", *w, *color, "--theme", "dark",
                            "--paging", "never", "-"],
        "streamdown": ["streamdown", "-w", str(args.width)],
    }
    print(f"note: {args.lines} lines, {len(note)} bytes, {len(pieces)} chunks of "
          f"{args.chunk} bytes every {args.interval * 1000:.1f} ms; output: "
          f"{'a 100x40 terminal' if args.tty else 'a pipe'}; {args.runs} runs")
    totals = {name: [] for name in commands}
    for _ in range(args.runs):
        # Interleaved, so load on the machine falls on every command alike.
        for name, command in commands.items():
            totals[name].append(run_total(command, pieces, args.interval, args.tty))
    tails = {}
    for name in ("note --stream", "streamdown"):
        tails[name] = statistics.median(
            run_tail(commands[name], pieces, args.interval, args.tty, args.tail)
            for _ in range(max(1, min(3, args.runs))))
    oneshot = statistics.median(totals["note (one-shot)"])
    print()
    print("| command | CPU s (median) | min | max | vs one-shot note | ms CPU per chunk, last "
          f"{args.tail} chunks |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, values in totals.items():
        median = statistics.median(values)
        tail = f"{tails[name]:.3f}" if name in tails else "–"
        print(f"| {name} | {median:.3f} | {min(values):.3f} | {max(values):.3f} | "
              f"{median / oneshot:.2f}x | {tail} |")
    stream = statistics.median(totals["note --stream"])
    print()
    print(f"note --stream / one-shot: {stream / oneshot:.2f}x (goal: at most 1.5x)")
    print(f"note --stream per chunk at the end: {tails['note --stream']:.3f} ms (goal: at most 2 ms)")
    print(f"streamdown / note --stream: {statistics.median(totals['streamdown']) / stream:.1f}x")


if __name__ == "__main__":
    main()
