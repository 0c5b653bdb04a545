/// Helpers for text that carries ANSI escape sequences (ECMA-48 CSI and OSC), shared by every
/// terminal renderer: stripping escapes, measuring what is visible, OSC 8 hyperlinks, and
/// checking that a line leaves no attribute or link open.
package enum ANSIText {
  static let escape: UInt8 = 0x1B

  /// `text` without CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and other
  /// two-byte escape sequences.
  package static func strip(_ text: String) -> String {
    guard text.utf8.contains(escape) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    forEachSegment(text) { segment in
      if case .text(let bytes) = segment { out.append(contentsOf: bytes) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The terminal cells `text` takes once its escape sequences are removed.
  package static func visibleWidth(_ text: String) -> Int {
    DisplayWidth.of(strip(text))
  }

  /// The OSC 8 sequence that starts a hyperlink to `url` (controls and non-ASCII bytes in the
  /// URL are percent-encoded so it can never end the sequence early).
  package static func hyperlinkStart(_ url: String) -> String {
    var safe = ""
    safe.reserveCapacity(url.utf8.count)
    for byte in url.utf8 {
      if byte > 0x20 && byte < 0x7F {
        safe.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF")
        safe.append("%")
        safe.append(digits[Int(byte >> 4)])
        safe.append(digits[Int(byte & 0xF)])
      }
    }
    return "\u{1B}]8;;\(safe)\u{1B}\\"
  }

  /// The OSC 8 sequence that ends the current hyperlink.
  package static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"

  /// A problem `unclosedEscapes` found.
  package enum EscapeProblem: Equatable, Sendable {
    /// An SGR attribute is still set at the end of the line.
    case attributesLeftOn
    /// An OSC 8 hyperlink is still open at the end of the line.
    case hyperlinkLeftOpen
    /// An escape sequence is cut off by the end of the text.
    case truncatedSequence
  }

  /// Checks one line of output: every SGR attribute it sets is reset (`ESC[0m`/`ESC[m`) and
  /// every OSC 8 hyperlink it opens is closed before it ends, so pagers and `head` never bleed
  /// colour into the next line. Returns the problems found (empty when clean).
  package static func unclosedEscapes(in line: String) -> [EscapeProblem] {
    var attributesOn = false
    var linkOpen = false
    var truncated = false
    forEachSegment(line) { segment in
      switch segment {
      case .text: break
      case .csi(let parameters, let final):
        guard final == UInt8(ascii: "m") else { return }
        let codes = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        // `ESC[m` and a trailing `0` reset; anything else turns something on.
        if parameters.isEmpty || parameters == [UInt8(ascii: "0")] {
          attributesOn = false
        } else if codes.last.map({ $0.elementsEqual([UInt8(ascii: "0")]) }) == true {
          attributesOn = false
        } else {
          attributesOn = true
        }
      case .osc(let payload):
        // OSC 8 ; params ; URI — an empty URI closes the link.
        if payload.starts(with: Array("8;".utf8)) {
          let fields = payload.split(
            separator: UInt8(ascii: ";"), maxSplits: 2, omittingEmptySubsequences: false)
          linkOpen = fields.count == 3 && !fields[2].isEmpty
        }
      case .truncated:
        truncated = true
      }
    }
    var problems: [EscapeProblem] = []
    if attributesOn { problems.append(.attributesLeftOn) }
    if linkOpen { problems.append(.hyperlinkLeftOpen) }
    if truncated { problems.append(.truncatedSequence) }
    return problems
  }

  enum Segment {
    case text(ArraySlice<UInt8>)
    case csi(parameters: ArraySlice<UInt8>, final: UInt8)
    case osc(ArraySlice<UInt8>)
    case truncated
  }

  /// Splits `text` into visible runs and escape sequences.
  static func forEachSegment(_ text: String, _ body: (Segment) -> Void) {
    let bytes = Array(text.utf8)
    var index = 0
    var textStart = 0
    func flushText(upTo end: Int) {
      if end > textStart { body(.text(bytes[textStart..<end])) }
    }
    while index < bytes.count {
      guard bytes[index] == escape else {
        index += 1
        continue
      }
      flushText(upTo: index)
      guard index + 1 < bytes.count else {
        body(.truncated)
        return
      }
      let kind = bytes[index + 1]
      if kind == UInt8(ascii: "[") {
        // CSI: parameter and intermediate bytes 0x20–0x3F, final byte 0x40–0x7E.
        var end = index + 2
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] <= 0x3F { end += 1 }
        guard end < bytes.count, bytes[end] >= 0x40, bytes[end] <= 0x7E else {
          body(.truncated)
          return
        }
        body(.csi(parameters: bytes[(index + 2)..<end], final: bytes[end]))
        index = end + 1
      } else if kind == UInt8(ascii: "]") {
        // OSC: ends at BEL or ST (`ESC \`).
        var end = index + 2
        var found = false
        while end < bytes.count {
          if bytes[end] == 0x07 {
            body(.osc(bytes[(index + 2)..<end]))
            index = end + 1
            found = true
            break
          }
          if bytes[end] == escape, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
            body(.osc(bytes[(index + 2)..<end]))
            index = end + 2
            found = true
            break
          }
          end += 1
        }
        guard found else {
          body(.truncated)
          return
        }
      } else {
        index += 2
      }
      textStart = index
    }
    flushText(upTo: bytes.count)
  }
}
