import Foundation
import TestSupport
import Testing

/// `intent-render transcript --redact` as a whole process, in every output format: the secret
/// spellings the hardening review found kept (`PASSWORD=V`, `export PASSWORD='V'`, `TOKEN: V`,
/// `db_password=V` …) and a few other shapes of the redaction corpus, each in a prompt, a tool
/// input and a tool output of one Claude Code session, leave no value behind; what is
/// deliberately no secret (`Fixtures/Transcript/Redact/not-secrets.json`) stays as written.
@Suite struct HostileRedactTests {
  /// A spelling and the value it must lose; `{}` in the spelling stands for the value, which
  /// differs in each place of the session (prompt, tool input, tool output).
  static let spellings: [(text: String, value: String)] = [
    ("PASSWORD={}", "Pw9qLx2z"),
    ("export PASSWORD='{}'", "Tr0ub4dor&3x"),
    ("TOKEN={}", "ab12cd34ef56"),
    ("SECRET={}", "qwerty7788zz"),
    ("PASSWD={}", "letmein42now"),
    ("TOKEN: {}", "9f8e7d6c5b4a"),
    ("db_password={}", "Pgpass2024x"),
    ("app_password = {}", "sunflower99q"),
    ("my_token={}", "tk4242abcdz"),
    // Shapes from the corpus: YAML, JSON, TOML, an option, a URL's user part, a header, code.
    ("database:\n  password: {}\n  user: app", "hunter2hunter2"),
    ("{\"user\": \"ada\", \"clientSecret\": \"{}\"}", "cs9988776655"),
    ("[api]\napi_key = \"{}\"", "tomlkey1234x"),
    ("deploy --token={}", "clitok5566abc"),
    ("curl -u admin:{} https://api.example.com", "curlpass77x"),
    ("curl -H \"Authorization: Bearer {}\" https://api.example.com", "abcdefghijklmnop1234"),
    ("const apiKey = \"{}\";", "jsapikey0099x"),
    ("export AWS_SECRET_ACCESS_KEY=\"{}\"", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
  ]

  static let places = ["prompt", "input", "output"]

  /// The value of `spelling` in `place`: the same value with the place's mark, so a survivor
  /// says where it was.
  static func value(_ spelling: (text: String, value: String), _ place: String) -> String {
    spelling.value + place.prefix(2).uppercased()
  }

  static let kept = try! JSONDecoder().decode(
    [String].self,
    from: Data(
      contentsOf: Fixtures.directory("Transcript").appendingPathComponent(
        "Redact/not-secrets.json")))

  /// One Claude Code session: for each text a prompt holding it, then a Bash call whose command
  /// is it and whose output is it.
  static func session(_ texts: [(prompt: String, input: String, output: String)]) throws -> Data {
    var lines: [String] = []
    func line(_ object: [String: Any]) throws {
      lines.append(
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }
    var parent: Any = NSNull()
    for (index, text) in texts.enumerated() {
      let stamp =
        "2025-06-01T10:\(String(format: "%02d", index / 60)):\(String(format: "%02d", index % 60))Z"
      let base: [String: Any] = ["sessionId": "redact", "timestamp": stamp, "cwd": "/project"]
      let records: [[String: Any]] = [
        [
          "type": "user", "uuid": "u\(index)", "message": ["role": "user", "content": text.prompt],
        ],
        [
          "type": "assistant", "uuid": "a\(index)", "requestId": "req_\(index)",
          "message": [
            "id": "msg_\(index)", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [
              [
                "type": "tool_use", "id": "toolu_\(index)", "name": "Bash",
                "input": ["command": text.input, "description": "Run it"],
              ]
            ],
          ],
        ],
        [
          "type": "user", "uuid": "t\(index)",
          "message": [
            "role": "user",
            "content": [
              ["type": "tool_result", "tool_use_id": "toolu_\(index)", "content": text.output]
            ],
          ],
        ],
      ]
      for record in records {
        try line(base.merging(record) { $1 }.merging(["parentUuid": parent]) { $1 })
        parent = record["uuid"] ?? NSNull()
      }
    }
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// `text` as a reader sees it: tags, entities, escapes and Markdown backslashes removed, so a
  /// value is found however the format writes it.
  static func plain(_ text: String, format: String) -> String {
    switch format {
    case "html":
      var page = text.replacing(#/(?s)<style\b.*?</style>/#, with: "")
      page = page.replacing(#/(?s)<script\b.*?</script>/#, with: "")
      page = page.replacing(#/<[^>]*>/#, with: "")
      page = page.replacing(#/&#x([0-9A-Fa-f]+);/#) { match in
        UInt32(match.output.1, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
      }
      page = page.replacing(#/&#([0-9]+);/#) { match in
        UInt32(match.output.1).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
      }
      for (entity, character) in [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
      ] {
        page = page.replacingOccurrences(of: entity, with: character)
      }
      return page
    case "markdown":
      return text.replacing(#/\\([!-\/:-@\[-`{-~])/#) { String($0.output.1) }
        .replacingOccurrences(of: "&#32;", with: " ")
    default:
      return text.replacing(
        #/\u{1B}(\[[0-9;:?]*[A-Za-z]|\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\))/#, with: "")
    }
  }

  /// The built binary's output of `session` with `--redact` in `format`, made plain.
  static func redacted(_ session: Data, format: String) -> String {
    // Folds opened and lines left long on a terminal; pages hold every fold's content anyway,
    // and the terminal-only options are refused with them.
    let terminal = format == "text" || format == "ansi"
    var run = ProcessRun(
      ["transcript", "-", "--redact", "--format", format]
        + (terminal ? ["--expand", "--width", "1000"] : []))
    run.input = .data(session)
    run.timeout = 60
    let outcome = run.run()
    #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
    #expect(!outcome.timedOut, "\(format)")
    return plain(outcome.stdoutText, format: format)
  }

  @Test(arguments: ["html", "markdown", "text", "ansi"])
  func noSecretValueSurvivesInAnyPlace(format: String) throws {
    let texts = Self.spellings.map { spelling in
      let placed = Self.places.map {
        spelling.text.replacingOccurrences(of: "{}", with: Self.value(spelling, $0))
      }
      return (prompt: placed[0], input: placed[1], output: placed[2])
    }
    let text = Self.redacted(try Self.session(texts), format: format)
    // The session was rendered, not refused: its prompts and the redaction marks are there.
    #expect(text.contains("[REDACTED:"), "\(format)")
    #expect(text.contains("PASSWORD="), "\(format)")
    #expect(text.contains("db_password="), "\(format)")
    var missed: [String] = []
    for spelling in Self.spellings {
      for place in Self.places {
        let value = Self.value(spelling, place)
        // A value is gone when neither it nor its first eight characters are left.
        if text.contains(value) || text.contains(value.prefix(8)) {
          missed.append("\(place): \(spelling.text)")
        }
      }
    }
    #expect(missed.isEmpty, "\(format): \(missed.count) left:\n\(missed.joined(separator: "\n"))")
  }

  @Test(arguments: ["html", "markdown", "text", "ansi"])
  func whatIsNoSecretStaysInEveryPlace(format: String) throws {
    #expect(Self.kept.count >= 20)
    let texts = Self.kept.map { (prompt: $0, input: $0, output: $0) }
    let text = Self.redacted(try Self.session(texts), format: format)
    #expect(!text.contains("[REDACTED"), "\(format)")
    for kept in Self.kept {
      // Once in each place: the prompt, the command and its output.
      #expect(text.components(separatedBy: kept).count > 3, "\(format): \(kept) was changed")
    }
  }
}
