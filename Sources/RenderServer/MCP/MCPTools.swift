import DiagramLayout
import Foundation
import Highlight
import RenderJobs
import RenderSupport
import Transcript

/// The tools of `intent-render mcp`, each a thin translation onto the `serve` method with the
/// same contract.
enum MCPTools {
  static func all(highlight: HighlightService, jobs: JobMethods) -> [MCPTool] {
    typealias P = MCPTool.Property
    let theme = P(
      name: "theme", type: "string", description: "colours", choices: ["light", "dark"])
    return [
      MCPTool(
        name: "render_mermaid", title: "Render a Mermaid diagram",
        description:
          "Lays out a Mermaid diagram of any type the library draws (\(DiagramTypeRegistry.proseNames)) and returns it as a PNG image and as SVG text, or with format json as a display list a native client paints (canvas, palette, groups per item, shapes, paths and measured text runs with every colour resolved). A diagram with a syntax error gives a tool error naming its line and column.",
        properties: [
          P(name: "source", type: "string", description: "the Mermaid source", required: true),
          P(
            name: "theme", type: "string", description: "colours",
            choices: ["light", "dark", "auto"]),
          P(
            name: "scale", type: "integer", description: "PNG scale factor", minimum: 1, maximum: 8),
          P(
            name: "format", type: "string",
            description: "png (an image and SVG text, the default) or json (the scene)",
            choices: ["png", "json"]),
        ]
      ) { args, flag throws(RPCError) in
        if args.value.objectValue?["format"]?.stringValue == "json" {
          let reply = try DiagramService.drawn(rename(args, ["source": "text"]), flag).reply
          guard case .object(let members) = reply,
            let scene = members.first(where: { $0.0 == "scene" })?.1
          else { throw RPCError(code: RPCError.internalErrorCode, message: "no scene was made") }
          return MCPToolResult(content: [], structured: scene)
        }
        let params = rename(args, ["source": "text"], adding: ["format": .string("png")])
        let (reply, warnings) = try DiagramService.drawn(params, flag)
        guard case .object(let members) = reply,
          case .string(let png)? = members.first(where: { $0.0 == "png" })?.1,
          case .string(let svg)? = members.first(where: { $0.0 == "svg" })?.1
        else { throw RPCError(code: RPCError.internalErrorCode, message: "no PNG was made") }
        return MCPToolResult(
          content: [
            .object([
              ("type", .string("image")), ("data", .string(png)),
              ("mimeType", .string("image/png")),
            ]),
            MCPToolResult.text(svg),
          ] + diagramWarnings(warnings))
      },
      MCPTool(
        name: "check_mermaid", title: "Check a Mermaid diagram",
        description:
          "Checks a Mermaid diagram of any type the library draws (\(DiagramTypeRegistry.proseNames)) without returning a drawing: ok, or the errors with line and column, to fix a diagram before showing it.",
        properties: [
          P(name: "source", type: "string", description: "the Mermaid source", required: true)
        ]
      ) { args, flag throws(RPCError) in
        let outcome = try DiagramService.check(rename(args, ["source": "text"]), flag)
        let text: String
        switch outcome {
        case .valid(let type): text = "ok: a valid \(type.rawValue) diagram"
        case .invalid(let error):
          text = "\(error.position.line):\(error.position.column): \(error.message)"
        }
        return MCPToolResult(content: [MCPToolResult.text(text)], structured: outcome.reply)
      },
      MCPTool(
        name: "highlight_code", title: "Highlight source code",
        description:
          "Colours source code with TextMate grammars as VS Code does. json gives token runs (UTF-16 offsets, colours), html a <pre> block, ansi terminal text.",
        properties: [
          P(name: "code", type: "string", description: "the source code", required: true),
          P(name: "language", type: "string", description: "a language name or alias"),
          P(name: "path", type: "string", description: "a file name to detect the language from"),
          P(
            name: "format", type: "string", description: "output",
            choices: ["json", "html", "ansi"]),
          theme,
        ]
      ) { args, flag throws(RPCError) in
        let format = args.value["format"]?.stringValue ?? "json"
        let params = rename(args, ["code": "text"], dropping: ["format"])
        if format == "json" {
          return MCPToolResult(content: [
            MCPToolResult.text(try highlight.highlight(params, flag).text)
          ])
        }
        return MCPToolResult(content: [
          MCPToolResult.text(try highlight.formatted(params, format: format, flag))
        ])
      },
      MCPTool(
        name: "render_markdown", title: "Render Markdown",
        description:
          "GitHub-Flavored Markdown to sanitized HTML, terminal text (ansi), plain text or the document as data (json: blocks with source ranges, code with token runs, Mermaid fences as SVG and as the display list render_mermaid's json gives, or the error with its line), with highlighted code and drawn Mermaid diagrams.",
        properties: [
          P(name: "markdown", type: "string", description: "the Markdown text", required: true)
        ] + noteOptions
      ) { args, flag throws(RPCError) in
        output(try jobs.note(rename(args, ["markdown": "text"]), flag))
      },
      MCPTool(
        name: "render_diff", title: "Render a diff",
        description:
          "A unified or git diff to JSON (files, hunks, lines with token runs), HTML or terminal text, with word emphasis and syntax colours.",
        properties: [
          P(name: "diff", type: "string", description: "the diff text", required: true),
          P(
            name: "format", type: "string", description: "output",
            choices: ["json", "html", "ansi"]),
          P(name: "layout", type: "string", description: "columns", choices: ["unified", "split"]),
          P(
            name: "width", type: "integer", description: "terminal width", minimum: 20,
            maximum: 10000),
          theme,
          P(
            name: "language", type: "string",
            description: "a language name or alias every file is coloured as"),
        ]
      ) { args, flag throws(RPCError) in
        output(try jobs.diff(rename(args, ["diff": "text"]), flag))
      },
      MCPTool(
        name: "export_transcript", title: "Export an agent transcript",
        description:
          "An agent conversation (\(TranscriptFormatRegistry.summaryList)) to one self-contained "
          + "HTML page or terminal text.",
        properties: [
          P(name: "transcript", type: "string", description: "the transcript text", required: true),
          P(
            name: "format", type: "string", description: "output",
            choices: ["html", "text", "ansi", "markdown"]),
          P(
            name: "inputFormat", type: "string", description: "the transcript's format",
            choices: JobMethods.inputFormats),
        ]
      ) { args, flag throws(RPCError) in
        output(try jobs.transcript(rename(args, ["transcript": "text"]), flag))
      },
    ]
  }

  /// The options of a note's rendering, as `render_markdown` and `stream_open` take them
  /// (`note/render`'s fields, but for the budgets).
  static let noteOptions: [MCPTool.Property] = {
    typealias P = MCPTool.Property
    return [
      P(
        name: "format", type: "string", description: "output (html by default)",
        choices: NoteJob.Format.allCases.map(\.rawValue)),
      P(name: "width", type: "integer", description: "terminal width", minimum: 20, maximum: 1000),
      P(name: "theme", type: "string", description: "colours", choices: ["light", "dark"]),
      P(name: "unsafeHtml", type: "boolean", description: "keep raw HTML unsanitized"),
      P(name: "headingIds", type: "boolean", description: "give headings GitHub's ids"),
      P(name: "highlight", type: "boolean", description: "colour fenced code (true by default)"),
      P(name: "smart", type: "boolean", description: "typographic quotes and dashes"),
      P(name: "hardBreaks", type: "boolean", description: "a line break in a paragraph breaks it"),
    ]
  }()

  /// The arguments with keys renamed to the `serve` method's, plus `adding`.
  static func rename(
    _ args: RequestParams, _ names: [String: String], adding: [String: JSONValue] = [:],
    dropping: Set<String> = []
  ) -> RequestParams {
    var members = (args.value.objectValue?.members ?? []).filter { !dropping.contains($0.key) }
      .map { JSONMember(key: names[$0.key] ?? $0.key, value: $0.value) }
    for (key, value) in adding.sorted(by: { $0.key < $1.key }) {
      members.append(JSONMember(key: key, value: value))
    }
    return RequestParams(.object(JSONObject(members)), path: "arguments")
  }

  /// A diagram's warnings as one text content (`LINE:COL: message` a line), none without.
  static func diagramWarnings(_ warnings: [Diagnostic]) -> [JSONReply] {
    guard !warnings.isEmpty else { return [] }
    return [MCPToolResult.text("warnings:\n" + warnings.map(\.description).joined(separator: "\n"))]
  }

  /// A command method's answer as text content (JSON output as its text).
  static func output(_ reply: JSONReply) -> MCPToolResult {
    guard case .object(let members) = reply,
      let output = members.first(where: { $0.0 == "output" })?.1
    else { return MCPToolResult(content: [MCPToolResult.text(reply.text)]) }
    var content = [MCPToolResult.text(output.textValue)]
    if case .array(let warnings)? = members.first(where: { $0.0 == "warnings" })?.1,
      !warnings.isEmpty
    {
      content.append(
        MCPToolResult.text("warnings:\n" + warnings.map(\.textValue).joined(separator: "\n")))
    }
    return MCPToolResult(content: content)
  }
}

extension JSONReply {
  /// A string's text, or the JSON text of anything else.
  var textValue: String {
    if case .string(let text) = self { return text }
    return text
  }
}
