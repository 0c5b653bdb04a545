#!/usr/bin/env python3
"""`note --stream` benchmark: a 10,000-line mixed note (headings, paragraphs, lists, tables,
Swift and Python fences, as NoteStreamCostTests makes it) fed in 100-byte pieces every 0.3 ms,
into a pipe and onto a 40-row terminal (a pty), against the one-shot render of the same text and
against streamdown (PyPI) on the same stream, all in one run. CPU is the renderer's own (user +
system, from wait4), so the feeder's time is not counted. The cost of a piece at the end of
the note is the renderer's CPU while the last 300 pieces arrive (from /proc, clock ticks),
divided by 300.

    scripts/bench/note-stream.py BINARY [RUNS]
Prints a Markdown table. Floors (#34): the stream at most 1.5 times the one-shot CPU, at most
2 ms per piece at the end.
"""
import os
import pty
import select
import subprocess
import sys
import time

PIECE = 100
INTERVAL = 0.0003
TAIL_PIECES = 300


def note():
    lines, part = [], 0
    while len(lines) < 10_000:
        part += 1
        lines += [
            "## Part %d" % part, "",
            "This part explains step %d of the change, with `inline code`, *emphasis* and a" % part,
            "[link](https://example.com/%d) to the documentation." % part, "",
            "- first point of part %d" % part, "- second point, **bold**", "- [x] a task done", "",
            "| name | value |", "|:-----|------:|", "| a%d | %d |" % (part, part * 3), "| b | 2 |", "",
            "```swift", "func step%d(value: Int) -> Int {" % part, "  let doubled = value * 2",
            "  return doubled + %d // done" % part, "}", "```", "",
            "```python", "def step_%d(value):" % part, "    return [value] * %d" % part, "```", "",
        ]
    return ("\n".join(lines) + "\n").encode()


def ticks(pid):
    """The process's user + system CPU so far, in seconds (clock ticks of /proc)."""
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def drain(fd):
    """Reads what is ready on fd (the renderer's output), so it never blocks on a full pipe."""
    while select.select([fd], [], [], 0)[0]:
        try:
            if not os.read(fd, 1 << 16):
                return False
        except OSError:
            return False
    return True


def run(command, text, screen, env):
    """Feeds text to command in pieces; returns (CPU seconds, CPU per tail piece in ms)."""
    if screen:
        master, slave = pty.openpty()
        os.set_blocking(master, False)
        # 40 rows, 100 columns.
        import fcntl, struct, termios
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=slave, stderr=slave,
                                   env=env)
        os.close(slave)
        out = master
    else:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, env=env)
        out = process.stdout.fileno()
        os.set_blocking(out, False)
    pieces = [text[i:i + PIECE] for i in range(0, len(text), PIECE)]
    tail_start = len(pieces) - TAIL_PIECES
    before = 0.0
    next_time = time.monotonic()
    for index, piece in enumerate(pieces):
        if index == tail_start:
            drain(out)
            time.sleep(0.05)
            drain(out)
            before = ticks(process.pid)
        process.stdin.write(piece)
        process.stdin.flush()
        drain(out)
        next_time += INTERVAL
        delay = next_time - time.monotonic()
        if delay > 0:
            time.sleep(delay)
    time.sleep(0.05)
    drain(out)
    tail = ticks(process.pid) - before
    process.stdin.close()
    while drain(out) and process.poll() is None:
        time.sleep(0.001)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = status
    if screen:
        os.close(master)
    return usage.ru_utime + usage.ru_stime, tail * 1000 / TAIL_PIECES


def one_shot(command, text, env):
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env=env)
    process.stdin.write(text)
    process.stdin.close()
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    binary, runs = argv[1], int(argv[2]) if len(argv) > 2 else 3
    text = note()
    env = dict(os.environ, COLUMNS="100", LINES="40", TERM="xterm-256color")
    ours = [binary, "note", "--format", "ansi", "--width", "100", "--color", "always"]
    rows = {}
    for _ in range(runs):
        for name, value in [
            ("one-shot", one_shot(ours, text, env)),
            ("stream, pipe", run(ours + ["--stream"], text, False, env)),
            ("stream, 40-row terminal", run(ours + ["--stream"], text, True, env)),
            ("streamdown, 40-row terminal", run(["streamdown", "-w", "100"], text, True, env)),
        ]:
            rows.setdefault(name, []).append(value)
    base = min(rows["one-shot"])
    print("| %d lines, %d-byte pieces every %.1f ms | CPU s (best of %d) | × one-shot | "
          "ms per piece, last %d |" % (text.count(b"\n"), PIECE, INTERVAL * 1000, runs,
                                        TAIL_PIECES))
    print("|---|---:|---:|---:|")
    for name, values in rows.items():
        if name == "one-shot":
            print("| %s | %.3f | 1.00 | |" % (name, base))
            continue
        cpu = min(value[0] for value in values)
        tail = min(value[1] for value in values)
        print("| %s | %.3f | %.2f | %.2f |" % (name, cpu, cpu / base, tail))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
