import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import Transcript

/// `--redact` over a corpus of realistic secrets (`Fixtures/Transcript/Redact/secrets.json`)
/// placed in prompts, tool inputs and tool outputs of one Claude Code session: none is left in
/// any of the four outputs, and what is deliberately not a secret (`not-secrets.json`, the list
/// of `TranscriptRedactionRules`) stays.
@Suite struct RedactionCorpusTests {
  struct Secret: Decodable {
    let text: String
    let secret: String
  }

  static let folder = TranscriptFixtures.directory.appendingPathComponent("Redact")
  static let secrets = try! JSONDecoder().decode(
    [Secret].self, from: Data(contentsOf: folder.appendingPathComponent("secrets.json")))
  static let kept = try! JSONDecoder().decode(
    [String].self, from: Data(contentsOf: folder.appendingPathComponent("not-secrets.json")))

  /// A session holding each text once: as a prompt, a Bash command or a command's output, in
  /// turn; the texts that must stay come last, the same way.
  static func session(_ texts: [String]) throws -> String {
    var lines: [String] = []
    func line(_ object: [String: Any]) throws {
      lines.append(
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }
    for (index, text) in texts.enumerated() {
      let stamp =
        "2025-06-01T10:\(String(format: "%02d", index / 60)):\(String(format: "%02d", index % 60))Z"
      let base: [String: Any] = ["sessionId": "r", "timestamp": stamp]
      switch index % 3 {
      case 0:
        try line(
          base.merging([
            "type": "user", "uuid": "u\(index)",
            "message": ["role": "user", "content": text],
          ]) { $1 })
      default:
        let command = index % 3 == 1 ? text : "cat config"
        try line(
          base.merging([
            "type": "assistant", "uuid": "a\(index)",
            "message": [
              "id": "msg_\(index)", "role": "assistant",
              "content": [
                [
                  "type": "tool_use", "id": "toolu_\(index)", "name": "Bash",
                  "input": ["command": command],
                ]
              ],
            ],
          ]) { $1 })
        try line(
          base.merging([
            "type": "user", "uuid": "t\(index)",
            "message": [
              "role": "user",
              "content": [
                [
                  "type": "tool_result", "tool_use_id": "toolu_\(index)",
                  "content": index % 3 == 2 ? text : "done",
                ]
              ],
            ],
          ]) { $1 })
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The four outputs of `text` with `--redact`, each made plain (tags, entities, escapes and
  /// Markdown backslashes removed), so a secret is found however the format writes it.
  static func outputs(_ text: String) throws -> [String: String] {
    var reader = try TranscriptReader(source: .bytes(Array(text.utf8)))
    reader.redactor = TranscriptRedactor()
    let (header, _) = try reader.scanHeader()
    var html: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { html += $0 }
    var markdown = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { markdown += $0 }
    var out = [
      "html": plainHTML(String(decoding: html, as: UTF8.self)),
      "markdown": markdown.replacing(#/\\([!-\/:-@\[-`{-~])/#) { String($0.output.1) }
        .replacingOccurrences(of: "&#32;", with: " "),
    ]
    for (kind, level) in [("text", ColorLevel.none), ("ansi", .truecolor)] {
      var painted = ""
      try TranscriptTerminalRenderer(
        options: TranscriptTerminalOptions(width: 1000, colorLevel: level, expand: true)
      ).render(reader, header: header) { painted += $0 }
      out[kind] = painted.replacing(
        #/\u{1B}(\[[0-9;:?]*[A-Za-z]|\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\))/#, with: "")
    }
    return out
  }

  static func plainHTML(_ page: String) -> String {
    var text = page.replacing(#/(?s)<style\b.*?</style>/#, with: "")
    text = text.replacing(#/<[^>]*>/#, with: "")
    text = text.replacing(#/&#x([0-9A-Fa-f]+);/#) { match in
      UInt32(match.output.1, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
    }
    text = text.replacing(#/&#([0-9]+);/#) { match in
      UInt32(match.output.1).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
    }
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }

  @Test func theCorpusIsLargeAndEveryPlaceIsUsed() {
    #expect(Self.secrets.count >= 60)
    #expect(Set(Self.secrets.map(\.secret)).count == Self.secrets.count)
  }

  @Test func everySecretIsRedactedInEveryFormat() throws {
    let outputs = try Self.outputs(try Self.session(Self.secrets.map(\.text)))
    var missed: [String] = []
    for (kind, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(text.contains("[REDACTED:"), "\(kind)")
      for secret in Self.secrets where text.contains(secret.secret) {
        missed.append("\(kind): \(secret.secret)")
      }
    }
    #expect(missed.isEmpty, "\(missed.count) left: \(missed.joined(separator: "\n"))")
  }

  @Test func whatIsNoSecretStays() throws {
    let outputs = try Self.outputs(try Self.session(Self.kept))
    for (kind, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(!text.contains("[REDACTED"), "\(kind)")
      for kept in Self.kept {
        #expect(text.contains(kept), "\(kind): \(kept) was changed")
      }
    }
  }
}
