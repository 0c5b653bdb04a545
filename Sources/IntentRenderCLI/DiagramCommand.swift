import DiagramLayout
import Foundation
import RenderJobs
import RenderSupport
import SVGRaster

/// `intent-render diagram`: a Mermaid diagram to SVG, PNG or character cells.
enum DiagramCommand: Subcommand {
  static let name = "diagram"
  static let spec = CommandSpec(
    name: name,
    summary: "lay out a Mermaid diagram as SVG, PNG, a terminal drawing or a JSON scene",
    synopsis: "[OPTIONS] FILE|-",
    description: HelpWriter.wrap(
      "Lays out a Mermaid diagram (\(DiagramTypeRegistry.definitions.map(\.headerNames).joined(separator: ", "))) natively and writes SVG 1.1 at its natural size, PNG through librsvg, or (\(DiagramTypeRegistry.terminalTypeList) diagrams) drawn in character cells (ansi, text), or as a JSON display list that native clients paint (json: canvas, palette, groups per item with ids, shapes, paths and measured text runs with every colour resolved; schemas/diagram-scene.v1.schema.json). Links, HTML labels and scripts are never emitted.",
      width: 92
    ).joined(separator: "\n"),
    epilogue: "Errors are reported as FILE:LINE:COL: message (exit 1).",
    options: [
      OptionSpec(
        "--output", short: "-o", .file, placeholder: "PATH",
        help: "write to PATH (atomically) instead of standard output; without --format its "
          + "extension chooses the format (.svg, .png, .txt text, .ans ansi, .json; any other "
          + "is an error)"),
      OptionSpec(
        "--format", short: "-f", .choice(Format.allCases.map(\.rawValue)),
        help: "output format (default: ansi on a terminal for the types drawn in cells, else "
          + "svg, or png for a .png output); ansi and text draw it with box-drawing characters "
          + "at its natural width, ansi in colour; json is the drawing as a display list"),
      OptionSpec(
        "--ascii", .flag,
        help: "ansi/text: ASCII (+-|>) only; the default when the locale (LC_ALL, LC_CTYPE, "
          + "LANG) is not UTF-8"),
      OptionSpec(
        "--width", short: "-w", .number(1...100_000),
        help: "ansi/text: fail (exit 1) when the drawing is wider than N cells (default: no "
          + "limit)"),
      SharedOptions.color,
      TerminalPictures.option,
      OptionSpec(
        "--theme", short: "-t", .choice(DiagramTheme.Name.allCases.map(\.rawValue)),
        help: "colours (default: $INTENT_RENDER_THEME, else the diagram's own theme, else "
          + "light; drawn in cells on a terminal, its background, else dark); auto follows "
          + "prefers-color-scheme in browsers (PNG draws it light; json resolves it light and adds both palettes)"
      ),
      OptionSpec(
        "--scale", short: "-s", .number(1...8),
        help: "PNG scale factor, 1 to 8 (default: 1); a PNG over 32,767 pixels a side or 6 Mi "
          + "pixels is scaled down to fit"),
      OptionSpec(
        "--id-prefix", .text, placeholder: "PREFIX",
        help: "prefix of the SVG's ids (default: diagram)"),
      OptionSpec(
        "--today", .text, placeholder: "DATE",
        help: "the date Gantt charts mark as today (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS] "
          + "in UTC); without it no today marker is drawn, so output never depends on the clock"),
      SharedOptions.paging,
      SharedOptions.plain(),
    ],
    positionals: .init("FILE", minimum: 1))

  typealias Format = DiagramJob.Format

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let path = parsed.positionals[0]
    let output = parsed.string("--output")
    let format = try parsed.choice("--format", as: Format.self)
    let theme = try parsed.choice("--theme", as: DiagramTheme.Name.self)
    let scale = try parsed.int("--scale") ?? 1
    let prefix = parsed.string("--id-prefix") ?? "diagram"
    var today: Int64?
    if let text = parsed.string("--today") {
      guard let time = CalendarDate.parseTimestamp(text) else {
        throw CLIError.usage(
          "--today expects a date YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS], found '\(text.prefix(40))'")
      }
      today = time
    }
    let ascii = parsed.has("--ascii")
    let width = try parsed.int("--width")
    let color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    let input = try InputText.read(
      path, context: context, maxBytes: DiagramLimits.maximumSourceBytes)
    let toTerminal = context.stdoutIsTTY && (output == nil || output == "-")
    // A person at a terminal gets the drawing; a pipe or a file gets the SVG (or the format
    // the output's extension names).
    let terminalFlags = TerminalFlags.typed(parsed, among: ["--ascii", "--width"])
    let chosen =
      try format ?? formatOfOutput(output) ?? (toTerminal || !terminalFlags.isEmpty ? .ansi : .svg)
    try TerminalFlags.check(
      terminalFlags, format: chosen.rawValue, applies: chosen == .ansi || chosen == .text,
      terminal: "ansi or text")
    let images = try parsed.choice("--images", as: TerminalPictures.Choice.self) ?? .auto
    let toFile = output != nil && output != "-"
    var request = DiagramJob.Request()
    request.format = chosen
    request.theme = theme
    request.idPrefix = prefix
    request.today = today
    request.scale = scale
    request.ascii = ascii || !TerminalDiagramOptions.localeIsUTF8(context.environment)
    request.maxWidth = width
    // Chosen for the terminal, not asked for: a type drawn as SVG only is written as SVG.
    request.svgWhenNotDrawable = format == nil
    if chosen == .ansi || chosen == .text {
      request.colorLevel =
        chosen == .text ? .none : context.colorLevel(color, writingToFile: toFile)
      // Without a theme asked for, the palette follows the terminal's background.
      if theme == nil,
        context.prefersLightPalette(level: request.colorLevel, writingToFile: toFile)
      {
        request.terminalTheme = .light
      }
    }
    if chosen == .ansi {
      request.pictures = TerminalPictures.resolve(
        images, ansi: true, toFile: output != nil, context: context)
      request.pictureWidth = width ?? context.renderWidth(nil, range: 1...100_000)
    }
    let paging = try parsed.paging()
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    let sink = MemorySink()
    let written: DiagramJob.Written
    do {
      written = try DiagramJob.run(
        request, source: input.text, name: input.name, to: sink, diagnostics: diagnostics)
    } catch {
      throw CLIError(error)
    }
    if case .cells(let drawn) = written, width == nil, toTerminal,
      let columns = context.terminalWidth, drawn > columns
    {
      guard format == nil else {
        context.warn(
          "\(input.name): the diagram is \(drawn) cells wide, wider than the terminal's "
            + "\(columns); lines will wrap (try a wider terminal, or --format svg)")
        return try context.withOutput(to: output, paging: .never) { $0.write(sink.data) }
      }
      // The terminal would wrap each line into the next: the source reads better, with the
      // remark a note gives under such a fence.
      context.warn(
        "\(input.name): diagram shown as source: it needs \(drawn) columns, \(columns) here; "
          + "--format svg draws it")
      let source = input.text.hasSuffix("\n") ? input.text : input.text + "\n"
      return try context.withOutput(to: output, paging: paging) { $0.write(source) }
    }
    try context.withOutput(
      to: output, paging: written == .svg || written == .json ? paging : .never
    ) {
      $0.write(sink.data)
    }
  }

  /// The format an output file's extension names (`nil` for standard output or a name
  /// without an extension); any other extension is refused, naming the formats.
  static func formatOfOutput(_ output: String?) throws -> Format? {
    guard let output, output != "-" else { return nil }
    let name = URL(fileURLWithPath: output).lastPathComponent
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let suffix = name[name.index(after: dot)...].lowercased()
    switch suffix {
    case "svg": return .svg
    case "png": return .png
    case "txt": return .text
    case "ans", "ansi": return .ansi
    case "json": return .json
    default:
      throw CLIError.usage(
        "--output \(output): '.\(suffix)' is not a format diagram writes; name the file "
          + ".svg, .png, .txt, .ans or .json, or give --format (svg, png, ansi, text, json)")
    }
  }
}
