import Foundation
import RenderSupport

/// Reads an input that is not a regular file (a pipe, a FIFO, process substitution, a device)
/// once, as a stream, with a cap: a stream can be endless (`/dev/zero`, `yes`), so memory is
/// bounded by the cap, and a NUL byte in the first 8,000 bytes (git's binary test) stops the
/// read at once instead of after the cap.
enum InputStreamReader {
  /// What the whole-input commands (`note` from a stream, `highlight`, `diagram`) hold at
  /// most: far above any note or source file, far below what exhausts a client's memory.
  static let maximumBytes = 256 << 20

  /// Why a stream could not be read; the words follow the input's name.
  struct Failure: LocalizedError, Sendable {
    var reason: String
    var errorDescription: String? { reason }
  }

  /// All of `descriptor`, or a failure: over `maxBytes`, binary, or a read error in words.
  static func readAll(_ descriptor: Int32, maxBytes: Int = maximumBytes) throws -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var checkedForNUL = false
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: readFailure(errno))
      }
      if count == 0 { break }
      guard data.count + count <= maxBytes else {
        throw Failure(reason: "input is over the limit of \(maxBytes) bytes")
      }
      data.append(buffer, count: count)
      if !checkedForNUL, data.count >= 8000 {
        checkedForNUL = true
        if data.prefix(8000).contains(0), !UTF16Text.hasByteOrderMark(data) {
          throw Failure(reason: binary)
        }
      }
    }
    return data
  }

  static let binary = "looks like a binary file (it contains NUL bytes)"

  /// A read error in words: a directory given as standard input is the common one.
  static func readFailure(_ code: Int32) -> String {
    switch code {
    case EISDIR: return "is a directory"
    case EBADF: return "is closed"
    default: return "cannot read: \(String(cString: strerror(code)))"
    }
  }
}
