import RenderSupport

/// A parsed Markdown document: immutable Swift values converted from cmark-gfm's tree, so no
/// renderer ever touches C memory.
package struct MarkdownDocument: Equatable, Sendable {
  package var blocks: [Block]
  /// Footnote definitions in order of first reference (GFM numbering), each with its label.
  package var footnotes: [FootnoteDefinition]
  /// The YAML front matter at the top of the note, when the parser was asked to read it (in a
  /// note parsed in sections, the first section carries it).
  package var frontMatter: FrontMatter?

  package init(
    blocks: [Block], footnotes: [FootnoteDefinition] = [], frontMatter: FrontMatter? = nil
  ) {
    self.blocks = blocks
    self.footnotes = footnotes
    self.frontMatter = frontMatter
  }
}

/// Where a node came from in the source (1-based lines and columns, inclusive end), present
/// when parsed with source positions.
package struct SourceRange: Hashable, Sendable {
  package var start: SourcePosition
  package var end: SourcePosition

  package init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}

/// A footnote definition: its label as written (`[^label]`), its number, and its content.
package struct FootnoteDefinition: Equatable, Sendable {
  package var label: String
  package var number: Int
  /// How many times the note is referenced (GFM writes one back-reference per reference).
  package var referenceCount: Int
  package var blocks: [Block]

  package init(label: String, number: Int, referenceCount: Int, blocks: [Block]) {
    self.label = label
    self.number = number
    self.referenceCount = referenceCount
    self.blocks = blocks
  }
}

/// Column alignment of a GFM table.
package enum TableAlignment: Equatable, Sendable {
  case none
  case left
  case center
  case right
}

/// The five kinds of GitHub alert, in GitHub's order.
package enum AlertKind: String, CaseIterable, Equatable, Sendable {
  case note, tip, important, warning, caution

  /// The title GitHub shows: `Note`, `Tip`, ….
  package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The kind a first line marks (`[!NOTE]`, any case, nothing else on it), or `nil`.
  package init?(marker: String) {
    guard marker.utf8.count <= 12, marker.hasPrefix("[!"), marker.hasSuffix("]") else {
      return nil
    }
    self.init(rawValue: marker.dropFirst(2).dropLast().lowercased())
  }
}

/// A list's kind: bullets, or numbers starting at `start` with `.` or `)` as delimiter.
package enum ListKind: Equatable, Sendable {
  case bullet
  case ordered(start: Int, delimiter: Character)
}

/// A list item; `task` is `nil` for a plain item and `true`/`false` for `[x]`/`[ ]`.
package struct ListItem: Equatable, Sendable {
  package var task: Bool?
  package var blocks: [Block]
  package var range: SourceRange?

  package init(task: Bool? = nil, blocks: [Block], range: SourceRange? = nil) {
    self.task = task
    self.blocks = blocks
    self.range = range
  }
}

/// A block-level node.
package enum Block: Equatable, Sendable {
  case paragraph([Inline], SourceRange?)
  case heading(level: Int, [Inline], SourceRange?)
  case blockQuote([Block], SourceRange?)
  /// A GitHub alert: a top-level block quote whose first line is `[!NOTE]`, `[!TIP]`, … alone;
  /// the blocks are the quote's content without that line.
  case alert(AlertKind, [Block], SourceRange?)
  /// `tight` lists render their paragraphs without `<p>`.
  case list(ListKind, tight: Bool, items: [ListItem], SourceRange?)
  /// A fenced or indented code block. `info` is the whole info string (fenced only; empty
  /// otherwise), `fenced` tells which kind it was. `literal` keeps its final newline.
  case codeBlock(info: String, literal: String, fenced: Bool, SourceRange?)
  /// A raw HTML block, exactly as written.
  case htmlBlock(String, SourceRange?)
  case thematicBreak(SourceRange?)
  /// A GFM table: header cells, alignments (one per column), body rows.
  case table(
    header: [[Inline]], alignments: [TableAlignment], rows: [[[Inline]]], SourceRange?)
}

/// An inline node.
package enum Inline: Equatable, Sendable {
  case text(String)
  case softBreak
  case lineBreak
  case code(String)
  /// Raw inline HTML, exactly as written.
  case html(String)
  case emphasis([Inline])
  case strong([Inline])
  case strikethrough([Inline])
  /// A link; `autolink` is true for `<…>` and extended (`www.`, bare URL) autolinks.
  case link(destination: String, title: String, [Inline], autolink: Bool)
  case image(source: String, title: String, alt: [Inline])
  /// A reference to footnote `number` (the `n`th time it is cited is `occurrence`, from 1).
  case footnoteReference(label: String, number: Int, occurrence: Int)
}

extension Array where Element == Inline {
  /// The plain text of these inlines (alt text, heading slugs, widths): markup dropped, code
  /// and text kept, breaks as spaces.
  package var plainText: String {
    var out = ""
    for inline in self {
      switch inline {
      case .text(let text), .code(let text): out += text
      case .html: break
      case .softBreak, .lineBreak: out += " "
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        out += children.plainText
      case .link(_, _, let children, _): out += children.plainText
      case .image(_, _, let alt): out += alt.plainText
      case .footnoteReference(_, let number, _): out += "[\(number)]"
      }
    }
    return out
  }
}
