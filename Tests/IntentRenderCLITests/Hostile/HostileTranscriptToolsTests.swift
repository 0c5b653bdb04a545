import Foundation
import MarkdownRender
import TestSupport
import Testing

/// The newer transcript surfaces as a whole process on hostile input: sub-agent sessions
/// (inline sidechains and `subagents/agent-*.jsonl` files) carrying every tool renderer's
/// payloads, hostile agent ids, each importer's fixture with payloads in its text, deep JSON,
/// NULs and invalid UTF-8. Pages are checked statically and in Chromium; terminal output
/// must carry no escape from the input.
@Suite(.serialized) struct HostileTranscriptToolsTests {
  /// Payloads in one line: markup, script URLs, `</details>`, terminal escapes (OSC 0, OSC 8,
  /// OSC 52, CSI, C1), a NUL.
  static let payload =
    XSSCorpus.payloads.prefix(12).joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
    + " </details></summary></section></article> javascript:alert(1) "
    + XSSToolCorpus.escapes + "\u{1B}]52;c;cHduZWQ=\u{07} \u{0}"

  static func json(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(String(decoding: data, as: UTF8.self).dropFirst(2).dropLast(2))
  }

  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "intent-render-hostile-tools-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A session whose Task call names a sub-agent file holding the whole tool corpus, with an
  /// inline sidechain and a Task naming a path outside the folder.
  func subagentSession(in root: String) throws -> String {
    let p = Self.json(Self.payload)
    let lines = [
      #"{"type":"user","uuid":"u1","message":{"role":"user","content":"\#(p)"}}"#,
      #"{"type":"assistant","uuid":"u2","message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Task","input":{"prompt":"\#(p)","description":"\#(p)","subagent_type":"\#(p)"}},{"type":"tool_use","id":"t2","name":"Task","input":{"prompt":"inline \#(p)"}},{"type":"tool_use","id":"t3","name":"Task","input":{"prompt":"away"}},{"type":"tool_use","id":"t4","name":"Glob","input":{"pattern":"\#(p)","path":"\#(p)"}}]}}"#,
      #"{"type":"user","isSidechain":true,"uuid":"s1","parentUuid":null,"message":{"role":"user","content":"inline \#(p)"}}"#,
      #"{"type":"assistant","isSidechain":true,"uuid":"s2","parentUuid":"s1","message":{"id":"sm1","role":"assistant","content":[{"type":"tool_use","id":"st1","name":"Bash","input":{"command":"\#(p)","description":"\#(p)"}}]}}"#,
      #"{"type":"user","isSidechain":true,"uuid":"s3","parentUuid":"s2","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"st1","content":"Exit code 1\n\#(p)","is_error":true}]}}"#,
      #"{"type":"user","uuid":"u3","toolUseResult":{"agentId":"evil1"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"\#(p)\nagentId: evil1"},{"type":"tool_result","tool_use_id":"t2","content":"\#(p)"},{"type":"tool_result","tool_use_id":"t4","content":"\#(p)\n\#(p)"}]}}"#,
      #"{"type":"user","uuid":"u4","toolUseResult":{"agentId":"../../../etc/passwd"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t3","content":"agentId: ../\#(p)"}]}}"#,
    ]
    let session = root + "/session.jsonl"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: session, atomically: true, encoding: .utf8)
    let agents = root + "/session/subagents"
    try FileManager.default.createDirectory(atPath: agents, withIntermediateDirectories: true)
    try XSSToolCorpus.claudeCode().write(
      toFile: agents + "/agent-evil1.jsonl", atomically: true, encoding: .utf8)
    return session
  }

  /// Each importer's fixture with the payload put into its texts (every ` the ` inside them).
  func importerInputs(in root: String) throws -> [String] {
    let fixtures = Fixtures.directory("Transcript")
    var paths: [String] = []
    for name in [
      "greeting.codex.jsonl", "lint.gemini.json", "cat-names.chatgpt.json",
      "version-flag.aider.chat.history.md", "median.claude-code.jsonl",
    ] {
      var text = try String(
        contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
      let inserted =
        name.hasSuffix(".md")
        ? Self.payload.replacingOccurrences(of: "\u{0}", with: "") : Self.json(Self.payload)
      text = text.replacingOccurrences(of: " the ", with: " " + inserted + " ")
      if name.hasSuffix(".md") { text += "\n#### " + inserted + "\n\n" + inserted + "\n" }
      let path = root + "/" + name
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    return paths
  }

  /// The page has no active content, keeps its CSP, and is the only file written.
  func checkPage(_ page: String, _ name: String) {
    let lower = page.lowercased()
    #expect(!lower.contains("<script"), "\(name)")
    for tag in ["<iframe", "<object", "<embed", "<base", "<link", "<form", "<foreignobject"] {
      #expect(!lower.contains(tag), "\(name): \(tag)")
    }
    #expect(
      page.components(separatedBy: "<meta http-equiv=\"Content-Security-Policy\"").count == 2,
      "\(name)")
    #expect(!page.contains("\u{1B}") && !page.contains("\u{0}"), "\(name): a raw escape or NUL")
    for tag in HTMLTagScanner.tags(in: page) {
      for (attribute, value) in tag.attributes {
        #expect(!attribute.hasPrefix("on"), "\(name): <\(tag.name) \(attribute)>")
        if attribute == "href" || attribute == "src" {
          #expect(
            !value.filter { !$0.isWhitespace }.lowercased().hasPrefix("javascript:"),
            "\(name): \(value)")
        }
      }
    }
    // Every fold the payloads tried to close is still balanced.
    #expect(
      page.components(separatedBy: "<details").count
        == page.components(separatedBy: "</details>").count, "\(name): details unbalanced")
  }

  /// Exports `input` to HTML in its own folder; returns the page.
  func export(_ input: String) throws -> String {
    let out = try folder()
    var run = ProcessRun(["transcript", input, "-o", out + "/page.html"])
    run.timeout = 30
    let outcome = run.run()
    #expect(outcome.status == 0, "\(input): \(outcome.stderr)")
    #expect(outcome.signal == nil && !outcome.timedOut)
    for line in outcome.stderrLines {
      #expect(line.hasPrefix("intent-render: "), "\(line)")
      #expect(!line.contains("\u{1B}") && !line.contains("\u{0}"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["page.html"])
    let page = try String(contentsOfFile: out + "/page.html", encoding: .utf8)
    if HeadlessBrowser.path != nil {
      let dom = try HeadlessBrowser.dumpDOM(out + "/page.html")
      #expect(!dom.isEmpty, "\(input): empty DOM (a dialog or a hang means a script ran)")
      let root = HTMLTagScanner.tags(in: dom).first { $0.name == "html" }
      #expect(root.map { !$0.attributes.contains { $0.name == "data-pwned" } } == true)
      #expect(!dom.contains("<title>PWNED"))
    } else {
      print("NOTICE: chromium not installed; browser check of \(input) skipped")
    }
    return page
  }

  /// Terminal output keeps only its own SGR colours: no OSC, no other CSI, no C1, no NUL.
  func checkTerminal(_ input: String) {
    for format in ["ansi", "text", "markdown"] {
      // --width lays out terminal formats only; with markdown it is a usage error.
      let width = format == "markdown" ? [] : ["--width", "70"]
      var run = ProcessRun(["transcript", input, "--format", format, "--expand"] + width)
      run.timeout = 30
      let outcome = run.run()
      #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
      let text = outcome.stdoutText
      #expect(!text.contains("\u{1B}]") && !text.contains("\u{9B}") && !text.contains("\u{0}"))
      #expect(!text.contains("\u{7}"), "\(format): a BEL")
      let escapes = text.matches(of: /\x1B[^\[]|\x1B\[[0-9;]*[^0-9;m]/)
      #expect(
        escapes.isEmpty,
        "\(format): \(escapes.prefix(3).map { String(text[$0.range]).debugDescription })")
    }
  }

  @Test func subagentSessionsWithEveryRendererStaySafe() throws {
    let session = try subagentSession(in: try folder())
    let page = try export(session)
    checkPage(page, "sub-agents")
    // Both sub-agents are drawn, the one outside the folder is not even looked for.
    #expect(page.components(separatedBy: "<details class=\"subagent\">").count == 3)
    #expect(page.contains("tool-search"))
    checkTerminal(session)
  }

  @Test(arguments: ["codex", "gemini", "chatgpt", "aider", "claude-code"])
  func everyImporterEscapesItsTexts(kind: String) throws {
    let inputs = try importerInputs(in: try folder())
    let input = try #require(inputs.first { $0.contains("." + kind + ".") })
    checkPage(try export(input), kind)
    checkTerminal(input)
  }

  @Test func deepNestingNULsAndInvalidUTF8AreWarningsNotCrashes() throws {
    let root = try folder()
    var bytes = Data(#"{"type":"user","message":{"role":"user","content":"hi"}}"#.utf8)
    bytes += Data("\n".utf8)
    // Tool input nested 100,000 deep: the parser's depth limit, not the stack, stops it.
    bytes += Data(
      (#"{"type":"assistant","message":{"id":"m","role":"assistant","content":[{"type":"tool_use","id":"t","name":"Bash","input":"#
        + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        + "}]}}\n").utf8)
    bytes += Data(
      #"{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"a\u0000b\u001b]52;c;eA==\u0007"}]}}"#
        .utf8)
    bytes += Data("\n".utf8)
    bytes += Data(#"{"type":"user","message":{"role":"user","content":""#.utf8)
    bytes += Data([0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80])
    bytes += Data("\"}}\n".utf8)
    let input = root + "/odd.claude-code.jsonl"
    try bytes.write(to: URL(fileURLWithPath: input))
    var run = ProcessRun(["transcript", input, "-o", root + "/page.html"])
    run.limits = ["--as=2000000000"]
    run.timeout = 30
    let outcome = run.run()
    #expect(outcome.signal == nil && !outcome.timedOut, "\(outcome.stderr)")
    #expect(outcome.status == 0 || outcome.status == 1, "\(outcome.stderr)")
    for line in outcome.stderrLines { #expect(line.hasPrefix("intent-render: ")) }
    if outcome.status == 0 {
      checkPage(try String(contentsOfFile: root + "/page.html", encoding: .utf8), "odd")
    }
    checkTerminal(input)
  }
}
