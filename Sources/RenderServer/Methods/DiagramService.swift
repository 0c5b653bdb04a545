import DiagramLayout
import Foundation
import SVGRaster

/// `diagram/render` and `diagram/check`: the `diagram` command's contracts as answers.
enum DiagramService {
  /// `text`, `format` svg|png, `theme` light|dark|auto, `scale` 1–8, `idPrefix`. SVG comes
  /// back as a string, PNG as base64 with its size (and whether it was scaled down to fit).
  static func render(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError)
    -> JSONReply
  {
    try params.rejectUnknown(["text", "format", "theme", "scale", "idPrefix"])
    let text = try source(params)
    let format = try params.choice("format", ["svg", "png"]) ?? "svg"
    let theme = try params.choice("theme", DiagramTheme.Name.allCases.map(\.rawValue))
      .flatMap(DiagramTheme.Name.init(rawValue:))
    let scale = try params.int("scale", in: 1...8) ?? 1
    let prefix = try params.optionalString("idPrefix") ?? "diagram"
    let svg: String
    do throws(DiagramError) {
      svg = try DiagramRenderer.render(
        text, options: DiagramOptions(theme: theme, idPrefix: prefix))
    } catch {
      throw badInput(error)
    }
    try flag.check()
    guard format == "png" else {
      return .object([("format", .string("svg")), ("svg", .string(svg))])
    }
    let png: RasterizedPNG
    do {
      png = try SVGRasterizer.png(fromSVG: svg, scale: Double(scale))
    } catch {
      throw RPCError.badInput("the diagram could not be rasterized: \(error)")
    }
    return .object([
      ("format", .string("png")), ("png", .string(png.data.base64EncodedString())),
      ("width", .int(png.width)), ("height", .int(png.height)),
      ("scaledDown", .bool(png.isScaledDown)), ("svg", .string(svg)),
    ])
  }

  /// Parses only: `{"ok":true,"type":…}` or `{"ok":false,"errors":[{line,column,message,
  /// kind}]}` — an answer, not a JSON-RPC error, since a wrong diagram is what the caller
  /// asked about.
  static func check(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError)
    -> JSONReply
  {
    try params.rejectUnknown(["text"])
    let text = try source(params)
    do throws(DiagramError) {
      let parsed = try MermaidSource(parsing: text)
      switch parsed.type {
      case .flowchart: _ = try FlowchartParser.parse(parsed)
      case .sequence: _ = try SequenceParser.parse(parsed)
      case .state: _ = try StateParser.parse(parsed)
      case .classDiagram: _ = try ClassParser.parse(parsed)
      case .entityRelationship: _ = try ERParser.parse(parsed)
      }
      return .object([("ok", .bool(true)), ("type", .string(parsed.type.rawValue))])
    } catch {
      return .object([
        ("ok", .bool(false)),
        (
          "errors",
          .array([
            .object([
              ("line", .int(error.position.line)), ("column", .int(error.position.column)),
              ("message", .string(error.message)), ("kind", .string(error.kind.rawValue)),
            ])
          ])
        ),
      ])
    }
  }

  private static func source(_ params: RequestParams) throws(RPCError) -> String {
    let text = try params.string("text")
    guard text.utf8.count <= Budgets.maxDiagramBytes else {
      throw .invalidParams(
        "params.text", "is \(text.utf8.count) bytes, over the limit of \(Budgets.maxDiagramBytes)")
    }
    return text
  }

  static func badInput(_ error: DiagramError) -> RPCError {
    .badInput(
      "\(error.position): \(error.message)", line: error.position.line,
      column: error.position.column)
  }
}
