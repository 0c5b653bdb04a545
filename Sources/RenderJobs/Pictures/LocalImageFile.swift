import Foundation
import RenderSupport

/// A note's local image read for the terminal, under the rules that keep a hostile note from
/// hanging or flooding the renderer: only regular files (a FIFO, device or directory, even
/// behind a symlink, is refused on the open file itself, opened without blocking), at most
/// `maximumBytes`, and really PNG, JPEG or GIF by their first bytes. Remote images are never
/// fetched.
struct LocalImageFile {
  /// The largest image file shown; a bigger one keeps its reference.
  static let maximumBytes = 10 << 20

  let bytes: [UInt8]
  let header: ImageHeader

  /// Why an image is shown as its reference instead.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case missing
    case unreadable(String)
    case notRegular(String)
    case tooLarge(Int)
    case notAnImage
    /// The real path (links resolved) is not inside the folder pictures may come from.
    case outside(folder: String)

    var description: String {
      switch self {
      case .missing: return "no such file"
      case .unreadable(let reason): return reason
      case .notRegular(let kind): return "not a regular file (\(kind))"
      case .tooLarge(let size):
        return "\(size) bytes, over the \(LocalImageFile.maximumBytes >> 20) MiB limit"
      case .notAnImage: return "not a PNG, JPEG or GIF file"
      case .outside(let folder):
        return "outside \(folder), the folder pictures are read from (and below)"
      }
    }
  }

  /// Whether `source` names something elsewhere: a URL with a scheme (`https:`, `data:`,
  /// `file:`…) or a scheme-relative `//host/…`. Such images are never read or fetched.
  static func isRemote(_ source: String) -> Bool {
    if source.hasPrefix("//") { return true }
    guard let colon = source.firstIndex(of: ":") else { return false }
    let scheme = source[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// The file a local `source` names, relative to `baseDirectory` unless absolute: the query
  /// and fragment dropped and percent escapes decoded, as a browser would resolve it.
  static func path(of source: String, baseDirectory: String) -> String? {
    let cut = source.prefix { $0 != "?" && $0 != "#" }
    guard !cut.isEmpty, let decoded = String(cut).removingPercentEncoding, !decoded.isEmpty,
      !decoded.contains("\0")
    else { return nil }
    if decoded.hasPrefix("/") { return decoded }
    return baseDirectory.hasSuffix("/") ? baseDirectory + decoded : baseDirectory + "/" + decoded
  }

  /// Reads the image at `path` when its real path (every link resolved, `..` taken) lies in
  /// `folder` or below: a note's pictures come from its own folder (the current directory for
  /// standard input), so `![a](/home/me/.ssh/id.png)`, `../private/x.png` or a link pointing
  /// out cannot show a file from elsewhere on a terminal a note's reader is looking at.
  static func read(_ path: String, within folder: String) throws(Failure) -> LocalImageFile {
    guard let realFolder = realPath(folder) else { throw .missing }
    guard let real = realPath(path) else {
      throw errno == EACCES ? .unreadable("permission denied") : .missing
    }
    let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
    guard real.hasPrefix(prefix) else { throw .outside(folder: folder) }
    return try read(real)
  }

  /// `realpath(3)` of `path`, nil when it does not resolve.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads the image at `path`.
  static func read(_ path: String) throws(Failure) -> LocalImageFile {
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: throw .missing
      case EACCES, EPERM: throw .unreadable("permission denied")
      default: throw .unreadable(String(cString: strerror(errno)))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable("cannot stat") }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .notRegular("a directory")
    case S_IFIFO: throw .notRegular("a FIFO")
    case S_IFCHR, S_IFBLK: throw .notRegular("a device")
    default: throw .notRegular("a socket or special file")
    }
    guard status.st_size <= maximumBytes else { throw .tooLarge(Int(status.st_size)) }
    // Read to one byte past the limit: a file that grew since fstat is still caught.
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.read(descriptor, base + count, raw.count - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
      if got == 0 { break }
      count += got
      if count > maximumBytes { throw .tooLarge(count) }
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
    }
    bytes.removeSubrange(count...)
    guard let header = ImageHeader.read(bytes) else { throw .notAnImage }
    return LocalImageFile(bytes: bytes, header: header)
  }
}
