import RenderSupport

/// How a diff is laid out and painted.
public struct DiffRenderOptions: Sendable {
  /// One column of lines with both numbers, or old and new side by side.
  public enum Layout: String, Sendable, CaseIterable {
    case unified
    case split
  }

  package var layout: Layout = .unified
  /// The width in terminal cells (ANSI); lines wrap to it.
  package var width = 80
  package var colorLevel: ColorLevel = .truecolor
  package var theme: DiffTheme = .dark
  package var tabWidth = 4
  /// OSC 8 links on file and hunk headers and commit hashes (`--hyperlinks`), with colour.
  package var hyperlinks: DiffHyperlinks?
  /// Each file header starts with `Δ` and each hunk header with `•` (delta's `navigate`),
  /// so a pager can jump between them (`navigationPattern`).
  package var navigate = false

  /// The pattern that finds the marks of `navigate` and the commits (less's `--pattern`).
  public static let navigationPattern = "^(commit |Δ |• )"

  package init() {}

  /// The layout `--split`/`--unified` ask for, else side by side when two 80-column sides fit.
  package static func automaticLayout(width: Int, requested: Layout?) -> Layout {
    if let requested { return requested }
    return width >= 160 ? .split : .unified
  }
}
