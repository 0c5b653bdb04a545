import MarkdownRender
import RenderSupport

/// Hostile strings for transcript exports. Each one, if it ever ran, would change the page:
/// set `document.title` to `PWNED` or mark `<html data-pwned>`, which a browser test can see in
/// the dumped DOM. Some would call `alert`, which hangs headless Chromium: an empty dump is a
/// failure too.
enum XSSCorpus {
  static let run = "document.title='PWNED';document.documentElement.setAttribute('data-pwned','1')"

  static let payloads: [String] = [
    "<script>\(run)</script>",
    "</title><script>\(run)</script>",
    "\"><script>\(run)</script>",
    "'><img src=x onerror=\"\(run)\">",
    "<img src=x onerror=\"\(run)\">",
    "<svg onload=\"\(run)\"></svg>",
    "<svg><script>\(run)</script></svg>",
    "<svg><a xlink:href=\"javascript:\(run)\"><text y=20>x</text></a></svg>",
    "<details open ontoggle=\"\(run)\">x</details>",
    "<input autofocus onfocus=\"\(run)\">",
    "<body onload=\"\(run)\">",
    "<iframe src=\"javascript:\(run)\"></iframe>",
    "<iframe srcdoc=\"<script>parent.\(run)</script>\"></iframe>",
    "<object data=\"javascript:\(run)\"></object><embed src=\"javascript:alert(1)\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:\(run)\">",
    "<base href=\"javascript:\(run)//\">",
    "<form action=\"javascript:\(run)\"><button autofocus>go</button></form>",
    "<a href=\"javascript:\(run)\">click</a> [md link](javascript:\(run)) <javascript:alert(1)>",
    "[entity link](&#x6A;avascript:\(run)) [tab link](java\tscript:alert(1))",
    "![img](javascript:\(run)) ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "![html](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<style>html{display:none}</style><div style=\"background:url(javascript:alert(1))\">s</div>",
    "<link rel=stylesheet href=\"http://127.0.0.1:9/x.css\"><img src=\"http://127.0.0.1:9/t.png\">",
    "&lt;script&gt;\(run)&lt;/script&gt; &#60;script&#62;alert(1)&#60;/script&#62; &#x3C;img src=x onerror=alert(1)&#x3E;",
    "<scr<script>ipt>\(run)</scr</script>ipt> &amp;lt;script&amp;gt; &#0; &#xD800; &bogus; &",
    "<math><mtext><table><mglyph><style><img src=x onerror=\"\(run)\">",
    "<noscript><p title=\"</noscript><img src=x onerror=\(run)>\"></noscript>",
    "<video><source onerror=\"\(run)\"></video><audio src=x onerror=\"\(run)\"></audio>",
    "```mermaid\ngraph TD\nA[\"<img src=x onerror=alert(1)>\"] --> B\nclick A call alert(1)\n```",
    "```html\n<script>\(run)</script>\n```",
    "\u{0}<script>\u{0}\(run)</script> \u{202E}gnp.exe",
  ]

  /// A name-sized payload for short fields (titles, tool names, ids, media types).
  static func short(_ index: Int) -> String {
    payloads[index % payloads.count]
  }

  // MARK: - Conversations in each format

  static func string(_ text: String) -> JSONValue { .string(text) }

  static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
  }

  /// The intent format with a payload in every field.
  static func intent() -> String {
    var messages: [JSONValue] = []
    for (index, payload) in payloads.enumerated() {
      let blocks: [JSONValue] = [
        object([("type", string("text")), ("text", string(payload))]),
        object([("type", string("reasoning")), ("text", string(payload))]),
        object([
          ("type", string("tool_call")), ("id", string(short(index + 1))),
          ("name", string(short(index + 2))),
          ("arguments", object([(payload, string(payload))])),
        ]),
        object([
          ("type", string("tool_result")), ("call_id", string(short(index + 1))),
          ("content", string(payload)), ("is_error", .bool(index % 2 == 0)),
        ]),
        object([
          ("type", string("tool_result")), ("call_id", string(short(index + 3))),
          ("content", object([(payload, .array([string(payload)]))])),
        ]),
        object([
          ("type", string("image")), ("media_type", string("image/png\" onerror=\"\(run)")),
          ("data", string("iVBORw0KGgo\" onerror=\"\(run)")), ("alt", string(payload)),
        ]),
        object([
          ("type", string("image")), ("media_type", string("image/svg+xml")),
          ("data", string("PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=")), ("alt", string(payload)),
        ]),
        object([
          ("type", string("image")), ("path", string("../../etc/passwd")), ("alt", string(payload)),
        ]),
        object([
          ("type", string("image")), ("path", string("/etc/passwd")), ("name", string(payload)),
        ]),
        object([
          ("type", string("attachment")), ("name", string(payload)), ("size", .number("12")),
          ("media_type", string(payload)),
        ]),
        object([
          ("type", string("question")), ("text", string(payload)),
          ("options", .array([string(payload), string(short(index + 4))])),
          ("answer", string(short(index + 5))),
        ]),
      ]
      messages.append(
        object([
          ("role", string(["user", "assistant", "system", "tool"][index % 4])),
          ("author", string(short(index + 6))), ("model", string(short(index + 7))),
          ("timestamp", string(short(index + 8))), ("blocks", .array(blocks)),
        ]))
    }
    return object([
      ("format", string("intent-transcript")), ("version", .number("1")),
      ("title", string("</title><script>\(run)</script><b onmouseover=alert(1)>T")),
      ("model", string(short(3))), ("messages", .array(messages)),
    ]).prettyPrinted()
  }

  /// A Claude Code session log with payloads in the summary, text, thinking and tools.
  static func claudeCode() -> String {
    var lines = [
      object([("type", string("summary")), ("summary", string(short(1)))]).compactText()
    ]
    for (index, payload) in payloads.enumerated() {
      let id = "toolu_\(index)"
      lines.append(
        object([
          ("type", string("user")), ("uuid", string("u\(index)")),
          ("timestamp", string(short(index))),
          ("message", object([("role", string("user")), ("content", string(payload))])),
        ]).compactText())
      lines.append(
        object([
          ("type", string("assistant")), ("uuid", string("a\(index)")),
          (
            "message",
            object([
              ("id", string("msg_\(index)")), ("role", string("assistant")),
              ("model", string(payload)),
              (
                "content",
                .array([
                  object([("type", string("thinking")), ("thinking", string(payload))]),
                  object([("type", string("text")), ("text", string(payload))]),
                  object([
                    ("type", string("tool_use")), ("id", string(id)), ("name", string(payload)),
                    ("input", object([("command", string(payload))])),
                  ]),
                ])
              ),
            ])
          ),
        ]).compactText())
      lines.append(
        object([
          ("type", string("user")), ("uuid", string("r\(index)")),
          (
            "message",
            object([
              ("role", string("user")),
              (
                "content",
                .array([
                  object([
                    ("type", string("tool_result")), ("tool_use_id", string(id)),
                    ("content", string(payload)), ("is_error", .bool(true)),
                  ])
                ])
              ),
            ])
          ),
        ]).compactText())
      lines.append(object([("type", string(payload))]).compactText())
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// OpenAI messages with payloads in names, content parts, tool calls and results.
  static func openAI() -> String {
    var messages: [JSONValue] = []
    for (index, payload) in payloads.enumerated() {
      messages.append(object([("role", string("system")), ("content", string(payload))]))
      messages.append(
        object([
          ("role", string("user")), ("name", string(short(index + 1))),
          (
            "content",
            .array([
              object([("type", string("text")), ("text", string(payload))]),
              object([
                ("type", string("image_url")),
                ("image_url", object([("url", string("javascript:\(run)"))])),
              ]),
              object([
                ("type", string("image_url")),
                ("image_url", object([("url", string("data:image/svg+xml;base64,PHN2Zz4="))])),
              ]),
            ])
          ),
        ]))
      messages.append(
        object([
          ("role", string("assistant")), ("content", string(payload)),
          (
            "tool_calls",
            .array([
              object([
                ("id", string(short(index + 2))), ("type", string("function")),
                ("function", object([("name", string(payload)), ("arguments", string(payload))])),
              ])
            ])
          ),
        ]))
      messages.append(
        object([
          ("role", string("tool")), ("tool_call_id", string(short(index + 2))),
          ("content", string(payload)),
        ]))
    }
    return JSONValue.array(messages).prettyPrinted()
  }

  /// An Anthropic request body with payloads in the system prompt, blocks and documents.
  static func anthropic() -> String {
    var messages: [JSONValue] = []
    for (index, payload) in payloads.enumerated() {
      messages.append(
        object([
          ("role", string("user")),
          (
            "content",
            .array([
              object([("type", string("text")), ("text", string(payload))]),
              object([
                ("type", string("document")), ("title", string(payload)),
                (
                  "source",
                  object([
                    ("type", string("text")), ("media_type", string(payload)),
                    ("data", string(payload)),
                  ])
                ),
              ]),
              object([
                ("type", string("image")),
                (
                  "source", object([("type", string("url")), ("url", string("javascript:\(run)"))])
                ),
              ]),
            ])
          ),
        ]))
      messages.append(
        object([
          ("role", string("assistant")),
          (
            "content",
            .array([
              object([("type", string("redacted_thinking")), ("data", string(payload))]),
              object([
                ("type", string("tool_use")), ("id", string("t\(index)")),
                ("name", string(payload)),
                ("input", string(payload)),
              ]),
            ])
          ),
        ]))
      messages.append(
        object([
          ("role", string("user")),
          (
            "content",
            .array([
              object([
                ("type", string("tool_result")), ("tool_use_id", string("t\(index)")),
                (
                  "content",
                  .array([object([("type", string("text")), ("text", string(payload))])])
                ),
              ])
            ])
          ),
        ]))
    }
    return object([
      ("model", string(short(2))), ("system", string(short(0))), ("messages", .array(messages)),
    ]).prettyPrinted()
  }
}
