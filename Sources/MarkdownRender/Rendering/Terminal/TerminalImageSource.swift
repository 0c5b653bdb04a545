import RenderSupport

/// Pictures for the images of a note on a terminal that shows them (plugged in by the CLI,
/// which reads the files; MarkdownRender touches no file).
package protocol TerminalImageSource: Sendable {
  /// The picture for the image whose destination is `source` as the note writes it, at most
  /// `width` cells wide, or `nil` to show the image's reference as text.
  func image(source: String, width: Int) -> TerminalImage?

  /// The picture for image bytes carried in the document itself (a transcript's screenshot),
  /// or `nil` to show only its reference.
  func image(bytes: [UInt8], width: Int) -> TerminalImage?
}

extension TerminalImageSource {
  /// No embedded pictures: sources that only read files.
  package func image(bytes: [UInt8], width: Int) -> TerminalImage? { nil }
}
