extension DiagramRenderer {
  /// Renders `source` as a display list (`DiagramScene`): the same layout and drawing as
  /// `render`'s SVG, with colours resolved in the theme (`auto` resolves as light; both
  /// palettes are in `DiagramScene.palettes`).
  public static func scene(
    _ source: String, options: DiagramOptions = DiagramOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> DiagramScene {
    try drawWithScene(source, options: options, isCancelled: isCancelled).scene
  }
}
