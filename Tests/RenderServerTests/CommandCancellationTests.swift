import Foundation
import MarkdownRender
import Testing

@testable import RenderServer

/// `$/cancelRequest` on the requests that run a whole subcommand: the answer comes at once,
/// and the run itself stops at its next budget check, so the only worker is free again long
/// before the uncancelled run would have finished.
@Suite struct CommandCancellationTests {
  /// Swift code heavy enough to take seconds to highlight in a debug build.
  static let code = (0..<3000).map {
    "let value\($0) = \"text \($0)\" + String(describing: [\($0), 2, 3]) // note"
  }

  static var note: String {
    stride(from: 0, to: code.count, by: 100).map {
      "Part \($0)\n\n```swift\n" + code[$0..<$0 + 100].joined(separator: "\n") + "\n```\n"
    }
    .joined(separator: "\n")
  }

  static var diff: String {
    (0..<30).map { file in
      let lines = code[file * 100..<file * 100 + 100]
      return "diff --git a/f\(file).swift b/f\(file).swift\n--- a/f\(file).swift\n"
        + "+++ b/f\(file).swift\n@@ -1,100 +1,100 @@\n"
        + lines.map { "-" + $0 + "\n+" + $0.replacingOccurrences(of: "note", with: "n") + "\n" }
        .joined()
    }
    .joined()
  }

  static var transcript: String {
    let messages = (0..<30).map { index in
      JSONReply.object([
        ("role", .string(index % 2 == 0 ? "user" : "assistant")),
        (
          "blocks",
          .array([
            .object([
              ("type", .string("text")),
              (
                "text",
                .string(
                  "```swift\n" + code[index * 100..<index * 100 + 100].joined(separator: "\n")
                    + "\n```")
              ),
            ])
          ])
        ),
      ])
    }
    return JSONReply.object([
      ("format", .string("intent-transcript")), ("version", .int(1)),
      ("messages", .array(messages)),
    ]).text
  }

  static let kinds: [(method: String, format: String)] = [
    ("note/render", "html"), ("diff/render", "ansi"), ("transcript/render", "html"),
  ]

  @Test(arguments: [0, 1, 2]) func cancellingARunningCommandAnswersAndFreesItsWorker(
    _ kind: Int
  ) throws {
    let (method, format) = Self.kinds[kind]
    let text = [Self.note, Self.diff, Self.transcript][kind]
    let server = ServerHarness(limits: ServerLimits(workers: 1))
    let params = JSONReply.object([("text", .string(text)), ("format", .string(format))]).text
    server.request(1, method, params)
    Thread.sleep(forTimeInterval: 0.3)
    let cancelled = Date()
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
    let answer = try #require(server.receive())
    #expect(answer["id"]?.intValue == 1)
    #expect(answer.errorCode == RPCError.requestCancelledCode)
    #expect(Date().timeIntervalSince(cancelled) < 0.5, "answered after the cancellation")
    // The only worker takes the next request once the cancelled run has stopped.
    let next = try #require(server.call(2, "diagram/check", #"{"text":"graph TD\nA-->B"}"#))
    #expect(next["result"] != nil)
    let freed = Date().timeIntervalSince(cancelled)
    #expect(freed < 3, "\(method): the worker was busy \(freed) s after the cancellation")
    #expect(server.finish() == 0)
  }
}
