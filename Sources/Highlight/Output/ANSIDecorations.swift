/// A line's mark in the changes column (bat's `--style changes`): how it differs from the
/// file as committed.
public enum LineChange: Sendable, Equatable {
  /// A new line (bat's green `+`).
  case added
  /// A changed line (bat's yellow `~`).
  case modified
  /// Lines were removed just above this one, the file's first (bat's red `‾`).
  case removedAbove
  /// Lines were removed just below this one (bat's red `_`).
  case removedBelow

  /// The mark bat draws.
  var mark: String {
    switch self {
    case .added: "+"
    case .modified: "~"
    case .removedAbove: "‾"
    case .removedBelow: "_"
    }
  }
}

/// What bat draws around and over terminal code beyond its colours: a grid, the changes
/// column, highlighted lines, a selection of line ranges and visible whitespace and controls
/// (`-A`). Line numbers count from 1 in the whole file, whatever is shown.
public struct ANSIDecorations: Sendable, Equatable {
  /// The lines shown (`--line-range`), in file order; `nil` for all.
  public var lineRanges: [ClosedRange<Int>]?
  /// Lines drawn on a highlight background across the whole width (`-H`).
  public var highlightedLines: [ClosedRange<Int>] = []
  /// Tabs, spaces, line ends and control characters shown as symbols (`-A`).
  public var showAll = false
  /// Rules above, below and between the header and the code, and a bar after the gutter.
  public var grid = false
  /// The changes column's marks by line number; `nil` for no column.
  public var changes: [Int: LineChange]?
  /// The width in cells rules and highlighted lines span.
  public var width = 80
  /// Where `-A` draws a tab's arrow to: the next multiple of this many cells, as bat's `--tabs`.
  public var tabWidth = 4

  public init() {}

  /// Whether line `number` (from 1) is shown.
  func shows(_ number: Int) -> Bool {
    guard let lineRanges else { return true }
    return lineRanges.contains { $0.contains(number) }
  }

  /// Whether line `number` (from 1) is highlighted.
  func highlights(_ number: Int) -> Bool {
    highlightedLines.contains { $0.contains(number) }
  }
}
