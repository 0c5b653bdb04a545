import RenderSupport

/// A character grid that diagrams are painted on: each cell holds either a glyph or the line
/// directions that meet there, plus the role it is coloured by.
///
/// Lines are kept as direction bits until the end, so a line drawn across or into another one
/// becomes the right junction (`┼`, `┬`, …) whatever the painting order; glyphs (text, box
/// borders, arrowheads) win over lines.
struct TerminalCanvas {
  /// A cell's line directions.
  struct Directions: OptionSet, Hashable {
    let rawValue: UInt8
    static let up = Directions(rawValue: 1)
    static let down = Directions(rawValue: 2)
    static let left = Directions(rawValue: 4)
    static let right = Directions(rawValue: 8)
    static let vertical: Directions = [.up, .down]
    static let horizontal: Directions = [.left, .right]
  }

  /// How a line is stroked; a cell keeps the strongest stroke that reaches it.
  enum Stroke: UInt8, Comparable {
    case dotted, light, heavy, double

    static func < (a: Stroke, b: Stroke) -> Bool { a.rawValue < b.rawValue }
  }

  struct Cell {
    var glyph: Character?
    /// The right half of a wide glyph: printed as nothing.
    var isContinuation = false
    var lines: Directions = []
    var stroke = Stroke.dotted
    var role = TerminalDiagram.Role.plain
  }

  let width: Int
  let height: Int
  let glyphs: LineGlyphs
  private(set) var cells: [Cell]

  init(width: Int, height: Int, glyphs: LineGlyphs) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.glyphs = glyphs
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  func contains(_ point: GridPoint) -> Bool {
    point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
  }

  subscript(_ point: GridPoint) -> Cell {
    cells[point.y * width + point.x]
  }

  /// Adds line directions at `point` (ignored outside the grid).
  mutating func addLines(
    _ directions: Directions, at point: GridPoint, stroke: Stroke, role: TerminalDiagram.Role
  ) {
    guard contains(point) else { return }
    let index = point.y * width + point.x
    if cells[index].lines.isEmpty || stroke > cells[index].stroke {
      cells[index].stroke = stroke
    }
    cells[index].lines.formUnion(directions)
    if cells[index].glyph == nil { cells[index].role = role }
  }

  /// Draws a straight line from `a` to `b` (same row or column), both ends included.
  mutating func line(
    from a: GridPoint, to b: GridPoint, stroke: Stroke, role: TerminalDiagram.Role
  ) {
    if a.y == b.y {
      let (low, high) = (min(a.x, b.x), max(a.x, b.x))
      for x in low...high {
        var directions: Directions = []
        if x > low { directions.insert(.left) }
        if x < high { directions.insert(.right) }
        addLines(directions, at: GridPoint(x: x, y: a.y), stroke: stroke, role: role)
      }
    } else {
      let (low, high) = (min(a.y, b.y), max(a.y, b.y))
      for y in low...high {
        var directions: Directions = []
        if y > low { directions.insert(.up) }
        if y < high { directions.insert(.down) }
        addLines(directions, at: GridPoint(x: a.x, y: y), stroke: stroke, role: role)
      }
    }
  }

  /// Puts one glyph at `point`, replacing lines there.
  mutating func put(_ glyph: Character, at point: GridPoint, role: TerminalDiagram.Role) {
    guard contains(point) else { return }
    let index = point.y * width + point.x
    cells[index].glyph = glyph
    cells[index].isContinuation = false
    cells[index].role = role
  }

  /// Writes `text` from `point` rightwards, a wide character taking two cells; returns the
  /// number of cells used.
  @discardableResult
  mutating func write(_ text: String, at point: GridPoint, role: TerminalDiagram.Role) -> Int {
    var x = point.x
    for character in text {
      let cellWidth = DisplayWidth.of(character)
      guard cellWidth > 0 else { continue }
      let at = GridPoint(x: x, y: point.y)
      put(character, at: at, role: role)
      if cellWidth == 2 {
        let next = GridPoint(x: x + 1, y: point.y)
        if contains(next) {
          let index = next.y * width + next.x
          cells[index].glyph = " "
          cells[index].isContinuation = true
          cells[index].role = role
        }
      }
      x += cellWidth
    }
    return x - point.x
  }

  /// Blanks a rectangle (its lines and glyphs), so a box hides whatever was under it.
  mutating func clear(_ rect: GridRect, role: TerminalDiagram.Role) {
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX {
        let point = GridPoint(x: x, y: y)
        guard contains(point) else { continue }
        cells[y * width + x] = Cell(glyph: " ", role: role)
      }
    }
  }

  /// The text of one row from `x` for `count` cells, as printed (for checks).
  func text(row y: Int, from x: Int, count: Int) -> String {
    var result = ""
    for column in x..<min(x + count, width) where column >= 0 {
      let cell = self[GridPoint(x: column, y: y)]
      if cell.isContinuation { continue }
      result.append(character(of: cell))
    }
    return result
  }

  func character(of cell: Cell) -> Character {
    if let glyph = cell.glyph { return glyph }
    if cell.lines.isEmpty { return " " }
    return glyphs.line(cell.lines, stroke: cell.stroke)
  }

  /// The painted diagram: rows of role-coloured spans, trailing blanks dropped.
  func diagram() -> TerminalDiagram {
    var rows: [[TerminalDiagram.Span]] = []
    rows.reserveCapacity(height)
    for y in 0..<height {
      var spans: [TerminalDiagram.Span] = []
      var text = ""
      var role = TerminalDiagram.Role.plain
      for x in 0..<width {
        let cell = cells[y * width + x]
        if cell.isContinuation { continue }
        let character = character(of: cell)
        // Blanks inside text keep its role, so a label stays one span; others are plain.
        let cellRole = character == " " && !cell.role.isText ? .plain : cell.role
        if cellRole != role, !text.isEmpty {
          spans.append(TerminalDiagram.Span(text: text, role: role))
          text = ""
        }
        role = cellRole
        text.append(character)
      }
      if !text.isEmpty { spans.append(TerminalDiagram.Span(text: text, role: role)) }
      while let last = spans.last, last.role == .plain {
        let trimmed = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
        spans.removeLast()
        if !trimmed.isEmpty {
          spans.append(TerminalDiagram.Span(text: trimmed, role: .plain))
          break
        }
      }
      rows.append(spans)
    }
    while let last = rows.last, last.isEmpty { rows.removeLast() }
    while let first = rows.first, first.isEmpty { rows.removeFirst() }
    return TerminalDiagram(rows: rows)
  }
}

/// A cell position: column `x`, row `y`, from the top left.
struct GridPoint: Hashable {
  var x: Int
  var y: Int
}

/// A rectangle of cells: `minX..<maxX` by `minY..<maxY`.
struct GridRect: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var minX: Int { x }
  var minY: Int { y }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  func contains(_ point: GridPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  func intersects(_ other: GridRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `point` is just outside the rectangle, beside one of its sides (not a corner).
  func touches(_ point: GridPoint) -> Bool {
    let besideColumns =
      point.x >= minX && point.x < maxX && (point.y == minY - 1 || point.y == maxY)
    let besideRows = point.y >= minY && point.y < maxY && (point.x == minX - 1 || point.x == maxX)
    return besideColumns || besideRows
  }
}
