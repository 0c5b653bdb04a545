import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

/// `intent-render serve` and `mcp`, whole process: nothing a client sends crashes the server,
/// drops the connection or grows its memory without bound; the end of input ends it cleanly.
@Suite struct HostileServeTests {
  static func frame(_ body: String) -> Data {
    Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
  }

  /// The answers in LSP framing, parsed.
  static func answers(_ output: Data) -> [JSONValue] {
    var result: [JSONValue] = []
    var rest = output[...]
    while let range = rest.firstRange(of: Data("\r\n\r\n".utf8)) {
      let header = String(decoding: rest[rest.startIndex..<range.lowerBound], as: UTF8.self)
      guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
        range.upperBound + length <= rest.endIndex
      else { break }
      let body = rest[range.upperBound..<(range.upperBound + length)]
      if let value = try? JSONParser.parse(Array(body)) { result.append(value) }
      rest = rest[(range.upperBound + length)...]
    }
    return result
  }

  @Test func garbageFramesAreAnsweredWithErrorsAndTheValidOnesStillServed() {
    var input = Data()
    input += Self.frame(Self.request(1, "diagram/check", #"{"text":"graph TD\nA-->B"}"#))
    input += Data("Content-Length: nope\r\n\r\n".utf8)
    input += Data([0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A])  // binary, NUL, an escape
    input += Self.frame("\u{1B}]0;title\u{07}")
    input += Data("Content-Length: 5\r\nX-Ünïcode: ✓\r\n\r\n[1,2]".utf8)
    input += Self.frame(String(repeating: "[", count: 100_000))
    input += Self.frame(Self.request(2, "highlight", #"{"text":"let a = 1","language":"swift"}"#))
    input += Data("Content-Length: 3\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8)  // too short a length
    input += Self.frame(Self.request(3, "languages"))
    var run = ProcessRun(["serve"])
    run.input = .data(input)
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let answers = Self.answers(outcome.stdout)
    let ids = Set(answers.compactMap { $0["id"]?.intValue })
    #expect(ids.isSuperset(of: [1, 2, 3]))
    let codes = (answers + answers.flatMap { $0.arrayValue ?? [] }).compactMap {
      $0["error"]?["code"]?.intValue
    }
    #expect(codes.contains(-32700))
    #expect(codes.contains(-32600))
    // No answer echoes the escape sequence raw.
    #expect(!outcome.stdout.contains(0x1B))
  }

  @Test func aRequestOver16MiBIsRefusedWithoutHoldingIt() {
    let cap = 16 << 20
    var input = Data("Content-Length: \(cap + 1)\r\n\r\n".utf8)
    input += Data(repeating: 0x20, count: cap + 1)
    input += Self.frame(Self.request(1, "diagram/check", #"{"text":"graph TD\nA-->B"}"#))
    var run = ProcessRun(["serve"])
    run.input = .data(input)
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let answers = Self.answers(outcome.stdout)
    #expect(answers.first?["error"]?["code"]?.intValue == -32600)
    #expect(answers.first?["error"]?["data"]?["limit"]?.intValue == cap)
    #expect(answers.last?["id"]?.intValue == 1)
    #expect(outcome.peakRSSBytes < 120 << 20, "\(outcome.peakRSSBytes >> 20) MiB")
  }

  @Test func aFloodIsAnsweredBusyRatherThanQueuedWithoutBound() {
    let text = (0..<40).map { #"let v\#($0) = \"s\" + f(\#($0))"# }.joined(separator: "\\n")
    var input = Data()
    for id in 1...1000 {
      input += Data(
        (Self.request(id, "highlight", #"{"text":"\#(text)","language":"swift"}"#) + "\n").utf8)
    }
    var run = ProcessRun(["serve", "--jsonl", "--workers", "1"])
    run.input = .data(input)
    run.timeout = 60
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let answers = outcome.stdoutText.split(separator: "\n").compactMap {
      try? JSONParser.parse(String($0))
    }
    #expect(answers.count == 1000)
    #expect(answers.contains { $0["error"]?["code"]?.intValue == -32000 })
    #expect(answers.contains { $0["result"] != nil })
  }

  @Test func closedInputEndsCleanlyAndMCPDoesToo() {
    for command in [["serve"], ["mcp"]] {
      var run = ProcessRun(command)
      run.input = .closed
      run.timeout = 10
      let outcome = run.run()
      #expect(outcome.status == 0, "\(command): \(outcome.stderr)")
      #expect(outcome.stdout.isEmpty)
    }
  }
}
