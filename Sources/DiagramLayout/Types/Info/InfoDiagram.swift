/// A parsed Mermaid info diagram: Mermaid's `info` draws the version of the library that drew
/// it; here the drawing names the renderer and, with `showInfo`, the diagram types it draws.
package struct InfoDiagram: Equatable, Sendable {
  /// `title` from the body or the frontmatter.
  package var title: String?
  /// Whether `showInfo` was written: the drawing lists every diagram type drawn.
  package var showInfo = false
}
