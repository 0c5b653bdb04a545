import Highlight

/// The text of an open document, one `String` a line plus a one-byte line break.
///
/// Each line owns its bytes (short ones inline, without a heap block): a line kept as a
/// `Substring` would keep alive the whole text it was cut from, so a document edited line by
/// line could hold many times its own size. The first line over the line length budget is
/// kept up to date with each edit, so finding it costs what the edit costs, not a scan of
/// every line.
struct DocumentLines {
  /// A line's break, as `LineBreaks` cuts them.
  enum Terminator: UInt8 {
    case none, lineFeed, carriageReturn, carriageReturnLineFeed

    init(length: Int, firstByte: UInt8?) {
      switch (length, firstByte) {
      case (0, _): self = .none
      case (2, _): self = .carriageReturnLineFeed
      case (_, 0x0D): self = .carriageReturn
      default: self = .lineFeed
      }
    }

    var text: String {
      switch self {
      case .none: ""
      case .lineFeed: "\n"
      case .carriageReturn: "\r"
      case .carriageReturnLineFeed: "\r\n"
      }
    }

    var byteCount: Int {
      switch self {
      case .none: 0
      case .lineFeed, .carriageReturn: 1
      case .carriageReturnLineFeed: 2
      }
    }
  }

  /// Lines as `split` cuts a text.
  struct Cut {
    var texts: [String] = []
    var terminators: [Terminator] = []
    /// Each line's length in UTF-16 code units.
    var lengths: [Int] = []
  }

  private(set) var texts: [String]
  private(set) var terminators: [Terminator]
  /// Each line's length in UTF-16 code units (for the line length budget).
  private(set) var lengths: [Int]
  private(set) var byteCount: Int
  /// Lines longer than this many UTF-16 code units make the document fall back.
  let maxLineLength: Int
  /// How many lines are over `maxLineLength`, and the first of them.
  private var overLongCount = 0
  private(set) var firstOverLong: Int?

  init(_ text: String, maxLineLength: Int) {
    let cut = Self.split(text)
    texts = cut.texts
    terminators = cut.terminators
    lengths = cut.lengths
    byteCount = text.utf8.count
    self.maxLineLength = maxLineLength
    for (index, length) in lengths.enumerated() where length > maxLineLength {
      overLongCount += 1
      if firstOverLong == nil { firstOverLong = index }
    }
  }

  var count: Int { texts.count }

  /// Replaces lines `range` with `cut`, keeping the byte count and the first over-long line.
  mutating func replace(_ range: Range<Int>, with cut: Cut) {
    for index in range {
      byteCount -= texts[index].utf8.count + terminators[index].byteCount
      if lengths[index] > maxLineLength { overLongCount -= 1 }
    }
    var firstNew: Int?
    for (offset, text) in cut.texts.enumerated() {
      byteCount += text.utf8.count + cut.terminators[offset].byteCount
      if cut.lengths[offset] > maxLineLength {
        overLongCount += 1
        if firstNew == nil { firstNew = range.lowerBound + offset }
      }
    }
    texts.replaceSubrange(range, with: cut.texts)
    terminators.replaceSubrange(range, with: cut.terminators)
    lengths.replaceSubrange(range, with: cut.lengths)
    let after = range.lowerBound + cut.texts.count
    switch firstOverLong {
    case let first? where first < range.lowerBound: break
    case let first? where first >= range.upperBound:
      firstOverLong = firstNew ?? first + cut.texts.count - range.count
    default:
      // The first over-long line was replaced: the next one is in the new lines or after
      // them (none before the edit, else it would have been first).
      firstOverLong = firstNew
      if firstNew == nil, overLongCount > 0 {
        firstOverLong = lengths[after...].firstIndex { $0 > maxLineLength }
      }
    }
  }

  /// Lines and their line breaks (as `LineBreaks` cuts them). A text that ends with a line
  /// break has an empty last line when `keepEmptyLast`, as editors count lines.
  static func split(_ text: String, keepEmptyLast: Bool = true) -> Cut {
    var cut = Cut()
    let utf8 = text.utf8
    var index = utf8.startIndex
    var offset = 0
    for line in LineBreaks.split(text) {
      let start = utf8.index(index, offsetBy: line.start - offset)
      let end = utf8.index(start, offsetBy: line.end - line.start)
      index = utf8.index(end, offsetBy: line.terminatorLength)
      offset = line.end + line.terminatorLength
      cut.texts.append(String(text[start..<end]))
      cut.terminators.append(
        Terminator(length: line.terminatorLength, firstByte: end < index ? utf8[end] : nil))
      cut.lengths.append(line.utf16Length)
    }
    if keepEmptyLast, cut.terminators.last.map({ $0 != .none }) == true {
      cut.texts.append("")
      cut.terminators.append(.none)
      cut.lengths.append(0)
    }
    return cut
  }

  /// How many lines `split` would cut `text` into at most, counted without cutting it (a
  /// request is refused before a text of millions of line breaks becomes millions of lines).
  static func lineCount(_ text: String) -> Int {
    var count = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      // A CRLF is one break: its CR was counted already.
      if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count += 1 }
      previous = byte
    }
    return count
  }
}
