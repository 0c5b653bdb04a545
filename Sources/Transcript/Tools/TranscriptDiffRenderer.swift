import MarkdownRender
import RenderSupport

/// Draws the diffs of edit tool calls with a real diff engine (DiffView, wired in by the CLI,
/// since this module does not depend on it). Without one, exports draw a plain diff
/// themselves.
package protocol TranscriptDiffRenderer: Sendable {
  /// The CSS the HTML fragments need, written once into the page's stylesheet.
  var stylesheet: String { get }
  /// An HTML fragment for `diff` (every text escaped), or nil to fall back to the plain diff.
  func html(_ diff: ToolDiff) -> String?
  /// Terminal lines for `diff`, at most `width` cells each, with escapes of `colorLevel` (none
  /// for plain text), or nil to fall back to the plain diff.
  func terminal(_ diff: ToolDiff, width: Int, colorLevel: ColorLevel, theme: TerminalThemeName)
    -> [String]?
}

/// The language a highlighter should try for a file: its extension, else its name
/// (`Makefile`, `Dockerfile`).
enum PathLanguage {
  static func of(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      let ext = name[name.index(after: dot)...]
      if !ext.isEmpty, ext.count <= 16 { return String(ext).lowercased() }
    }
    return name.count <= 32 ? name : ""
  }
}
