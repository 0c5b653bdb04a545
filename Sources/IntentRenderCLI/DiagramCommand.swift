import DiagramLayout
import Foundation
import SVGRaster

/// `intent-render diagram`: a Mermaid flowchart or sequence diagram to SVG or PNG.
enum DiagramCommand: Subcommand {
  static let spec = CommandSpec(
    name: "diagram", summary: "lay out a Mermaid flowchart or sequence diagram as SVG or PNG",
    synopsis: "[OPTIONS] FILE|-",
    description: """
      Lays out a Mermaid diagram (flowchart/graph, sequenceDiagram) natively and writes SVG 1.1 at
      its natural size, or PNG through librsvg. Links, HTML labels and scripts are never emitted.
      """,
    epilogue: "Errors are reported as FILE:LINE:COL: message (exit 1).",
    options: [
      OptionSpec(
        "--output", short: "-o", .file, placeholder: "PATH",
        help: "write to PATH (atomically) instead of standard output; a .png PATH selects PNG "
          + "unless --format is given"),
      OptionSpec(
        "--format", short: "-f", .choice(Format.allCases.map(\.rawValue)),
        help: "output format (default: svg, or png for a .png output)"),
      OptionSpec(
        "--theme", short: "-t", .choice(DiagramTheme.Name.allCases.map(\.rawValue)),
        help: "colours (default: $INTENT_RENDER_THEME, else the diagram's own theme, else "
          + "light); auto follows prefers-color-scheme in browsers (PNG draws it light)"),
      OptionSpec(
        "--scale", short: "-s", .number(1...8),
        help: "PNG scale factor, 1 to 8 (default: 1); a PNG over 32,767 pixels a side or 6 Mi "
          + "pixels is scaled down to fit"),
      OptionSpec(
        "--id-prefix", .text, placeholder: "PREFIX",
        help: "prefix of the SVG's ids (default: diagram)"),
      SharedOptions.paging,
    ],
    positionals: .init("FILE", minimum: 1))

  enum Format: String, CaseIterable {
    case svg, png
  }

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let path = parsed.positionals[0]
    let output = parsed.string("--output")
    let format = try parsed.choice("--format", as: Format.self)
    let theme = try parsed.choice("--theme", as: DiagramTheme.Name.self)
    let scale = try parsed.int("--scale") ?? 1
    let prefix = parsed.string("--id-prefix") ?? "diagram"
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
      let paging = try parsed.choice("--paging", as: PagingChoice.self) ?? .auto
      try context.withOutput(to: output, paging: paging) { $0.write(svg) }
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
