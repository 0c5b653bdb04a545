/// Where the lines of an info diagram go: the title, the renderer's name in large type, the
/// count of types and, with `showInfo`, the types wrapped to the drawing's width, centred.
package struct InfoLayout: Sendable {
  /// One line of text: what it says, its centre and its role.
  package struct Line: Equatable, Sendable {
    package enum Role: String, Sendable {
      case title, name, summary, types
    }
    package var text: String
    package var center: Point
    package var role: Role
  }

  /// The drawing is at least as wide as Mermaid's info picture (400 px).
  static let minimumWidth = 400.0
  static let padding = 20.0

  package private(set) var lines: [Line] = []
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

  /// `typeCount` is the number of diagram types drawn, `typeNames` their header keywords
  /// listed under `showInfo`, in the registry's order.
  package init(
    _ diagram: InfoDiagram, typeCount: Int, typeNames: [String], measurer: TextMeasurer
  ) {
    let lineHeight = measurer.lineHeight
    let nameSize = measurer.fontSize * 2
    var rows: [(String, Line.Role, Double)] = []
    if let title = diagram.title, !title.isEmpty { rows.append((title, .title, lineHeight)) }
    rows.append(("intent-render", .name, nameSize * 1.3))
    rows.append(("draws \(typeCount) Mermaid diagram types", .summary, lineHeight))
    var width = Self.minimumWidth
    for (text, role, _) in rows {
      let measured = measurer.width(text) * (role == .name ? 2 : 1)
      width = max(width, measured + 2 * Self.padding)
    }
    if diagram.showInfo {
      let wrapped = ChartText.wrap(
        typeNames.joined(separator: ", "), width: width - 2 * Self.padding, measurer: measurer)
      rows += wrapped.map { ($0, .types, lineHeight) }
    }
    var y = Self.padding
    for (text, role, height) in rows {
      lines.append(Line(text: text, center: Point(width / 2, y + height / 2), role: role))
      y += height
    }
    bounds = Rect(x: 0, y: 0, width: width, height: y + Self.padding)
  }
}
