import RenderSupport

/// Pictures for the images of a note on a terminal that shows them (plugged in by the CLI,
/// which reads the files; MarkdownRender touches no file).
public protocol TerminalImageSource: Sendable {
  /// The picture for the image whose destination is `source` as the note writes it, at most
  /// `width` cells wide, or `nil` to show the image's reference as text.
  func image(source: String, width: Int) -> TerminalImage?
}
