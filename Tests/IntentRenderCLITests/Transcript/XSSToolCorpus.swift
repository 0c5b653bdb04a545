import MarkdownRender
import RenderSupport

/// Hostile tool calls for the tool renderers: every renderer (edit diffs with a recorded
/// patch, writes, numbered reads, commands with escape sequences, plans, searches, web, tasks)
/// gets the payloads in its names, paths, arguments and outputs.
enum XSSToolCorpus {
  static func string(_ text: String) -> JSONValue { .string(text) }
  static func object(_ pairs: [(String, JSONValue)]) -> JSONValue { XSSCorpus.object(pairs) }

  /// Terminal escapes that would retitle a terminal, write a hyperlink or clear the screen.
  static let escapes =
    "\u{1B}]0;PWNED\u{07}\u{1B}]8;;javascript:alert(1)\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{1B}[2J\u{9B}31m"
    + "\u{1B}[38;2;1;2;3mrgb\u{1B}[0m\u{1B}[38;5;300m\u{1B}[48;5;21mbg\r\u{1B}[1mover"

  static func calls(_ payload: String, _ index: Int) -> [(String, JSONValue, JSONValue)] {
    let path = "src/\(payload).swift"
    return [
      (
        "Edit",
        object([
          ("file_path", string(path)), ("old_string", string(payload + "\nkeep")),
          ("new_string", string("keep\n" + payload)),
        ]),
        string(payload)
      ),
      ("Write", object([("file_path", string(path)), ("content", string(payload))]), string("ok")),
      (
        "Read", object([("file_path", string(path)), ("offset", .number("3"))]),
        string("     3→\(payload)\n     4→\(escapes)\n<system-reminder>\(payload)")
      ),
      (
        "Bash",
        object([("command", string(payload)), ("description", string(payload))]),
        string("Exit code 2\n" + escapes + payload)
      ),
      (
        "TodoWrite",
        object([
          (
            "todos",
            .array([
              object([("content", string(payload)), ("status", string("completed"))]),
              object([("content", string(payload)), ("status", string(payload))]),
            ])
          )
        ]), string("ok")
      ),
      (
        "Grep", object([("pattern", string(payload)), ("path", string(payload))]),
        string("Found 2 files\n\(payload)\n\(escapes)")
      ),
      (
        "WebFetch",
        object([("url", string("javascript:" + payload)), ("prompt", string(payload))]),
        string(payload)
      ),
      (
        "WebSearch", object([("query", string(payload))]),
        string(
          "Web search results for query: \"\(payload)\"\n\nLinks: "
            + JSONValue.array([
              object([("title", string(payload)), ("url", string("javascript:" + payload))]),
              object([
                ("title", string(payload)), ("url", string("https://example.com/" + payload)),
              ]),
            ]).compactText() + "\n\n" + payload)
      ),
      (
        "Task",
        object([
          ("description", string(payload)), ("prompt", string(payload)),
          ("subagent_type", string(payload)),
        ]), string(payload)
      ),
      (
        "str_replace_based_edit_tool",
        object([
          ("command", string("insert")), ("path", string(path)), ("insert_line", .number("2")),
          ("new_str", string(payload)),
        ]), string(payload)
      ),
    ]
  }

  /// A Claude Code session: each payload through every tool, with a recorded patch on edits.
  static func claudeCode() -> String {
    var lines: [String] = []
    var number = 0
    for (index, payload) in XSSCorpus.payloads.enumerated() {
      lines.append(
        object([
          ("type", string("user")), ("uuid", string("u\(index)")),
          ("message", object([("role", string("user")), ("content", string("go"))])),
        ]).compactText())
      for (name, input, output) in calls(payload, index) {
        number += 1
        let id = "toolu_\(number)"
        lines.append(
          object([
            ("type", string("assistant")), ("uuid", string("a\(number)")),
            (
              "message",
              object([
                ("id", string("msg_\(number)")), ("role", string("assistant")),
                (
                  "content",
                  .array([
                    object([
                      ("type", string("tool_use")), ("id", string(id)), ("name", string(name)),
                      ("input", input),
                    ])
                  ])
                ),
              ])
            ),
          ]).compactText())
        let patch = JSONValue.array([
          object([
            ("oldStart", .number("1")), ("newStart", .number("1")),
            (
              "lines",
              .array([string("-" + payload), string("+" + payload), string(" " + payload)])
            ),
          ])
        ])
        lines.append(
          object([
            ("type", string("user")), ("uuid", string("r\(number)")),
            ("toolUseResult", object([("structuredPatch", patch)])),
            (
              "message",
              object([
                ("role", string("user")),
                (
                  "content",
                  .array([
                    object([
                      ("type", string("tool_result")), ("tool_use_id", string(id)),
                      ("content", output), ("is_error", .bool(index % 2 == 0)),
                    ])
                  ])
                ),
              ])
            ),
          ]).compactText())
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
