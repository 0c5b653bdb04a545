#!/usr/bin/env python3
"""A non-Swift client of `intent-render serve`: what a desktop or Android client does.

Starts the server, speaks JSON-RPC 2.0 with LSP framing (Content-Length headers) over its
standard input and output, and checks the answers:

    scripts/serve-client.py [PATH/TO/intent-render]        # default: .build/debug/intent-render
    scripts/serve-client.py --bench N [BINARY] [FILE]      # N highlight requests, latency table

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
        return json.loads(self.process.stdout.read(length))

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


def bench(binary, count, path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    client = Client(binary)
    client.call("initialize")
    times = []
    for _ in range(count):
        started = time.perf_counter()
        answer = client.call("highlight", {"text": text, "path": path})
        times.append((time.perf_counter() - started) * 1000)
        assert "result" in answer, answer
    # Throughput: requests in flight together, answered out of order.
    # Written from a thread, as answers must be read while requests are still going out (else
    # both pipes fill and each side waits for the other).
    first = client.next_id + 1
    client.next_id += count
    ids = set(range(first, first + count))
    busy = 0
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
        ids.discard(answer["id"])
    elapsed = time.perf_counter() - started
    sender.join()
    client.close()
    print(f"{os.path.basename(path)}: median {statistics.median(times):.3f} ms, "
          f"p90 {sorted(times)[int(len(times) * 0.9)]:.3f} ms one at a time; "
          f"{count / elapsed:.0f} requests/s with 64 in flight ({busy} answered busy)")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments and arguments[0] == "--bench":
        count = int(arguments[1])
        binary = arguments[2] if len(arguments) > 2 else ".build/release/intent-render"
        bench(binary, count, arguments[3] if len(arguments) > 3 else "Sources/RenderServer/RPC/RPCServer.swift")
    else:
        check(arguments[0] if arguments else ".build/debug/intent-render")
