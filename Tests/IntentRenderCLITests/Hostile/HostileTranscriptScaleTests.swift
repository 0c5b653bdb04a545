import Foundation
import TestSupport
import Testing

/// One assistant message with 50,000 tool calls and one message with their 50,000 results,
/// whole process: every per-call lookup (a result finding its call, the rail growing, the
/// summary's counts) must be linear. Quadratic, this input took about 40 s at 10,000 calls in
/// the release build and 50,000 would take about 20 minutes; linear, 50,000 take 4.5 s there
/// and well under the bound in a loaded debug build. The cases run one at a time: each holds
/// a test thread while its process runs.
@Suite(.serialized) struct HostileTranscriptScaleTests {
  static let calls = 50_000

  /// An Anthropic Messages array: a prompt, N `tool_use` blocks in one message, their N
  /// `tool_result` blocks in the next, a closing answer; or the same as a Claude Code log.
  static func input(claudeCode: Bool) -> Data {
    let tools = [
      (
        name: "Bash", input: { (i: Int) in #"{"command":"echo \#(i)","description":"step \#(i)"}"# }
      ),
      (name: "Read", input: { (i: Int) in #"{"file_path":"/src/f\#(i).py"}"# }),
      (name: "Grep", input: { (i: Int) in #"{"pattern":"x\#(i)"}"# }),
    ]
    var uses: [String] = []
    var results: [String] = []
    uses.reserveCapacity(calls)
    results.reserveCapacity(calls)
    for index in 0..<calls {
      let tool = tools[index % tools.count]
      let id = "toolu_\(index)"
      uses.append(
        #"{"type":"tool_use","id":"\#(id)","name":"\#(tool.name)","input":\#(tool.input(index))}"#)
      results.append(#"{"type":"tool_result","tool_use_id":"\#(id)","content":"line \#(index)"}"#)
    }
    let useList = "[" + uses.joined(separator: ",") + "]"
    let resultList = "[" + results.joined(separator: ",") + "]"
    if claudeCode {
      let head = #""sessionId":"s","timestamp":"2025-01-01T00:00:00Z""#
      let lines = [
        #"{"type":"user","uuid":"u0",\#(head),"message":{"role":"user","content":"run them all"}}"#,
        #"{"type":"assistant","uuid":"a1",\#(head),"message":{"role":"assistant","content":\#(useList)}}"#,
        #"{"type":"user","uuid":"u2",\#(head),"message":{"role":"user","content":\#(resultList)}}"#,
        #"{"type":"assistant","uuid":"a3",\#(head),"message":{"role":"assistant","content":"done"}}"#,
      ]
      return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
    return Data(
      (#"[{"role":"user","content":"run them all"},{"role":"assistant","content":\#(useList)},"#
        + #"{"role":"user","content":\#(resultList)},{"role":"assistant","content":"done"}]"#).utf8)
  }

  @Test(arguments: [("html", false), ("text", false), ("markdown", false), ("html", true)])
  func fiftyThousandCallsInOneMessageRenderInLinearTime(format: String, claudeCode: Bool) {
    var run = ProcessRun(["transcript", "-", "--format", format])
    run.input = .data(Self.input(claudeCode: claudeCode))
    // Generous for a loaded debug build; quadratic it would take tens of minutes.
    run.timeout = 400
    let outcome = run.run()
    #expect(!outcome.timedOut, "\(format): over \(run.timeout) s (\(outcome.wallSeconds) s)")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.wallSeconds < 200, "\(format): \(outcome.wallSeconds) s")
    // Every call is counted, none lost.
    let text = outcome.stdoutText
    #expect(text.contains("16667"), "\(format): the Bash calls are not all counted")
    #expect(text.contains("done"))
  }
}
