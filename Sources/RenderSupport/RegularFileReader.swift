import Foundation

/// Reads a file the program needs whole (a grammar, a theme, an asset-cache file) only when it
/// is a regular file of at most a given size, so nothing named by a user or found in a
/// directory can make a run wait or grow without bound: a FIFO with no writer would block
/// `open` and then `read` forever, `/dev/zero` never ends, and a huge (or sparse) file would
/// be held whole.
///
/// The file is opened with `O_NONBLOCK` (opening a FIFO returns at once; a regular file's
/// reads are unaffected) and, when asked, `O_NOFOLLOW`; what it is comes from `fstat` of the
/// open descriptor, so a file swapped between a check and the open cannot slip through.
package enum RegularFileReader {
  /// Why a file was not read.
  package enum Failure: Error, Equatable, Sendable {
    /// `open` failed with this `errno` (missing, unreadable, a symbolic link under
    /// `O_NOFOLLOW`).
    case cannotOpen(code: Int32)
    /// Not a regular file: a FIFO, a directory, a device, a socket.
    case notRegular(kind: String)
    /// Larger than the limit.
    case tooLarge(size: Int64, limit: Int)
    /// A read failed, or the file shrank while it was read.
    case readFailed(code: Int32)

    /// The reason as a message says it (`not a regular file (a FIFO)`).
    package var reason: String {
      switch self {
      case .cannotOpen(let code): return String(cString: strerror(code))
      case .notRegular(let kind): return "not a regular file (\(kind))"
      case .tooLarge(let size, let limit):
        return "\(size) bytes, over the limit of \(limit) bytes"
      case .readFailed(let code):
        return code == 0 ? "the file changed while it was read" : String(cString: strerror(code))
      }
    }
  }

  /// The bytes of `path`, a regular file of at most `limit` bytes. `followLinks: false`
  /// refuses a symbolic link as the last component (for files in a directory the program
  /// owns, such as its cache).
  package static func read(_ path: String, limit: Int, followLinks: Bool = true) throws(Failure)
    -> [UInt8]
  {
    var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
    if !followLinks { flags |= O_NOFOLLOW }
    let descriptor = open(path, flags)
    guard descriptor >= 0 else { throw .cannotOpen(code: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotOpen(code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(kind: kind(info.st_mode)) }
    guard info.st_size <= Int64(limit) else {
      throw .tooLarge(size: Int64(info.st_size), limit: limit)
    }
    let size = Int(info.st_size)
    var failure: Int32?
    // Filled by `read` alone: zeroing it first would write every page twice. At most the
    // size `fstat` gave is read, so a file growing meanwhile cannot pass the limit.
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var offset = 0
      while offset < size {
        let count = Foundation.read(descriptor, buffer.baseAddress! + offset, size - offset)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failure = errno }
        guard count > 0 else { break }
        offset += count
      }
      if offset < size, failure == nil { failure = 0 }
      initialized = offset
    }
    if let failure { throw .readFailed(code: failure) }
    return bytes
  }

  /// The kind of a non-regular file, for messages.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFDIR: return "a directory"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return "not a file"
    }
  }
}
