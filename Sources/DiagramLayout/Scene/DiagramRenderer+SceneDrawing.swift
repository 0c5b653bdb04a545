import RenderSupport

/// A diagram drawn once, as SVG and as a scene from the same layout, with what the drawing
/// could not honour.
public struct DiagramSceneDrawing: Sendable {
  /// The SVG 1.1 document `DiagramRenderer.render` writes.
  public var svg: String
  /// The display list `DiagramRenderer.scene` makes.
  public var scene: DiagramScene
  /// Settings read but not drawn, and anything else left out, each with its position.
  public var warnings: [Diagnostic]
}

extension DiagramRenderer {
  /// Draws `source` once and keeps both the SVG and the scene the drawing recorded (a note's
  /// Mermaid fence in the JSON model carries both), with the drawing's warnings.
  public static func drawWithScene(
    _ source: String, options: DiagramOptions = DiagramOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> DiagramSceneDrawing {
    let (parsed, context) = try prepare(source, options: options, isCancelled: isCancelled)
    let capture = SceneCapture()
    let render = parsed.type.definition.render
    // Typed throws do not pass through `withValue`'s closure: the outcome is carried out.
    let outcome: Result<String, DiagramError> = SceneCapture.$current.withValue(capture) {
      do throws(DiagramError) {
        return .success(try render(parsed, context))
      } catch {
        return .failure(error)
      }
    }
    let svg = try outcome.get()
    guard let events = capture.events else {
      preconditionFailure("the \(parsed.type.rawValue) renderer finished no document")
    }
    try context.checkpoint()
    reportUnreadSettings(parsed, context)
    var scene = SceneBuilder.scene(
      events, type: parsed.type, theme: context.theme, measurer: context.measurer)
    scene.warnings = context.warnings.all + scene.warnings
    return DiagramSceneDrawing(svg: svg, scene: scene, warnings: scene.warnings)
  }
}
