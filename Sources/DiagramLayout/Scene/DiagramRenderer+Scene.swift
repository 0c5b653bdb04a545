extension DiagramRenderer {
  /// Renders `source` as a display list (`DiagramScene`): the same layout and drawing as
  /// `render`'s SVG, with colours resolved in the theme (`auto` resolves as light; both
  /// palettes are in `DiagramScene.palettes`).
  public static func scene(
    _ source: String, options: DiagramOptions = DiagramOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> DiagramScene {
    let (parsed, context) = try prepare(source, options: options, isCancelled: isCancelled)
    let capture = SceneCapture()
    let render = parsed.type.definition.render
    // Typed throws do not pass through `withValue`'s closure: the error is carried out.
    let failure: DiagramError? = SceneCapture.$current.withValue(capture) {
      do throws(DiagramError) {
        _ = try render(parsed, context)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    guard let events = capture.events else {
      preconditionFailure("the \(parsed.type.rawValue) renderer finished no document")
    }
    try context.checkpoint()
    reportUnreadSettings(parsed, context)
    var scene = SceneBuilder.scene(
      events, type: parsed.type, theme: context.theme, measurer: context.measurer)
    scene.warnings = context.warnings.all + scene.warnings
    return scene
  }
}
