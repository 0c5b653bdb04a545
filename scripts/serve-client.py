#!/usr/bin/env python3
"""A non-Swift client of `intent-render serve`: what a desktop or Android client does.

Starts the server, speaks JSON-RPC 2.0 with LSP framing (Content-Length headers) over its
standard input and output, and checks the answers:

    scripts/serve-client.py [PATH/TO/intent-render]        # default: .build/debug/intent-render
    scripts/serve-client.py --bench N [BINARY] [FILE]      # N highlight requests, latency table

The bench runs the server with 2 workers (the issue's floors are for 2 cores) and fails when an
answer falls back (a highlight over a budget is plain text, not a highlighted file: a 512 KiB
source over 60,000 runs must not count as highlighted; see scripts/bench/under-run-budget.py).
It also opens FILE's lines repeated to 10,000 as a document and times N one-character edits
through `serve` (the floor: under 2 ms each), printing their median and p95.

Standard library only. Exits 0 when every check passed.
"""
import json
import os
import statistics
import subprocess
import sys
import threading
import time


class Client:
    def __init__(self, binary, *arguments):
        self.process = subprocess.Popen(
            [binary, "serve", *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        self.next_id = 0
        # Seconds the last answer took to decode (json.loads), so a bench can tell the
        # server's time from the client's.
        self.decode_seconds = 0.0

    def send(self, message):
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        body = self.process.stdout.read(length)
        started = time.perf_counter()
        answer = json.loads(body)
        self.decode_seconds = time.perf_counter() - started
        return answer

    def request(self, method, params=None):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params or {}})
        return self.next_id

    def call(self, method, params=None):
        sent = self.request(method, params)
        answer = self.receive()
        assert answer["id"] == sent, answer
        return answer

    def close(self):
        self.call("shutdown")
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.stdin.close()
        return self.process.wait(timeout=30)


def check(binary):
    client = Client(binary)
    info = client.call("initialize")["result"]
    assert "highlight" in info["capabilities"]["methods"], info
    print("initialize:", info["serverInfo"], len(info["languages"]), "languages")

    runs = client.call("highlight", {"text": 'let greeting = "hi" // note\n', "path": "hello.swift"})
    print("highlight:", json.dumps(runs["result"])[:120], "…")
    assert runs["result"]["runs"][0] == {"location": 0, "length": 3, "color": "#AF3A03", "fontStyle": 0}

    both = client.call("highlight", {"text": "let x = 1", "language": "swift", "themes": ["light", "dark"]})
    assert len(both["result"]["runs"][0]["colors"]) == 2, both

    check = client.call("diagram/check", {"text": "flowchart LR\n  A[Start --> B\n"})["result"]
    print("diagram/check:", check)
    assert check["ok"] is False and check["errors"][0]["line"] == 2

    svg = client.call("diagram/render", {"text": "flowchart LR\n  A --> B\n"})["result"]["svg"]
    assert svg.startswith("<svg"), svg[:40]

    opened = client.call("document/open", {"id": "a", "language": "python", "text": "x = 1\ny = 2\n"})
    changed = client.call("document/change", {"id": "a", "changes": [
        {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": '"""'}]})
    print("document/change:", [line["line"] for line in changed["result"]["lines"]], "lines changed")
    assert opened["result"]["lineCount"] == 3

    bad = client.call("highlight", {"text": 1})
    assert bad["error"]["code"] == -32602 and bad["error"]["data"]["field"] == "params.text", bad
    status = client.close()
    assert status == 0, status
    print("all checks passed")


class BenchFailure(Exception):
    """An answer the bench cannot count: an error, or a fallback to plain text."""


def highlighted(answer, what):
    """The result of a highlight-like answer, or a BenchFailure naming why it does not count."""
    if "result" not in answer:
        raise BenchFailure(f"{what}: {answer.get('error')}")
    if "fallback" in answer["result"]:
        raise BenchFailure(f"{what} fell back to plain text: {answer['result']['fallback']}")
    return answer["result"]


def percentile(times, fraction):
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def bench_edits(client, text, path, count):
    """One-character edits (a character typed, then deleted) in the middle of a 10,000-line
    document; each is one round trip through the server."""
    lines = text.split("\n")
    while len(lines) < 10_000:
        lines += lines
    document = "\n".join(lines[:10_000])
    opened = client.call("document/open", {"id": "bench", "path": path, "text": document})
    highlighted(opened, "document/open of 10,000 lines")
    line = 5_000
    column = len(lines[line].encode("utf-16-le")) // 2
    times = []
    for index in range(count):
        typed = index % 2 == 0
        start = {"line": line, "character": column}
        end = start if typed else {"line": line, "character": column + 1}
        change = {"range": {"start": start, "end": end}, "text": "x" if typed else ""}
        started = time.perf_counter()
        answer = client.call("document/change", {"id": "bench", "changes": [change]})
        times.append((time.perf_counter() - started) * 1000)
        highlighted(answer, "document/change")
    client.call("document/close", {"id": "bench"})
    median, p95 = statistics.median(times), percentile(times, 0.95)
    floor = "meets" if median < 2 else "misses"
    print(f"one-character edit in a 10,000-line document: median {median:.3f} ms, "
          f"p95 {p95:.3f} ms over {count} edits ({floor} the 2 ms floor)")


def bench(binary, count, path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    client = Client(binary, "--workers", "2")
    client.call("initialize")
    times = []
    decodes = []
    for _ in range(count):
        started = time.perf_counter()
        answer = client.call("highlight", {"text": text, "path": path})
        times.append((time.perf_counter() - started) * 1000)
        decodes.append(client.decode_seconds * 1000)
        highlighted(answer, os.path.basename(path))
    # Throughput: requests in flight together, answered out of order.
    # Written from a thread, as answers must be read while requests are still going out (else
    # both pipes fill and each side waits for the other).
    first = client.next_id + 1
    client.next_id += count
    ids = set(range(first, first + count))
    busy = 0
    fallbacks = []
    # At most 64 requests in flight, as a client that respects the queue would keep.
    window = threading.Semaphore(64)

    def send_all():
        for sent in range(first, first + count):
            window.acquire()
            client.send({"jsonrpc": "2.0", "id": sent, "method": "highlight",
                         "params": {"text": text, "path": path}})

    started = time.perf_counter()
    sender = threading.Thread(target=send_all)
    sender.start()
    while ids:
        answer = client.receive()
        window.release()
        busy += "error" in answer
        if "fallback" in answer.get("result", {}):
            fallbacks.append(answer["result"]["fallback"])
        ids.discard(answer["id"])
    elapsed = time.perf_counter() - started
    sender.join()
    if fallbacks:
        raise BenchFailure(f"{len(fallbacks)} answers fell back to plain text: {fallbacks[0]}")
    print(f"{os.path.basename(path)}: median {statistics.median(times):.3f} ms, "
          f"p90 {percentile(times, 0.9):.3f} ms one at a time "
          f"(of which the client's JSON decoding {statistics.median(decodes):.3f} ms); "
          f"{count / elapsed:.0f} requests/s with 64 in flight ({busy} answered busy)")
    bench_edits(client, text, path, count)
    client.close()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments and arguments[0] == "--bench":
        count = int(arguments[1])
        binary = arguments[2] if len(arguments) > 2 else ".build/release/intent-render"
        try:
            bench(binary, count, arguments[3] if len(arguments) > 3 else "Sources/RenderServer/RPC/RPCServer.swift")
        except BenchFailure as failure:
            print(f"FAIL: {failure}", file=sys.stderr)
            sys.exit(1)
    else:
        check(arguments[0] if arguments else ".build/debug/intent-render")
