import Foundation
import MarkdownRender
import RenderSupport

/// The pictures of one note's local images: files next to the note (or under the current
/// directory for standard input) that `LocalImageFile` accepts, within a budget per document.
/// An image it cannot show keeps its reference and gets one warning; remote ones are never
/// fetched and need no warning.
package final class NoteImageSource: TerminalImageSource, @unchecked Sendable {
  /// Pictures one document shows at most, and the bytes of their files in all: a note of
  /// thousands of references to one large file cannot make the output huge.
  static let maximumPictures = 256
  static let maximumTotalBytes = 64 << 20
  /// Warnings one document writes at most; then one line says the rest are left out.
  static let maximumWarnings = 20

  let pictures: TerminalPictures
  /// Where relative names are found; `nil` (a transcript read from a stream) leaves them as
  /// references.
  let baseDirectory: String?
  /// The note's name in warnings.
  let documentName: String
  let warn: @Sendable (String) -> Void
  /// Guards the counters and the warned set (the layout may run off the main thread).
  private let lock = NSLock()
  private var shown = 0
  private var shownBytes = 0
  private var warned: Set<String> = []

  init(
    pictures: TerminalPictures, baseDirectory: String?, documentName: String,
    warn: @escaping @Sendable (String) -> Void
  ) {
    self.pictures = pictures
    self.baseDirectory = baseDirectory
    self.documentName = documentName
    self.warn = warn
  }

  /// The directory a note's relative images are found in: the note's own, or the current
  /// directory for standard input.
  package static func baseDirectory(forNote path: String?) -> String {
    guard let path, path != "-" else { return FileManager.default.currentDirectoryPath }
    let directory = PathComponents.split(path).directory
    return directory.isEmpty ? "." : directory
  }

  package func image(source: String, width: Int) -> TerminalImage? {
    guard !source.isEmpty, !LocalImageFile.isRemote(source) else { return nil }
    guard baseDirectory != nil || source.hasPrefix("/") else { return nil }
    guard let path = LocalImageFile.path(of: source, baseDirectory: baseDirectory ?? "/") else {
      report(source, "not a file name")
      return nil
    }
    let file: LocalImageFile
    do {
      file = try LocalImageFile.read(
        path, within: baseDirectory ?? FileManager.default.currentDirectoryPath)
    } catch {
      report(source, error.description)
      return nil
    }
    return picture(file.bytes, header: file.header, name: source, width: width)
  }

  package func image(bytes: [UInt8], width: Int) -> TerminalImage? {
    // Embedded images are checked as files are: a real PNG, JPEG or GIF within the limit.
    guard bytes.count <= LocalImageFile.maximumBytes, let header = ImageHeader.read(bytes) else {
      return nil
    }
    return picture(bytes, header: header, name: nil, width: width)
  }

  /// The picture within the document's budget; `name` is what a warning calls the image
  /// (embedded ones are not warned about: their reference line says what they are).
  private func picture(_ bytes: [UInt8], header: ImageHeader, name: String?, width: Int)
    -> TerminalImage?
  {
    let allowed = lock.withLock {
      let allowed =
        shown < Self.maximumPictures && shownBytes + bytes.count <= Self.maximumTotalBytes
      if allowed {
        shown += 1
        shownBytes += bytes.count
      }
      return allowed
    }
    guard allowed else {
      if let name {
        report(
          name,
          "over the document's budget (\(Self.maximumPictures) pictures, "
            + "\(Self.maximumTotalBytes >> 20) MiB)")
      }
      return nil
    }
    guard let picture = pictures.picture(bytes, header: header, maxColumns: width) else {
      if let name { report(name, "the terminal takes PNG only and it could not be converted") }
      return nil
    }
    return picture
  }

  /// One warning per image source.
  private func report(_ source: String, _ reason: String) {
    let (count, first) = lock.withLock {
      let count = warned.count
      return (count, count <= Self.maximumWarnings && warned.insert(source).inserted)
    }
    guard first else { return }
    if count == Self.maximumWarnings {
      warn("\(documentName): further images not shown are not listed")
    } else {
      warn("\(documentName): image '\(source)' not shown: \(reason)")
    }
  }
}
