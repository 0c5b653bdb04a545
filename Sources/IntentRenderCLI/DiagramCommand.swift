import DiagramLayout
import Foundation
import SVGRaster

/// `intent-render diagram`: a Mermaid flowchart or sequence diagram to SVG or PNG.
enum DiagramCommand: Subcommand {
  static let name = "diagram"
  static let summary = "lay out a Mermaid flowchart or sequence diagram as SVG or PNG"
  static let help = """
    Usage: intent-render diagram [OPTIONS] FILE|-

    Lays out a Mermaid diagram (flowchart/graph, sequenceDiagram) natively and writes SVG 1.1 at
    its natural size, or PNG through librsvg. Links, HTML labels and scripts are never emitted.

    Options:
      -o, --output PATH        write to PATH (atomically) instead of standard output; a .png
                               PATH selects PNG unless --format is given
      -f, --format svg|png     output format (default: svg, or png for a .png output)
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
    case svg, png
  }

  static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var path: String?
    var output: String?
    var format: Format?
    var theme: DiagramTheme.Name?
    var scale = 1
    var prefix = "diagram"
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
      case .option(let other): throw CLIError.unknownOption(other, command: name)
      }
    }
    guard let path else { throw CLIError.usage("diagram needs an input FILE or '-'") }
    let input = try InputText.read(
      path, context: context, maxBytes: DiagramLimits.maximumSourceBytes)
    let chosen = format ?? (output?.lowercased().hasSuffix(".png") == true ? .png : .svg)
    let svg: String
    do {
      svg = try DiagramRenderer.render(
        input.text, options: DiagramOptions(theme: theme, idPrefix: prefix))
    } catch {
      throw CLIError.badInput(error.formatted(file: input.name))
    }
    switch chosen {
    case .svg:
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
