#!/usr/bin/env python3
"""Writes a large synthetic Claude Code session log (JSONL) for scale measurements.

    scripts/make-large-transcript.py MESSAGES OUT.jsonl
    scripts/make-large-transcript.py --giant text|tool-result|fence LINES OUT.jsonl

Each cycle of ten messages is a user request, thinking, file reads, commands and edits with
their (long) tool output, and a Markdown answer with code, so 10,000 messages come to about
50 MB. `--giant` writes a short session around one giant message instead: a single text block
of LINES lines (about 100 bytes each, so 1,000,000 lines come to about 100 MB), a single tool
result of LINES lines, or a text block that is one fenced code block of LINES lines.
Deterministic: the same arguments always give the same file.
"""
import json
import random
import sys

def main():
    if sys.argv[1] == "--giant":
        giant(sys.argv[2], int(sys.argv[3]), open(sys.argv[4], "w"))
        return
    count = int(sys.argv[1])
    out = open(sys.argv[2], "w")
    rng = random.Random(42)
    words = ("parser token stream layout render width cell glyph buffer queue index cache "
             "header footer margin column block inline anchor rail summary value").split()

    def sentence(n):
        return " ".join(rng.choice(words) for _ in range(n)).capitalize() + "."

    def code_lines(n):
        return "\n".join(f"{i:6}\tlet {rng.choice(words)}{i} = {rng.choice(words)}({i}, \"{rng.choice(words)}\")"
                         for i in range(1, n + 1))

    def event(kind, message, index):
        return {"parentUuid": f"u{index - 1}" if index else None, "isSidechain": False,
                "userType": "external", "cwd": "/home/dev/project", "sessionId": "scale-test",
                "version": "2.0.0", "type": kind, "message": message, "uuid": f"u{index}",
                "timestamp": f"2026-05-01T{(index // 3600) % 24:02}:{(index // 60) % 60:02}:{index % 60:02}.000Z"}

    out.write(json.dumps({"type": "summary", "summary": f"Scale test: {count} messages"}) + "\n")
    for index in range(count):
        step = index % 10
        tool_id = f"toolu_{index}"
        if step == 0:
            message = {"role": "user", "content": sentence(30) + "\n\n" + sentence(20)}
            kind = "user"
        elif step in (1, 3, 5):
            name, arguments = [("Read", {"file_path": f"/home/dev/project/Sources/File{index}.swift"}),
                               ("Bash", {"command": f"swift test --filter Case{index}", "description": sentence(6)}),
                               ("Edit", {"file_path": f"/home/dev/project/Sources/File{index}.swift",
                                         "old_string": code_lines(25), "new_string": code_lines(30)})][(step - 1) // 2]
            content = [{"type": "tool_use", "id": tool_id, "name": name, "input": arguments}]
            if step == 1:
                content.insert(0, {"type": "thinking", "thinking": sentence(60), "signature": "x"})
            message = {"id": f"msg_{index}", "type": "message", "role": "assistant",
                       "model": "claude-sonnet-4-5", "content": content}
            kind = "assistant"
        elif step in (2, 4, 6):
            output = code_lines(360) if step == 2 else ("\n".join(sentence(12) for _ in range(200)) if step == 4 else "The file has been updated.")
            message = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"toolu_{index - 1}",
                                                     "content": output, "is_error": step == 4 and index % 3 == 0}]}
            kind = "user"
        elif step == 7:
            message = {"id": f"msg_{index}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                       "content": [{"type": "tool_use", "id": tool_id, "name": "Grep", "input": {"pattern": rng.choice(words)}}]}
            kind = "assistant"
        elif step == 8:
            message = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"toolu_{index - 1}",
                                                    "content": "\n".join(f"Sources/File{i}.swift:{i * 7}: {sentence(8)}" for i in range(110))}]}
            kind = "user"
        else:
            text = ("## " + sentence(5) + "\n\n" + sentence(40) + "\n\n- " + sentence(10) + "\n- " + sentence(12) +
                    "\n\n```swift\n" + code_lines(12) + "\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
            message = {"id": f"msg_{index}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                       "content": [{"type": "text", "text": text}]}
            kind = "assistant"
        out.write(json.dumps(event(kind, message, index)) + "\n")
        if index % 500 == 499:
            out.write(json.dumps({"type": "file-history-snapshot", "messageId": f"u{index}", "snapshot": {}}) + "\n")

def giant(kind, lines, out):
    rng = random.Random(7)
    words = ("parser token stream layout render width cell glyph buffer queue index cache "
             "header footer margin column block inline anchor rail summary value").split()

    def line(i):
        return f"Line {i}: " + " ".join(rng.choice(words) for _ in range(14)) + "."

    def event(kind_, message, index):
        return {"type": kind_, "message": message, "uuid": f"u{index}", "sessionId": "giant",
                "timestamp": f"2026-05-01T10:00:{index:02}.000Z"}

    body = "\n".join(line(i) for i in range(1, lines + 1))
    out.write(json.dumps(event("user", {"role": "user", "content": "Show me everything."}, 0)) + "\n")
    if kind == "text":
        content = [{"type": "text", "text": body}]
    elif kind == "fence":
        content = [{"type": "text", "text": "Here it is:\n\n```\n" + body + "\n```\n"}]
    elif kind == "tool-result":
        call = {"type": "tool_use", "id": "toolu_1", "name": "Bash", "input": {"command": "cat log"}}
        out.write(json.dumps(event("assistant", {"id": "msg_1", "role": "assistant",
                                                 "model": "claude-sonnet-4-5", "content": [call]}, 1)) + "\n")
        result = {"type": "tool_result", "tool_use_id": "toolu_1", "content": body}
        out.write(json.dumps(event("user", {"role": "user", "content": [result]}, 2)) + "\n")
        content = [{"type": "text", "text": "That was the log."}]
    else:
        sys.exit(f"make-large-transcript: unknown giant kind {kind!r} (text, tool-result or fence)")
    out.write(json.dumps(event("assistant", {"id": "msg_2", "role": "assistant",
                                             "model": "claude-sonnet-4-5", "content": content}, 3)) + "\n")
    out.write(json.dumps(event("user", {"role": "user", "content": "Thanks."}, 4)) + "\n")

main()
