import Foundation
import MarkdownRender
import Testing

@testable import RenderServer

/// `diagram/render` under cancellation: the drawing stops at its next phase, so the only
/// worker is free long before the uncancelled drawing would have ended.
@Suite struct DiagramServiceTests {
  /// A dense flowchart whose layout (mostly its ordering sweeps) takes seconds in a debug
  /// build, and whose PNG takes another.
  static let params: String = {
    var lines = ["flowchart TD"]
    for index in 0..<480 {
      lines.append("  N\(index * 7 % 150)[Node \(index * 7 % 150)] --> N\(index * 13 % 149)")
    }
    let text = JSONReply.string(lines.joined(separator: "\n")).text
    return #"{"text":\#(text),"format":"png"}"#
  }()

  @Test func aCancelledDrawingFreesItsWorkerAtItsNextPhase() throws {
    let server = ServerHarness(limits: ServerLimits(workers: 1))
    let started = Date()
    #expect(server.call(1, "diagram/render", Self.params)?["result"]?["png"] != nil)
    let whole = Date().timeIntervalSince(started)

    server.request(2, "diagram/render", Self.params)
    Thread.sleep(forTimeInterval: min(0.3, whole / 10))
    let cancelled = Date()
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
    #expect(server.receive()?.errorCode == RPCError.requestCancelledCode)
    #expect(server.call(3, "diagram/check", #"{"text":"graph TD\nA-->B"}"#)?["id"]?.intValue == 3)
    let freed = Date().timeIntervalSince(cancelled)
    #expect(
      freed < whole * 0.5,
      "the worker was free \(freed) s after the cancellation of a \(whole) s drawing")
    #expect(server.finish() == 0)
  }
}
