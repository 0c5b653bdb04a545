import RenderSupport

/// One painted terminal row: its bytes (escapes included) and the cells it takes.
struct PaintedRow {
  var bytes: [UInt8]
  var cells: Int
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
  ) -> [PaintedRow] {
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
  var rows: [PaintedRow] = []
  var row: [UInt8] = []
  var cells = 0
  var column = 0
  var current: TextStyle?
  /// `SGRCache.key` of `current`.
  var currentKey: UInt64?

  init(sgr: SGRCache, width: Int, tabWidth: Int, verbatim: Bool) {
    self.sgr = sgr
    self.width = width
    self.tabWidth = max(1, tabWidth)
    self.verbatim = verbatim
    row.reserveCapacity(128)
  }

  mutating func setStyle(_ style: TextStyle) {
    let key = SGRCache.key(style)
    guard key != currentKey else { return }
    current = style
    currentKey = key
    if sgr.level != .none { row.append(contentsOf: sgr.sequence(for: style, key: key)) }
  }

  mutating func newRow() {
    rows.append(PaintedRow(bytes: row, cells: cells))
    row = []
    cells = 0
    if sgr.level != .none, let current, let currentKey {
      row.append(contentsOf: sgr.sequence(for: current, key: currentKey))
    }
  }

  mutating func put(_ bytes: [UInt8], cells count: Int) {
    if width > 0 && cells + count > width && cells > 0 { newRow() }
    row.append(contentsOf: bytes)
    cells += count
    column += count
  }

  mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    if verbatim {
      row.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      return
    }
    var i = start
    while i < end {
      let c = bytes[i]
      if c >= 0x20 && c < 0x7F {
        var j = i + 1
        while j < end && bytes[j] >= 0x20 && bytes[j] < 0x7F { j += 1 }
        while i < j {
          let room = width > 0 ? width - cells : j - i
          if room <= 0 {
            newRow()
            continue
          }
          let take = min(room, j - i)
          row.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + take)]))
          cells += take
          column += take
          i += take
        }
      } else if c == 0x09 {
        let spaces = tabWidth - column % tabWidth
        for _ in 0..<spaces { put([0x20], cells: 1) }
        i += 1
      } else if c < 0x80 {
        // C0 control or DEL: its Control Pictures glyph (U+2400 + c, U+2421 for DEL).
        let scalar = Unicode.Scalar(c == 0x7F ? 0x2421 : 0x2400 + UInt32(c))!
        put(Array(String(Character(scalar)).utf8), cells: 1)
        i += 1
      } else {
        var j = i + 1
        while j < end && bytes[j] >= 0x80 { j += 1 }
        let piece = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)
        for character in piece {
          if let placeholder = Self.placeholder(character) {
            put(Array(placeholder.utf8), cells: placeholder.count)
          } else {
            put(Array(character.utf8), cells: DisplayWidth.of(character))
          }
        }
        i = j
      }
    }
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

  mutating func finish() -> [PaintedRow] {
    rows.append(PaintedRow(bytes: row, cells: cells))
    return rows
  }
}
