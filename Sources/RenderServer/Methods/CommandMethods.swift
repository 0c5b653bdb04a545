import Foundation
import Highlight
import Transcript

/// What one in-process run of a CLI subcommand gave.
public struct CommandOutcome: Sendable {
  /// 0 ok, 1 bad input, 2 usage.
  public var status: Int32
  public var output: Data
  /// Standard error: `intent-render: …` lines.
  public var errors: String

  public init(status: Int32, output: Data, errors: String) {
    self.status = status
    self.output = output
    self.errors = errors
  }
}

/// Runs `intent-render ARGUMENTS` in-process with `input` as standard input (supplied by
/// the CLI, which owns the subcommands), so `note/render`, `diff/render` and
/// `transcript/render` answer with exactly what the commands write. Once `cancellation` is
/// set the command stops at its next budget check (its output is then dropped); `budgets`
/// are the request's lowered limits.
public typealias CommandRunner =
  @Sendable (
    _ arguments: [String], _ input: Data, _ cancellation: HighlightCancellation?,
    _ budgets: CommandBudgets
  ) -> CommandOutcome

/// `note/render`, `diff/render`, `transcript/render`: request fields become the command's
/// flags (only these: a request never names a file to read or write), the input is the
/// request's `text`.
struct CommandMethods: Sendable {
  let runner: CommandRunner

  func note(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown([
      "text", "format", "width", "theme", "standalone", "unsafeHtml", "headingIds", "highlight",
      "smart", "hardBreaks", "limits",
    ])
    let budgets = try Budgets.noteBudgets(params)
    let format = try params.choice("format", ["html", "ansi", "text"]) ?? "html"
    var arguments = ["note", "-", "--format", format]
    if format == "ansi" { arguments += ["--color", "always"] }
    if let width = try params.int("width", in: 20...1000) { arguments += ["--width", "\(width)"] }
    if let theme = try params.choice("theme", ["light", "dark"]) {
      arguments += ["--theme", theme]
    }
    if try params.bool("standalone") == true { arguments.append("--standalone") }
    if try params.bool("unsafeHtml") == true { arguments.append("--unsafe-html") }
    if try params.bool("headingIds") == true { arguments.append("--heading-ids") }
    if try params.bool("highlight") == false { arguments.append("--no-highlight") }
    if try params.bool("smart") == true { arguments.append("--smart") }
    if try params.bool("hardBreaks") == true { arguments.append("--hard-breaks") }
    return try run(arguments, params, flag, format: format, budgets: budgets)
  }

  func diff(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown([
      "text", "format", "layout", "width", "theme", "standalone", "limits",
    ])
    let budgets = try Budgets.diffBudgets(params)
    let format = try params.choice("format", ["ansi", "html", "json"]) ?? "json"
    var arguments = ["diff", "-", "--format", format]
    if format == "ansi" { arguments += ["--color", "always"] }
    if let layout = try params.choice("layout", ["split", "unified"]) {
      arguments.append("--\(layout)")
    }
    if let width = try params.int("width", in: 20...10_000) {
      arguments += ["--width", "\(width)"]
    }
    if let theme = try params.choice("theme", ["light", "dark"]) {
      arguments += ["--theme", theme]
    }
    if try params.bool("standalone") == true { arguments.append("--standalone") }
    return try run(arguments, params, flag, format: format, budgets: budgets)
  }

  func transcript(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["text", "format", "inputFormat", "expand", "width", "limits"])
    let budgets = try Budgets.transcriptBudgets(params)
    let format = try params.choice("format", ["html", "ansi", "text"]) ?? "html"
    var arguments = ["transcript", "-", "--format", format]
    if format == "ansi" { arguments += ["--color", "always"] }
    if let input = try params.choice("inputFormat", ["auto"] + TranscriptFormatRegistry.names) {
      arguments += ["--input-format", input]
    }
    if try params.bool("expand") == true { arguments.append("--expand") }
    if let width = try params.int("width", in: 20...1000) { arguments += ["--width", "\(width)"] }
    return try run(arguments, params, flag, format: format, budgets: budgets)
  }

  /// Runs the command; JSON output is embedded as JSON, the rest as a string. Warnings come
  /// back too, one per line, as the CLI would print them.
  private func run(
    _ arguments: [String], _ params: RequestParams, _ flag: CancellationFlag, format: String,
    budgets: CommandBudgets
  ) throws(RPCError) -> JSONReply {
    let text = try params.string("text")
    try flag.check()
    let outcome = runner(arguments, Data(text.utf8), flag.highlight, budgets)
    try flag.check()
    let lines = outcome.errors.split(separator: "\n").map { Self.stripPrefix($0) }
    guard outcome.status == 0 else {
      let message = lines.first { !$0.hasPrefix("warning: ") } ?? "\(arguments[0]) failed"
      if outcome.status == 2 {
        throw RPCError(code: RPCError.internalErrorCode, message: message)
      }
      let position = Self.position(in: message)
      throw RPCError.badInput(message, line: position?.line, column: position?.column)
    }
    let output = String(decoding: outcome.output, as: UTF8.self)
    let warnings = lines.filter { $0.hasPrefix("warning: ") }.map { String($0.dropFirst(9)) }
    return .object([
      ("format", .string(format)),
      (
        "output",
        format != "json"
          ? .string(output) : output.utf8.contains { $0 > 0x20 } ? .raw(output) : .null
      ),
      ("warnings", .array(warnings.map { .string($0) })),
    ])
  }

  private static func stripPrefix(_ line: Substring) -> String {
    line.hasPrefix("intent-render: ") ? String(line.dropFirst(15)) : String(line)
  }

  /// `LINE:COL` after the input's name (`<stdin>:3:7: …`).
  static func position(in message: String) -> (line: Int, column: Int?)? {
    guard message.hasPrefix("<stdin>:") else { return nil }
    let parts = message.dropFirst(8).split(separator: ":", maxSplits: 2)
    guard let line = parts.first.flatMap({ Int($0) }) else { return nil }
    return (line, parts.count > 1 ? Int(parts[1]) : nil)
  }
}
