import Foundation

/// Copies a stream that can be read only once into an unlinked temporary file, so the two
/// passes of an export read the same bytes; memory stays at one chunk whatever the stream's
/// size.
///
/// The copy refuses a NUL byte at once (a JSON text never holds one: `/dev/zero` stops at its
/// first chunk, not at a full disk) and stops at `maximumBytes`.
enum TranscriptSpool {
  /// The most a stream may spool: 16 GiB.
  static let maximumBytes = 16 << 30
  static let chunkSize = 1 << 20

  static func copy(from source: Int32, name: String) throws -> TranscriptDescriptor {
    let directory =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
        $0.isEmpty ? nil : $0
      } ?? "/tmp"
    var template = Array("\(directory)/intent-render-spool-XXXXXX".utf8CString)
    let spool = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard spool >= 0 else {
      throw TranscriptError.unreadable(
        "\(name): cannot spool the stream to a temporary file: \(String(cString: strerror(errno)))")
    }
    // Unlinked at once: nothing is left behind, whatever ends the process.
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let owner = TranscriptDescriptor(spool)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
    defer { buffer.deallocate() }
    var total = 0
    var line = 1
    var column = 1
    while true {
      let count = read(source, buffer.baseAddress, chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw TranscriptError.unreadable(
          errno == EISDIR
            ? "\(name): is a directory"
            : "\(name): cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { return owner }
      let chunk = UnsafeBufferPointer(rebasing: buffer[..<count])
      if let nul = chunk.firstIndex(of: 0) {
        let at = TranscriptPosition.advance(line: line, column: column, over: chunk[..<nul])
        throw TranscriptError.binary(
          "\(name):\(at.line):\(at.column): looks like a binary file (it contains NUL bytes)")
      }
      (line, column) = TranscriptPosition.advance(line: line, column: column, over: chunk[...])
      total += count
      guard total <= maximumBytes else {
        throw TranscriptError.overLimit(
          "\(name): the stream is longer than the \(maximumBytes >> 30) GiB a transcript read "
            + "from a stream may have")
      }
      var written = 0
      while written < count {
        let result = write(spool, buffer.baseAddress! + written, count - written)
        if result < 0 {
          if errno == EINTR { continue }
          throw TranscriptError.unreadable(
            "\(name): cannot spool the stream to a temporary file: \(String(cString: strerror(errno)))"
          )
        }
        written += result
      }
    }
  }
}

/// Line and column counting over raw bytes (columns in characters: UTF-8 lead bytes).
enum TranscriptPosition {
  static func advance(line: Int, column: Int, over bytes: Slice<UnsafeBufferPointer<UInt8>>)
    -> (line: Int, column: Int)
  {
    var line = line
    var column = column
    for byte in bytes {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
