import RenderSupport

/// One painted terminal row: its bytes (escapes included) and the cells it takes.
struct PaintedRow {
  var bytes: ArraySlice<UInt8>
  var cells: Int
}

/// The rows of one painted line, kept in one buffer: a minified line wraps into thousands of
/// rows, and an array of bytes for each would cost an allocation (and its growth) per row.
struct PaintedRows: RandomAccessCollection {
  /// Every row's bytes, one after another.
  fileprivate(set) var bytes: [UInt8] = []
  /// Where each row ends in `bytes`, and the cells it takes.
  fileprivate(set) var bounds: [(end: Int, cells: Int)] = []

  var startIndex: Int { 0 }
  var endIndex: Int { bounds.count }

  subscript(index: Int) -> PaintedRow {
    let start = index == 0 ? 0 : bounds[index - 1].end
    return PaintedRow(bytes: bytes[start..<bounds[index].end], cells: bounds[index].cells)
  }
}

/// Paints one line's text for a terminal: syntax runs and emphasis laid over the line's base
/// style, tabs expanded, wrapped at `width` cells (measured per grapheme with `DisplayWidth`).
///
/// Text from a diff is untrusted: C0/C1 controls, DEL and the bidirectional overrides behind
/// "Trojan Source" (CVE-2021-42574) are shown as visible placeholders, never sent raw, so a
/// diff can neither move the cursor nor reorder what the reader sees.
struct TextPainter {
  let sgr: SGRCache
  var tabWidth = 4
  /// Copies the text's bytes as they are (tabs, controls and all) between the escapes, for
  /// `ColorOnlyFilter`, whose output must be its input plus escapes; `width` must then be 0.
  var verbatim = false

  func paint(
    _ text: String, runs: [SyntaxRun], emphasis: [Range<Int>], base: TextStyle,
    emphasisBackground: RGBColor?, emphasisExtra: TextStyle = .plain, width: Int,
    trailer: String? = nil, trailerStyle: TextStyle = .plain
  ) -> PaintedRows {
    var state = PaintState(sgr: sgr, width: width, tabWidth: tabWidth, verbatim: verbatim)
    var text = text
    text.withUTF8 { bytes in
      let n = bytes.count
      var pos = 0
      var runIndex = 0
      var emIndex = 0
      while pos < n {
        while runIndex < runs.count && runs[runIndex].start + runs[runIndex].length <= pos {
          runIndex += 1
        }
        while emIndex < emphasis.count && emphasis[emIndex].upperBound <= pos { emIndex += 1 }
        var end = n
        var style = base
        if runIndex < runs.count {
          let run = runs[runIndex]
          if run.start <= pos {
            style = run.style
            style.background = base.background
            if style.foreground == nil { style.foreground = base.foreground }
            end = min(end, run.start + run.length)
          } else {
            end = min(end, run.start)
          }
        }
        if emIndex < emphasis.count {
          let range = emphasis[emIndex]
          if range.lowerBound <= pos {
            if let emphasisBackground { style.background = emphasisBackground }
            style = style.merged(with: emphasisExtra)
            end = min(end, range.upperBound)
          } else {
            end = min(end, range.lowerBound)
          }
        }
        state.setStyle(style)
        state.emit(bytes, pos, max(end, pos + 1))
        pos = max(end, pos + 1)
      }
    }
    if let trailer {
      state.setStyle(base.merged(with: trailerStyle))
      var trailer = trailer
      trailer.withUTF8 { state.emit($0, 0, $0.count) }
    }
    return state.finish()
  }
}

/// The row being filled by `TextPainter`.
private struct PaintState {
  let sgr: SGRCache
  let width: Int
  let tabWidth: Int
  let verbatim: Bool
  var rows = PaintedRows()
  var cells = 0
  var column = 0
  /// `SGRCache.key` of the style in effect.
  var currentKey: UInt64?
  /// The escape sequence of the style in effect, which starts every row it continues onto.
  var currentSequence: [UInt8] = []

  init(sgr: SGRCache, width: Int, tabWidth: Int, verbatim: Bool) {
    self.sgr = sgr
    self.width = width
    self.tabWidth = max(1, tabWidth)
    self.verbatim = verbatim
    rows.bytes.reserveCapacity(128)
  }

  mutating func setStyle(_ style: TextStyle) {
    let key = SGRCache.key(style)
    guard key != currentKey else { return }
    currentKey = key
    if sgr.level != .none {
      currentSequence = sgr.sequence(for: style, key: key)
      rows.bytes.append(contentsOf: currentSequence)
    }
  }

  mutating func newRow() {
    rows.bounds.append((rows.bytes.count, cells))
    cells = 0
    rows.bytes.append(contentsOf: currentSequence)
  }

  mutating func put(_ bytes: [UInt8], cells count: Int) {
    bytes.withUnsafeBufferPointer { put($0, cells: count) }
  }

  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>, cells count: Int) {
    if width > 0 && cells + count > width && cells > 0 { newRow() }
    rows.bytes.append(contentsOf: bytes)
    cells += count
    column += count
  }

  /// Paints `bytes[start..<end]`. The bytes of a row that are painted as they are (printable
  /// ASCII, and clusters taken straight from `bytes`) are measured first and appended in one
  /// stretch when the row ends or something else is painted: minified code or a line of CJK
  /// is thousands of short runs, and one append each cost more than measuring them.
  mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    if verbatim {
      rows.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      return
    }
    var pending = start..<start
    var i = start
    while i < end {
      let c = bytes[i]
      if c >= 0x20 && c < 0x7F {
        let j = ByteRuns.printableASCIIEnd(bytes, from: i + 1, to: end)
        while i < j {
          let room = width > 0 ? width - cells : j - i
          if room <= 0 {
            flush(&pending, of: bytes)
            newRow()
            continue
          }
          let take = min(room, j - i)
          extend(&pending, with: i..<(i + take), of: bytes)
          cells += take
          column += take
          i += take
        }
      } else if c == 0x09 {
        flush(&pending, of: bytes)
        let spaces = tabWidth - column % tabWidth
        for _ in 0..<spaces { put([0x20], cells: 1) }
        i += 1
      } else if c < 0x80 {
        flush(&pending, of: bytes)
        // C0 control or DEL: its Control Pictures glyph (U+2400 + c, U+2421 for DEL).
        let scalar = Unicode.Scalar(c == 0x7F ? 0x2421 : 0x2400 + UInt32(c))!
        put(Array(String(Character(scalar)).utf8), cells: 1)
        i += 1
      } else {
        let j = ByteRuns.nonASCIIEnd(bytes, from: i + 1, to: end)
        emitClusters(bytes, i..<j, &pending)
        i = j
      }
    }
    flush(&pending, of: bytes)
  }

  /// Paints the non-ASCII bytes `bytes[run]` cluster by cluster.
  private mutating func emitClusters(
    _ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, _ pending: inout Range<Int>
  ) {
    guard let base = bytes.baseAddress else { return }
    GraphemeClusters.forEach(in: UnsafeBufferPointer(rebasing: bytes[run])) {
      cluster, clusterBytes in
      let count: Int
      var placeholder: String?
      switch cluster {
      case .scalar(let scalar):
        count = DisplayWidth.of(scalar: scalar)
      case .character(let character):
        placeholder = Self.placeholder(character)
        count = placeholder?.count ?? DisplayWidth.of(character)
      }
      if width > 0 && cells + count > width && cells > 0 {
        flush(&pending, of: bytes)
        newRow()
      }
      let offset = clusterBytes.baseAddress.map { $0 - base } ?? -1
      if placeholder == nil, run.contains(offset) {
        extend(&pending, with: offset..<(offset + clusterBytes.count), of: bytes)
      } else {
        flush(&pending, of: bytes)
        // A placeholder, or bytes of the String a stretch of `run` was decoded to.
        if let placeholder {
          rows.bytes.append(contentsOf: placeholder.utf8)
        } else {
          rows.bytes.append(contentsOf: clusterBytes)
        }
      }
      cells += count
      column += count
    }
  }

  /// Adds `range`, measured, to the bytes waiting to be appended.
  private mutating func extend(
    _ pending: inout Range<Int>, with range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>
  ) {
    if pending.upperBound != range.lowerBound { flush(&pending, of: bytes) }
    pending = (pending.isEmpty ? range.lowerBound : pending.lowerBound)..<range.upperBound
  }

  /// Appends the bytes waiting to be appended.
  private mutating func flush(_ pending: inout Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
    guard !pending.isEmpty else { return }
    rows.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pending]))
    pending = pending.upperBound..<pending.upperBound
  }

  /// A visible stand-in for characters that would act on the terminal or the reading order.
  static func placeholder(_ character: Character) -> String? {
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0x061C:
        return "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
      default: continue
      }
    }
    return nil
  }

  mutating func finish() -> PaintedRows {
    rows.bounds.append((rows.bytes.count, cells))
    return rows
  }
}
