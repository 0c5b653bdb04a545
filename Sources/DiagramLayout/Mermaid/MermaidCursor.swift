import RenderSupport

/// A position-tracking reader over a diagram body's scalars, shared by the Mermaid parsers.
package struct MermaidCursor: Sendable {
  package let scalars: [Unicode.Scalar]
  /// The index of the next scalar.
  package private(set) var index: Int = 0
  /// The line and column of the next scalar.
  package private(set) var position: SourcePosition

  package init(_ scalars: [Unicode.Scalar], start: SourcePosition) {
    self.scalars = scalars
    self.position = start
  }

  package var atEnd: Bool { index >= scalars.count }

  /// The scalar `offset` ahead, or nil past the end.
  package func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let at = index + offset
    return at < scalars.count ? scalars[at] : nil
  }

  /// Consumes and returns the next scalar.
  @discardableResult
  package mutating func advance() -> Unicode.Scalar? {
    guard index < scalars.count else { return nil }
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" {
      position = SourcePosition(line: position.line + 1, column: 1)
    } else {
      position.column += 1
    }
    return scalar
  }

  /// Consumes `count` scalars.
  package mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  /// Whether the text ahead starts with `text`.
  package func starts(with text: String) -> Bool {
    var offset = 0
    for scalar in text.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }

  /// Consumes `text` if it is next.
  package mutating func consume(_ text: String) -> Bool {
    guard starts(with: text) else { return false }
    advance(by: text.unicodeScalars.count)
    return true
  }

  /// Skips spaces and tabs (not line breaks).
  package mutating func skipBlanks() {
    while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\r" { advance() }
  }

  /// Skips spaces, tabs, line breaks and `;`.
  package mutating func skipSeparators() {
    while let scalar = peek(),
      scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == ";"
    {
      advance()
    }
  }

  /// Consumes up to (not including) the next line break and returns it.
  package mutating func restOfLine() -> String {
    let start = index
    while let scalar = peek(), scalar != "\n" { advance() }
    return text(start..<index)
  }

  /// The text of `scalars[range]`, encoded in one pass: appending scalar by scalar to a
  /// string's scalar view cost about a hundred instructions a scalar, most of the parse of a
  /// node's id and label.
  package func text(_ range: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    for scalar in scalars[range] {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
