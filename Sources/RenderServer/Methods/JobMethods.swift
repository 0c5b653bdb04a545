import DiagramLayout
import DiffView
import Foundation
import Highlight
import MarkdownRender
import RenderJobs
import RenderSupport
import Transcript

/// `note/render`, `diff/render`, `transcript/render`: request fields become the job's typed
/// request (only these: a request never names a file to read or write), the input is the
/// request's `text`, and the answer holds the job's output and its diagnostics.
///
/// Terminal output (`ansi`) is written in 24-bit colour whatever the server's own environment
/// says: the client paints it, not the server's terminal; its width is `width`, else 80.
struct JobMethods: Sendable {
  /// The server's environment: where grammars and themes are found.
  let environment: [String: String]

  init(environment: [String: String]) {
    self.environment = environment
  }

  func note(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown([
      "text", "format", "width", "theme", "standalone", "unsafeHtml", "headingIds", "highlight",
      "smart", "hardBreaks", "limits",
    ])
    var (request, format) = try noteRequest(params)
    request.standalone = try params.bool("standalone") == true
    let text = try params.string("text")
    try flag.check()
    let sink = MemorySink()
    let diagnostics = JobDiagnostics()
    NoteJob.run(
      request, source: .text(name: "<stdin>", text), to: sink, diagnostics: diagnostics,
      cancellation: flag.highlight)
    return try answer(format: format, output: sink.data, diagnostics: diagnostics, flag)
  }

  /// The note request of `note/render`'s and `stream/open`'s fields (format, width, theme,
  /// HTML and parse options, limits), and the format's name.
  func noteRequest(_ params: RequestParams) throws(RPCError) -> (NoteJob.Request, String) {
    let budgets = try Budgets.noteBudgets(params)
    let format = try params.choice("format", NoteJob.Format.allCases.map(\.rawValue)) ?? "html"
    var request = NoteJob.Request()
    request.environment = environment
    request.format = NoteJob.Format(rawValue: format) ?? .html
    request.colorLevel = .truecolor
    request.width = try params.int("width", in: 20...1000) ?? 80
    switch try params.choice("theme", ["light", "dark"]) {
    case "light"?:
      request.terminalTheme = .light
      request.htmlTheme = .light
    case "dark"?:
      request.terminalTheme = .dark
      request.htmlTheme = .dark
    default:
      break
    }
    request.unsafeHTML = try params.bool("unsafeHtml") == true
    request.headingIDs = try params.bool("headingIds") == true
    request.highlight = try params.bool("highlight") != false
    request.parse.smartPunctuation = try params.bool("smart") == true
    request.parse.hardBreaks = try params.bool("hardBreaks") == true
    request.asciiDiagrams = !TerminalDiagramOptions.localeIsUTF8(environment)
    if let bytes = budgets.maxCodeBytes { request.maxCodeBytes = bytes }
    if let seconds = budgets.blockTimeLimit { request.blockTimeLimit = seconds }
    return (request, format)
  }

  func diff(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown([
      "text", "format", "layout", "width", "theme", "standalone", "language", "limits",
    ])
    let budgets = try Budgets.diffBudgets(params)
    let format = try params.choice("format", DiffJob.Format.allCases.map(\.rawValue)) ?? "json"
    var request = DiffJob.Request()
    request.environment = environment
    request.format = DiffJob.Format(rawValue: format) ?? .json
    request.colorLevel = .truecolor
    switch try params.choice("layout", ["split", "unified"]) {
    case "split"?: request.layout = .split
    case "unified"?: request.layout = .unified
    default: break
    }
    request.width = try params.int("width", in: 20...10_000) ?? 80
    switch try params.choice("theme", ["light", "dark"]) {
    case "light"?: request.theme = ThemeCatalog.light
    case "dark"?: request.theme = ThemeCatalog.dark
    default: break
    }
    request.standalone = try params.bool("standalone") == true
    // As `diff -l`: every file coloured as this language; the job refuses a name the catalog
    // does not know before any rendering.
    request.language = try params.optionalString("language")
    if let limits = budgets.hunkLimits { request.hunkLimits = limits }
    request.workers = min(4, ProcessorCount.active)
    let text = try params.string("text")
    try flag.check()
    let sink = MemorySink()
    let diagnostics = JobDiagnostics()
    do {
      try DiffJob.run(
        request, text: text, name: "<stdin>", to: sink,
        diagnostics: diagnostics, cancellation: flag.highlight)
    } catch {
      throw Self.rpcError(error, params, flag)
    }
    return try answer(format: format, output: sink.data, diagnostics: diagnostics, flag)
  }

  func transcript(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["text", "format", "inputFormat", "expand", "width", "limits"])
    let budgets = try Budgets.transcriptBudgets(params)
    let format =
      try params.choice("format", TranscriptJob.Format.allCases.map(\.rawValue)) ?? "html"
    var request = TranscriptJob.Request()
    request.environment = environment
    request.format = TranscriptJob.Format(rawValue: format) ?? .html
    request.colorLevel = .truecolor
    if let input = try params.choice("inputFormat", Self.inputFormats), input != "auto" {
      request.inputFormat = TranscriptFormatRegistry.definition(named: input)?.format
    }
    request.expand = try params.bool("expand") == true
    request.width = try params.int("width", in: 20...1000) ?? 80
    if let seconds = budgets.blockTimeLimit { request.blockTimeLimit = seconds }
    let text = try params.string("text")
    try flag.check()
    let sink = MemorySink()
    let diagnostics = JobDiagnostics()
    do {
      try TranscriptJob.run(
        request, source: .bytes(Array(text.utf8)), to: sink, diagnostics: diagnostics,
        cancellation: flag.highlight)
    } catch {
      throw Self.rpcError(error, params, flag)
    }
    return try answer(format: format, output: sink.data, diagnostics: diagnostics, flag)
  }

  /// The `inputFormat` choices: `auto` and every name of the transcript format registry.
  static let inputFormats = ["auto"] + TranscriptFormatRegistry.names

  /// The answer: JSON output embedded as JSON, the rest as a string, and the warnings.
  private func answer(
    format: String, output: Data, diagnostics: JobDiagnostics, _ flag: CancellationFlag
  ) throws(RPCError) -> JSONReply {
    try flag.check()
    let text = String(decoding: output, as: UTF8.self)
    let warnings = diagnostics.all.filter { $0.severity == .warning }
    return .object([
      ("format", .string(format)),
      (
        "output",
        format != "json"
          ? .string(text) : text.utf8.contains { $0 > 0x20 } ? .raw(text) : .null
      ),
      ("warnings", .array(warnings.map { .string(InertText.escape($0.description)) })),
    ])
  }

  /// A job's error as the server's: cancelled, bad input with its position, a parameter of
  /// `params` the job refused (invalid params, naming it), or a request the server itself made
  /// contradictory (an internal error).
  static func rpcError(_ error: JobError, _ params: RequestParams, _ flag: CancellationFlag)
    -> RPCError
  {
    if error.kind == .cancelled || flag.isCancelled { return RPCError.cancelled }
    if error.kind == .usage, let field = error.field {
      // The request's field and the parameter share a name (`language`).
      return .invalidParams("\(params.path).\(field.rawValue)", InertText.escape(error.message))
    }
    let message = InertText.escape(error.description)
    if error.kind == .usage {
      return RPCError(code: RPCError.internalErrorCode, message: message)
    }
    return RPCError.badInput(message, line: error.line, column: error.column)
  }
}
