import DiagramLayout
import Foundation
import RenderSupport
import SVGRaster

/// `intent-render diagram`: a Mermaid flowchart or sequence diagram to SVG or PNG.
enum DiagramCommand: Subcommand {
  static let name = "diagram"
  static let summary = "lay out a Mermaid flowchart or sequence diagram as SVG or PNG"
  static let help = """
    Usage: intent-render diagram [OPTIONS] FILE|-

    Lays out a Mermaid diagram (flowchart/graph, sequenceDiagram) natively and writes SVG 1.1 at
    its natural size, PNG through librsvg, or the diagram drawn in character cells (ansi, text).
    Links, HTML labels and scripts are never emitted.

    Options:
      -o, --output PATH        write to PATH (atomically) instead of standard output; a .png
                               PATH selects PNG unless --format is given
      -f, --format svg|png|ansi|text
                               output format (default: svg, or png for a .png output); ansi
                               and text draw it with box-drawing characters, ansi in colour
          --ascii              draw ansi/text with ASCII (+-|>) only; also the default when
                               the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8
          --width N            ansi/text: fail (exit 1) when the drawing is wider than N
                               cells (default: no limit, the natural width)
          --color WHEN         ansi: auto (default: colour on a terminal), always or never
      -t, --theme light|dark|auto
                               colours (default: the diagram's own theme, else light); auto
                               follows prefers-color-scheme in browsers (PNG draws it light)
      -s, --scale N            PNG scale factor, 1 to 8 (default: 1); a PNG over 32,767
                               pixels a side or 6 Mi pixels is scaled down to fit
          --id-prefix PREFIX   prefix of the SVG's ids (default: diagram)
      -h, --help               show this help

    Errors are reported as FILE:LINE:COL: message (exit 1).

    """

  enum Format: String, CaseIterable {
    case svg, png, ansi, text
  }

  static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var path: String?
    var output: String?
    var format: Format?
    var theme: DiagramTheme.Name?
    var scale = 1
    var prefix = "diagram"
    var ascii = false
    var width: Int?
    var color = ColorChoice.auto
    while let argument = try scanner.next() {
      switch argument {
      case .positional(let word):
        guard path == nil else { throw CLIError.usage("diagram takes one input file") }
        path = word
      case .option("-o"), .option("--output"): output = try scanner.value(for: "--output")
      case .option("-f"), .option("--format"):
        format = try scanner.choice(for: "--format", as: Format.self)
      case .option("-t"), .option("--theme"):
        theme = try scanner.choice(for: "--theme", as: DiagramTheme.Name.self)
      case .option("-s"), .option("--scale"):
        scale = try scanner.intValue(for: "--scale", in: 1...8)
      case .option("--id-prefix"): prefix = try scanner.value(for: "--id-prefix")
      case .option("--ascii"): ascii = true
      case .option("--width"): width = try scanner.intValue(for: "--width", in: 1...100_000)
      case .option("--color"): color = try scanner.choice(for: "--color", as: ColorChoice.self)
      case .option(let other): throw CLIError.unknownOption(other, command: name)
      }
    }
    guard let path else { throw CLIError.usage("diagram needs an input FILE or '-'") }
    let input = try InputText.read(
      path, context: context, maxBytes: DiagramLimits.maximumSourceBytes)
    let chosen = format ?? (output?.lowercased().hasSuffix(".png") == true ? .png : .svg)
    if chosen == .ansi || chosen == .text {
      let options = TerminalDiagramOptions(
        ascii: ascii || !TerminalDiagramOptions.localeIsUTF8(context.environment))
      let drawing: TerminalDiagram
      do {
        drawing = try TerminalDiagramRenderer.render(input.text, options: options)
      } catch {
        throw CLIError.badInput(error.formatted(file: input.name))
      }
      if let width, drawing.width > width {
        throw CLIError.badInput(
          "\(input.name):1:1: the diagram is \(drawing.width) cells wide, wider than --width "
            + "\(width); give a larger --width, or --format svg")
      }
      let level =
        chosen == .text ? .none : context.colorLevel(color, writingToFile: output != nil)
      let text =
        level == .none
        ? drawing.plainText : drawing.ansi(theme: DiagramTheme(theme ?? .dark), level: level)
      try context.withOutput(to: output) { $0.write(text) }
      return
    }
    let svg: String
    do {
      svg = try DiagramRenderer.render(
        input.text, options: DiagramOptions(theme: theme, idPrefix: prefix))
    } catch {
      throw CLIError.badInput(error.formatted(file: input.name))
    }
    switch chosen {
    case .svg, .ansi, .text:
      try context.withOutput(to: output) { $0.write(svg) }
    case .png:
      let png: RasterizedPNG
      do {
        png = try SVGRasterizer.png(fromSVG: svg, scale: Double(scale))
      } catch {
        throw CLIError.badInput("\(input.name): \(error)")
      }
      if png.isScaledDown {
        let limits = SVGRasterizer.Limits.standard
        context.warn(
          "\(input.name): the PNG would be \(png.requestedWidth)×\(png.requestedHeight) pixels, "
            + "over the rasterizer's limit (\(limits.maximumSide) pixels a side, "
            + "\(limits.maximumPixels >> 20) Mi pixels); scaled down to "
            + "\(png.width)×\(png.height) (the SVG output has the full size)")
      }
      try context.withOutput(to: output) { $0.write(png.data) }
    }
  }
}
