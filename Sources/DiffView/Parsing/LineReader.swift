import Foundation

/// Reads an input line by line in fixed-size chunks, so a diff of any length is parsed with
/// memory bounded by its longest line rather than its total size.
///
/// Lines are handed out as byte buffers without the `\n` (a `\r` before it is kept: the parser
/// decides what CR means). The buffer is valid only inside the callback.
///
/// A line longer than `maxLineBytes` ends the input with `failure` set, so an endless stream
/// without line breaks (`/dev/zero`) is an error with its line number rather than an
/// allocation that grows until the process dies; a failing `read(2)` also ends it with
/// `failure` set.
package final class LineReader {
  /// Why the input ended early.
  package enum Failure: Error, Equatable, Sendable {
    /// Line `line` has more than `limit` bytes.
    case lineTooLong(line: Int, limit: Int)
    /// `read(2)` failed with `errno`.
    case readFailed(line: Int, errno: Int32)
    /// Line `line`, within the input's first `binaryWindow` bytes, holds a NUL byte: the input
    /// is a binary file, not a diff (git's test).
    case binary(line: Int)
  }

  /// How many bytes at the start of the input are searched for NUL, as git does.
  package static let binaryWindow = 8000

  /// The longest line read, in bytes (64 MiB): far beyond any real source or diff line, and
  /// small enough that the buffer holding it (at most twice this) stays well inside the
  /// memory a diff may take.
  package static let defaultMaxLineBytes = 64 << 20

  private enum Source {
    case descriptor(Int32)
    case bytes
  }

  private let source: Source
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var reachedEnd = false
  private let chunkSize: Int
  /// Lines longer than this end the input with `failure` (a parameter so tests can use a
  /// small one).
  package let maxLineBytes: Int
  /// The 1-based number of the line last handed out.
  package private(set) var lineNumber = 0
  /// Whether the line last handed out ended in `\n` (only the input's last line may not).
  package private(set) var lastLineEndedInNewline = true
  /// Set when the input ended early: a line over `maxLineBytes`, a failed read, or a binary
  /// input.
  package private(set) var failure: Failure?
  /// Bytes handed out so far, counted only while they are within `binaryWindow`.
  private var checkedBytes = 0

  /// Reads from an open file descriptor (not closed by the reader).
  package init(
    descriptor: Int32, chunkSize: Int = 1 << 16, maxLineBytes: Int = defaultMaxLineBytes
  ) {
    source = .descriptor(descriptor)
    self.chunkSize = max(16, chunkSize)
    self.maxLineBytes = max(1, maxLineBytes)
    buffer = [UInt8](repeating: 0, count: self.chunkSize)
  }

  /// Reads from bytes already in memory (tests, text passed by a library caller).
  package init<Bytes: Sequence>(bytes: Bytes, maxLineBytes: Int = defaultMaxLineBytes)
  where Bytes.Element == UInt8 {
    source = .bytes
    chunkSize = 1 << 16
    self.maxLineBytes = max(1, maxLineBytes)
    buffer = Array(bytes)
    end = buffer.count
    reachedEnd = true
  }

  /// Reads from a string's UTF-8.
  package convenience init(text: String) {
    self.init(bytes: text.utf8)
  }

  /// Calls `body` with the next line, or returns `nil` at the end of the input. A last line
  /// without a final `\n` is still a line; an input ending in `\n` has no empty line after it.
  package func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result?
  {
    guard failure == nil else { return nil }
    var scanFrom = start
    while true {
      if let newline = findNewline(from: scanFrom) {
        guard newline - start <= maxLineBytes else { return tooLong() }
        let lineStart = start
        if isBinary(lineStart, newline) { return binary() }
        start = newline + 1
        lineNumber += 1
        return try buffer.withUnsafeBufferPointer {
          try body(UnsafeBufferPointer(rebasing: $0[lineStart..<newline]))
        }
      }
      guard end - start <= maxLineBytes else { return tooLong() }
      if reachedEnd {
        guard start < end else { return nil }
        let lineStart = start
        let lineEnd = end
        if isBinary(lineStart, lineEnd) { return binary() }
        start = end
        lineNumber += 1
        lastLineEndedInNewline = false
        return try buffer.withUnsafeBufferPointer {
          try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]))
        }
      }
      scanFrom = end - start
      fill()
    }
  }

  /// Whether the line in `lineStart..<lineEnd`, while still in the first `binaryWindow` bytes,
  /// holds a NUL byte.
  private func isBinary(_ lineStart: Int, _ lineEnd: Int) -> Bool {
    guard checkedBytes < Self.binaryWindow else { return false }
    let count = min(lineEnd - lineStart, Self.binaryWindow - checkedBytes)
    checkedBytes += lineEnd - lineStart + 1
    guard count > 0 else { return false }
    return buffer.withUnsafeBufferPointer { all in
      let line = UnsafeBufferPointer(rebasing: all[lineStart..<(lineStart + count)])
      guard let first = line.firstIndex(of: 0) else { return false }
      return !Self.isGrepNullLine(line, firstNUL: first)
    }
  }

  /// `git grep -z`'s `path NUL text` or `path NUL number NUL text`: the NULs end fields, the
  /// input is text (a binary file has NULs anywhere else).
  static func isGrepNullLine(_ line: UnsafeBufferPointer<UInt8>, firstNUL: Int) -> Bool {
    // The path is text: no control byte, valid UTF-8 (a PNG's `\x89PNG` before a NUL is not).
    let path = line[..<firstNUL]
    guard firstNUL > 0, !path.contains(where: { $0 < 0x20 || $0 == 0x7F }),
      String(validating: path, as: UTF8.self) != nil
    else { return false }
    let rest = line[(firstNUL + 1)...]
    guard let second = rest.firstIndex(of: 0) else { return true }
    let digits = line[(firstNUL + 1)..<second]
    return !digits.isEmpty && digits.count < 10 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
      && !line[(second + 1)...].contains(0)
  }

  /// Ends the input at the line being read, which holds a NUL byte.
  private func binary<Result>() -> Result? {
    failure = .binary(line: lineNumber + 1)
    start = end
    reachedEnd = true
    return nil
  }

  /// Ends the input at the line being read, which is over the limit.
  private func tooLong<Result>() -> Result? {
    failure = .lineTooLong(line: lineNumber + 1, limit: maxLineBytes)
    start = end
    reachedEnd = true
    return nil
  }

  /// Replaces the buffer with one `room` bytes longer, allocated at exactly that size: an
  /// append would round the capacity up to twice the old one, and a line near the limit would
  /// then hold three times it.
  private func grow(by room: Int) {
    let old = buffer
    let count = old.count
    buffer = []
    buffer = [UInt8](unsafeUninitializedCapacity: count + room) { storage, initialized in
      guard let base = storage.baseAddress else { return }
      old.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: count) }
      (base + count).initialize(repeating: 0, count: room)
      initialized = count + room
    }
  }

  private func findNewline(from index: Int) -> Int? {
    guard index < end else { return nil }
    return buffer.withUnsafeBufferPointer { pointer -> Int? in
      guard let base = pointer.baseAddress,
        let found = memchr(base + index, 0x0A, end - index)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Moves the unread part to the front, grows the buffer when a line fills it, and reads.
  private func fill() {
    guard case .descriptor(let descriptor) = source else {
      reachedEnd = true
      return
    }
    if start > 0 {
      let remaining = end - start
      if remaining > 0 {
        buffer.withUnsafeMutableBufferPointer {
          _ = memmove($0.baseAddress!, $0.baseAddress! + start, remaining)
        }
      }
      start = 0
      end = remaining
    }
    if buffer.count - end < chunkSize / 2 {
      // Doubling, but never past what a line at the limit plus one more chunk needs: one
      // byte over the limit is enough to know the line is too long.
      let room = max(chunkSize, min(buffer.count, maxLineBytes + chunkSize - buffer.count))
      grow(by: room)
    }
    while true {
      let count = buffer.withUnsafeMutableBufferPointer {
        read(descriptor, $0.baseAddress! + end, $0.count - end)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { failure = .readFailed(line: lineNumber + 1, errno: errno) }
      if count <= 0 {
        reachedEnd = true
      } else {
        end += count
      }
      return
    }
  }
}
