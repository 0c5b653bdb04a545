import Foundation
import RenderSupport

/// A large regular file mapped read-only, so a note is never held in memory whole: pages are
/// read as the parser reaches them and released behind it (`release(before:)`), and come back
/// from the page cache if a later section needs them again. `note` keeps about one section's
/// worth of the input resident instead of all of it.
public final class MappedFile: @unchecked Sendable {
  /// The bytes of the file, valid UTF-8.
  public let bytes: UnsafeBufferPointer<UInt8>
  private let base: UnsafeMutableRawPointer
  private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Files below this size are read the ordinary way: mapping saves nothing on them.
  public static let minimumSize = 1 << 20

  private init(base: UnsafeMutableRawPointer, count: Int) {
    self.base = base
    bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
  }

  deinit { munmap(base, bytes.count) }

  /// The open file mapped, or `nil` when it is not a regular file of at least `minimumSize`
  /// bytes, looks binary (a NUL in its first 8,000 bytes) or is not valid UTF-8: the caller
  /// then reads it with `InputText`, which reports or repairs those cases. The mapping
  /// outlives the descriptor, which the caller closes.
  public static func map(_ descriptor: Int32) -> MappedFile? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) >= minimumSize
    else { return nil }
    let count = Int(info.st_size)
    guard let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
      base != MAP_FAILED
    else { return nil }
    let file = MappedFile(base: base, count: count)
    _ = madvise(base, count, MADV_SEQUENTIAL)
    guard memchr(base, 0, min(count, 8000)) == nil, file.isValidUTF8() else { return nil }
    return file
  }

  /// Validates a mebibyte at a time, releasing each chunk's pages behind the check.
  private func isValidUTF8() -> Bool {
    var start = 0
    while start < bytes.count {
      var end = min(start + (1 << 20), bytes.count)
      // End the chunk on a character boundary: back off continuation bytes (at most 3).
      var backed = 0
      while end < bytes.count, backed < 3, bytes[end] & 0xC0 == 0x80 {
        end -= 1
        backed += 1
      }
      guard UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
        return false
      }
      start = end
      release(before: start)
    }
    return true
  }

  /// Releases the whole pages before `offset` (they are re-read if touched again).
  public func release(before offset: Int) {
    let length = min(offset, bytes.count) / pageSize * pageSize
    guard length > 0 else { return }
    _ = madvise(base, length, MADV_DONTNEED)
  }
}
