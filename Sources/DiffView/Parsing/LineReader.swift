import Foundation

/// Reads an input line by line in fixed-size chunks, so a diff of any length is parsed with
/// memory bounded by its longest line rather than its total size.
///
/// Lines are handed out as byte buffers without the `\n` (a `\r` before it is kept: the parser
/// decides what CR means). The buffer is valid only inside the callback.
public final class LineReader {
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
  /// The 1-based number of the line last handed out.
  public private(set) var lineNumber = 0

  /// Reads from an open file descriptor (not closed by the reader).
  public init(descriptor: Int32, chunkSize: Int = 1 << 16) {
    source = .descriptor(descriptor)
    self.chunkSize = max(16, chunkSize)
    buffer = [UInt8](repeating: 0, count: self.chunkSize)
  }

  /// Reads from bytes already in memory (tests, text passed by a library caller).
  public init<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
    source = .bytes
    chunkSize = 1 << 16
    buffer = Array(bytes)
    end = buffer.count
    reachedEnd = true
  }

  /// Reads from a string's UTF-8.
  public convenience init(text: String) {
    self.init(bytes: text.utf8)
  }

  /// Calls `body` with the next line, or returns `nil` at the end of the input. A last line
  /// without a final `\n` is still a line; an input ending in `\n` has no empty line after it.
  public func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result?
  {
    var scanFrom = start
    while true {
      if let newline = findNewline(from: scanFrom) {
        let lineStart = start
        start = newline + 1
        lineNumber += 1
        return try buffer.withUnsafeBufferPointer {
          try body(UnsafeBufferPointer(rebasing: $0[lineStart..<newline]))
        }
      }
      if reachedEnd {
        guard start < end else { return nil }
        let lineStart = start
        let lineEnd = end
        start = end
        lineNumber += 1
        return try buffer.withUnsafeBufferPointer {
          try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]))
        }
      }
      scanFrom = end - start
      fill()
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
      buffer.append(contentsOf: repeatElement(0, count: max(chunkSize, buffer.count)))
    }
    while true {
      let count = buffer.withUnsafeMutableBufferPointer {
        read(descriptor, $0.baseAddress! + end, $0.count - end)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        reachedEnd = true
      } else {
        end += count
      }
      return
    }
  }
}
