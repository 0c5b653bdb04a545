import DiagramLayout
import Foundation
import RenderJobs
import RenderSupport
import SVGRaster

/// `diagram/render` and `diagram/check`: the `diagram` command's contracts as answers.
enum DiagramService {
  /// `text`, `format` svg|png|json, `theme` light|dark|auto, `scale` 1–8, `idPrefix`,
  /// `limits` (`maxCharacters`, `maxSide`, `maxPixels`). SVG comes back as a string, PNG as
  /// base64 with its size (and whether it was scaled down to fit), each with the drawing's
  /// `warnings` as the scene carries them, json as the `scene` object
  /// (`schemas/diagram-scene.v1.schema.json`). A cancellation stops the work
  /// between parsing, layout, SVG and rasterizing.
  static func render(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError)
    -> JSONReply
  {
    try drawn(params, flag).reply
  }

  /// `render`'s answer, and the drawing's warnings as typed values (for MCP's text).
  static func drawn(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError)
    -> (reply: JSONReply, warnings: [Diagnostic])
  {
    try params.rejectUnknown(["text", "format", "theme", "scale", "idPrefix", "limits"])
    let text = try source(params)
    let format = try params.choice("format", ["svg", "png", "json"]) ?? "svg"
    let theme = try params.choice("theme", DiagramTheme.Name.allCases.map(\.rawValue))
      .flatMap(DiagramTheme.Name.init(rawValue:))
    let scale = try params.int("scale", in: 1...8) ?? 1
    let prefix = try params.optionalString("idPrefix") ?? "diagram"
    let budgets = try Budgets.diagramBudgets(params, raster: true)
    try flag.check()
    if format == "json" { return try scene(text, theme: theme, prefix: prefix, budgets, flag) }
    let drawn = try drawing(text, budgets, flag) { isCancelled throws(DiagramError) in
      try DiagramRenderer.draw(
        text, options: DiagramOptions(theme: theme, idPrefix: prefix), isCancelled: isCancelled)
    }
    let svg = drawn.svg
    let warnings = (
      "warnings", JSONReply.value(.array(drawn.warnings.map(DiagramSceneJSON.warning)))
    )
    try flag.check()
    guard format == "png" else {
      return (
        .object([("format", .string("svg")), ("svg", .string(svg)), warnings]), drawn.warnings
      )
    }
    let png: RasterizedPNG
    do {
      png = try SVGRasterizer.png(fromSVG: svg, scale: Double(scale), limits: budgets.raster)
    } catch {
      throw RPCError.badInput("the diagram could not be rasterized: \(error)")
    }
    try flag.check()
    let reply = JSONReply.object([
      ("format", .string("png")), ("png", .string(png.data.base64EncodedString())),
      ("width", .int(png.width)), ("height", .int(png.height)),
      ("scaledDown", .bool(png.isScaledDown)), ("svg", .string(svg)), warnings,
    ])
    return (reply, drawn.warnings)
  }

  /// `{"format":"json","scene":{…}}`: the drawing as a display list.
  static func scene(
    _ text: String, theme: DiagramTheme.Name?, prefix: String, _ budgets: Budgets.DiagramBudgets,
    _ flag: CancellationFlag
  ) throws(RPCError) -> (reply: JSONReply, warnings: [Diagnostic]) {
    let scene = try drawing(text, budgets, flag) { isCancelled throws(DiagramError) in
      try DiagramRenderer.scene(
        text, options: DiagramOptions(theme: theme, idPrefix: prefix), isCancelled: isCancelled)
    }
    try flag.check()
    let reply = JSONReply.object([
      ("format", .string("json")), ("scene", .value(DiagramSceneJSON.value(scene))),
    ])
    return (reply, scene.warnings)
  }

  /// What `draw` makes of `text` within the request's length budget, stopping when the request
  /// is cancelled; a diagram's error becomes the request's.
  static func drawing<Value>(
    _ text: String, _ budgets: Budgets.DiagramBudgets, _ flag: CancellationFlag,
    _ draw: (_ isCancelled: @escaping @Sendable () -> Bool) throws(DiagramError) -> Value
  ) throws(RPCError) -> Value {
    do throws(DiagramError) {
      try checkLength(text, budgets)
      let cancellation = flag.highlight
      return try draw { cancellation.isCancelled }
    } catch {
      if error.kind == .cancelled { throw RPCError.cancelled }
      throw badInput(error)
    }
  }

  /// What `diagram/check` found: the diagram's type, or the error with its position.
  enum CheckOutcome {
    case valid(DiagramType)
    case invalid(DiagramError)

    /// `{"ok":true,"type":…}` or `{"ok":false,"errors":[{line,column,message,kind}]}`.
    var reply: JSONReply {
      switch self {
      case .valid(let type):
        return .object([("ok", .bool(true)), ("type", .string(type.rawValue))])
      case .invalid(let error):
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
  }

  /// Parses only; a wrong diagram is an answer (`CheckOutcome.invalid`), not a JSON-RPC
  /// error, since it is what the caller asked about. `limits` may lower `maxCharacters`.
  static func check(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError)
    -> CheckOutcome
  {
    try params.rejectUnknown(["text", "limits"])
    let text = try source(params)
    let budgets = try Budgets.diagramBudgets(params, raster: false)
    try flag.check()
    do throws(DiagramError) {
      try checkLength(text, budgets)
      let cancellation = flag.highlight
      return .valid(try DiagramRenderer.check(text, isCancelled: { cancellation.isCancelled }))
    } catch {
      if error.kind == .cancelled { throw RPCError.cancelled }
      return .invalid(error)
    }
  }

  /// A source over a lowered `maxCharacters` fails as one over the CLI's limit does.
  private static func checkLength(_ text: String, _ budgets: Budgets.DiagramBudgets)
    throws(DiagramError)
  {
    guard budgets.maxCharacters < DiagramLimits.maximumSourceCharacters else { return }
    var count = 0
    for _ in text.unicodeScalars {
      count += 1
      if count > budgets.maxCharacters {
        throw DiagramError(
          .limit, "the diagram is longer than \(budgets.maxCharacters) characters",
          at: SourcePosition(line: 1, column: 1))
      }
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
