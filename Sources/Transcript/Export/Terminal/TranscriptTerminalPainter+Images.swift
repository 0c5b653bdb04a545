import Foundation
import RenderSupport

/// A transcript's images shown as pictures under their reference line, on terminals that show
/// them: screenshots carried as base64 in the transcript, and files it names next to it.
extension TranscriptTerminalPainter {
  /// Base64 an image may take at most (about 10 MiB decoded, the limit of image files):
  /// larger ones are not decoded at all.
  static let maximumBase64 = (10 << 20) / 3 * 4 + 4

  func picture(of source: TranscriptImage.Source) -> TerminalImage? {
    guard let images = options.images else { return nil }
    switch source {
    case .base64(let data, _):
      guard data.utf8.count <= Self.maximumBase64,
        let bytes = Data(base64Encoded: data, options: .ignoreUnknownCharacters)
      else { return nil }
      return images.image(bytes: [UInt8](bytes), width: width)
    case .path(let path):
      return images.image(source: path, width: width)
    case .url:
      return nil
    }
  }
}
