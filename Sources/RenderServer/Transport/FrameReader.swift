import Foundation

/// Cuts messages out of a byte source (standard input, a pipe), in either framing.
///
/// Robust to what a broken or hostile client sends: headers split across reads, frames back
/// to back in one read, bare `\n` line ends, unknown headers (UTF-8 included), a missing or
/// non-numeric `Content-Length`, and lengths over the cap; each problem is one event and the
/// reader goes on with the next frame. Memory holds at most one message plus one read.
final class FrameReader {
  let framing: Framing
  private let limits: FrameLimits
  private let read: (UnsafeMutableRawBufferPointer) -> Int
  private var buffer: [UInt8] = []
  /// Where unread bytes start in `buffer` (compacted when half is consumed).
  private var start = 0
  private var atEnd = false
  /// Bytes of a refused message still to skip (Content-Length framing).
  private var discardCount = 0
  /// Whether the rest of the current line is to be skipped (JSON lines).
  private var discardLine = false
  /// Whether the bytes before the next header section are the rest of a body whose
  /// Content-Length was too small, already reported (Content-Length framing).
  private var skipTail = false
  /// The end of the header section last found, while unread bytes still start before it:
  /// resuming at a Content-Length inside a section does not search for its end again.
  private var knownHeaderEnd: (end: Int, next: Int)?
  /// Where each read lands before it joins `buffer`.
  private var scratch = [UInt8](repeating: 0, count: 65_536)

  /// `read` fills the buffer it is given and returns the byte count, 0 at the end, or a
  /// negative number on an error (treated as the end).
  init(
    framing: Framing, limits: FrameLimits,
    read: @escaping (UnsafeMutableRawBufferPointer) -> Int
  ) {
    self.framing = framing
    self.limits = limits
    self.read = read
  }

  /// A reader of a file descriptor.
  convenience init(descriptor: Int32, framing: Framing, limits: FrameLimits) {
    self.init(framing: framing, limits: limits) { buffer in
      while true {
        let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        if count < 0 && errno == EINTR { continue }
        return count
      }
    }
  }

  private var available: Int { buffer.count - start }

  /// Reads more bytes; false at the end of the input.
  private func fill() -> Bool {
    guard !atEnd else { return false }
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
      knownHeaderEnd = nil
    }
    let count = scratch.withUnsafeMutableBytes { read($0) }
    if count > 0 { buffer.append(contentsOf: scratch[0..<count]) }
    if count <= 0 {
      atEnd = true
      return false
    }
    return true
  }

  /// The next event.
  func next() -> FrameEvent {
    switch framing {
    case .contentLength: return nextFrame()
    case .jsonLines: return nextLine()
    }
  }

  // MARK: JSON lines

  private func nextLine() -> FrameEvent {
    var scanned = 0
    while true {
      if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
        if discardLine {
          discardLine = false
          start = newline + 1
          scanned = 0
          continue
        }
        var line = Array(buffer[start..<newline])
        start = newline + 1
        scanned = 0
        if line.last == 0x0D { line.removeLast() }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        if line.count > limits.maxMessageBytes { return .oversized(line.count) }
        return .message(line)
      }
      if discardLine {
        start = buffer.count
      } else if available > limits.maxMessageBytes {
        // Refused once the cap is passed; the rest of the line is skipped as it comes.
        start = buffer.count
        discardLine = true
        return .oversized(nil)
      }
      scanned = available
      guard fill() else {
        let rest = discardLine ? [] : Array(buffer[start...])
        start = buffer.count
        discardLine = false
        if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return .end }
        // A last line without its line break is still a message.
        return rest.count > limits.maxMessageBytes ? .oversized(rest.count) : .message(rest)
      }
    }
  }

  // MARK: Content-Length frames

  private func nextFrame() -> FrameEvent {
    while discardCount > 0 {
      if available == 0 && !fill() { return .end }
      let skipped = min(discardCount, available)
      start += skipped
      discardCount -= skipped
    }
    // Blank lines between frames are skipped, as LSP clients expect (some end a body with a
    // line break, some with spaces and a line break).
    var headerEnd: (end: Int, next: Int)?
    var scanned = 0
    while headerEnd == nil {
      while available > 0, Self.isGapByte(buffer[start]) {
        start += 1
      }
      if let known = knownHeaderEnd, start <= known.end {
        headerEnd = known
        break
      }
      headerEnd = Self.findBlankLine(buffer, from: start, scanned: &scanned)
      if headerEnd != nil { break }
      if available > limits.maxHeaderBytes {
        // No end of headers in sight: drop what was read and look for the next frame.
        start = buffer.count
        return .malformed(
          "the headers of a frame are longer than \(limits.maxHeaderBytes) bytes",
          field: "headers")
      }
      guard fill() else {
        start = buffer.count
        return .end
      }
    }
    let (end, next) = headerEnd!
    knownHeaderEnd = nil
    if let garbage = Self.leadingGarbage(buffer[start..<end]) {
      // The rest of a body whose Content-Length was too small, or noise: resume at the next
      // Content-Length header, so one bad frame costs one error, not every frame after it.
      start = garbage.resume ?? next
      if garbage.resume != nil { knownHeaderEnd = headerEnd }
      if skipTail {
        skipTail = false
        return nextFrame()
      }
      return .malformed(
        "\(garbage.count) bytes that are not a frame's headers were skipped", field: "headers")
    }
    skipTail = false
    let header = Array(buffer[start..<end])
    start = next
    let length: Int
    switch Self.contentLength(header) {
    case .problem(let problem): return problem
    case .length(let value): length = value
    }
    if length > limits.maxMessageBytes {
      discardCount = length
      return .oversized(length)
    }
    while available < length {
      guard fill() else {
        start = buffer.count
        return .end
      }
    }
    let body = Array(buffer[start..<(start + length)])
    start += length
    if !Self.mayStartHeaders(buffer[start...]) {
      // What follows at once cannot start a header line: the length was too small. The frame
      // is one error (its body is cut and its tail is skipped without a second one).
      skipTail = true
      return .malformed(
        "Content-Length \(length) ends inside the message; the frame was skipped",
        field: "Content-Length")
    }
    return .message(body)
  }

  /// Whether `bytes` (what was read after a body) can be the start of the next frame: blank
  /// lines, then a header name and `:`, or too little to tell.
  private static func mayStartHeaders(_ bytes: ArraySlice<UInt8>) -> Bool {
    let rest = bytes.drop { isGapByte($0) }
    let name = rest.prefix { isNameByte($0) }
    guard name.count < rest.count else { return true }
    return !name.isEmpty && rest[rest.startIndex + name.count] == 0x3A
  }

  /// The bytes of blank lines between frames: line breaks, spaces and tabs.
  private static func isGapByte(_ byte: UInt8) -> Bool {
    byte == 0x0D || byte == 0x0A || byte == 0x20 || byte == 0x09
  }

  /// The end of the header section (`\r\n\r\n` or `\n\n`) at or after `from`, and where the
  /// body starts; `scanned` remembers how far earlier calls looked.
  private static func findBlankLine(_ bytes: [UInt8], from: Int, scanned: inout Int) -> (
    Int, Int
  )? {
    var index = max(from, from + scanned - 3)
    while index < bytes.count {
      if bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
          return (index, index + 3)
        }
      }
      index += 1
    }
    scanned = bytes.count - from
    return nil
  }

  /// What a header section gave.
  private enum HeaderParse {
    case length(Int)
    case problem(FrameEvent)
  }

  /// When a header section does not start with `Name:`, how many bytes to skip and where the
  /// next `Content-Length` header in it starts (nil: skip the section).
  private static func leadingGarbage(_ section: ArraySlice<UInt8>) -> (count: Int, resume: Int?)? {
    let key = Array("content-length:".utf8)
    var found: Int?
    var index = section.startIndex
    while index + key.count <= section.endIndex {
      if zip(section[index..<(index + key.count)], key).allSatisfy({ asciiLowercased($0) == $1 }) {
        found = index
        break
      }
      index += 1
    }
    // A Content-Length glued to what came before it (the tail of a body) starts the frame.
    if let found, found > section.startIndex, section[found - 1] != 0x0A {
      return (found - section.startIndex, found)
    }
    let name = section.prefix { isNameByte($0) }
    if !name.isEmpty, section.dropFirst(name.count).first == 0x3A { return nil }
    // Progress is certain: a Content-Length at the very start was taken as headers above.
    if let found, found > section.startIndex { return (found - section.startIndex, found) }
    return (section.count, nil)
  }

  /// Folds only the letters: or-ing every byte with 0x20 would also take CR for `-` and SUB
  /// for `:`, and a section that only looks like a header would be resumed forever.
  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// RFC 9110's `tchar`, the bytes of a header name, and the bytes of UTF-8 sequences: a
  /// client's own header with a non-ASCII name (`X-Café`) is ignored like any other, not
  /// taken for noise.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xFF: return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
      UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      return true
    default: return false
    }
  }

  /// The `Content-Length` of a header section. Header names are ASCII and case-insensitive
  /// (LSP base protocol, like HTTP); other headers, whatever their bytes, are ignored.
  private static func contentLength(_ header: [UInt8]) -> HeaderParse {
    var length: Int?
    for line in header.split(separator: 0x0A, omittingEmptySubsequences: true) {
      var line = line
      if line.last == 0x0D { line.removeLast() }
      guard let colon = line.firstIndex(of: 0x3A) else {
        return .problem(.malformed("a header line has no ':'", field: "headers"))
      }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
      guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ (0x30...0x39).contains($0) }),
        value.dropFirst(digits.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 })
      else {
        return .problem(
          .malformed("Content-Length must be a decimal number of bytes", field: "Content-Length"))
      }
      let number = Int(String(decoding: digits, as: UTF8.self)) ?? 0
      if let length, length != number {
        return .problem(.malformed("two different Content-Length headers", field: "Content-Length"))
      }
      length = number
    }
    guard let length else {
      return .problem(.malformed("a frame has no Content-Length header", field: "Content-Length"))
    }
    return .length(length)
  }
}
