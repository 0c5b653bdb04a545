import RenderSupport

/// A parsed Markdown document: immutable Swift values converted from cmark-gfm's tree, so no
/// renderer ever touches C memory.
public struct MarkdownDocument: Equatable, Sendable {
  public var blocks: [Block]
  /// Footnote definitions in order of first reference (GFM numbering), each with its label.
  public var footnotes: [FootnoteDefinition]
  /// The YAML front matter at the top of the note, when the parser was asked to read it (in a
  /// note parsed in sections, the first section carries it).
  public var frontMatter: FrontMatter?

  public init(
    blocks: [Block], footnotes: [FootnoteDefinition] = [], frontMatter: FrontMatter? = nil
  ) {
    self.blocks = blocks
    self.footnotes = footnotes
    self.frontMatter = frontMatter
  }
}

/// Where a node came from in the source (1-based lines and columns, inclusive end), present
/// when parsed with source positions.
public struct SourceRange: Hashable, Sendable {
  public var start: SourcePosition
  public var end: SourcePosition

  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}

/// A footnote definition: its label as written (`[^label]`), its number, and its content.
public struct FootnoteDefinition: Equatable, Sendable {
  public var label: String
  public var number: Int
  /// How many times the note is referenced (GFM writes one back-reference per reference).
  public var referenceCount: Int
  public var blocks: [Block]

  public init(label: String, number: Int, referenceCount: Int, blocks: [Block]) {
    self.label = label
    self.number = number
    self.referenceCount = referenceCount
    self.blocks = blocks
  }
}

/// Column alignment of a GFM table.
public enum TableAlignment: Equatable, Sendable {
  case none
  case left
  case center
  case right
}

/// The five kinds of GitHub alert, in GitHub's order.
public enum AlertKind: String, CaseIterable, Equatable, Sendable {
  case note, tip, important, warning, caution

  /// The title GitHub shows: `Note`, `Tip`, ….
  public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The kind a first line marks (`[!NOTE]`, any case, nothing else on it), or `nil`.
  public init?(marker: String) {
    guard marker.utf8.count <= 12, marker.hasPrefix("[!"), marker.hasSuffix("]") else {
      return nil
    }
    self.init(rawValue: marker.dropFirst(2).dropLast().lowercased())
  }
}

/// A list's kind: bullets, or numbers starting at `start` with `.` or `)` as delimiter.
public enum ListKind: Equatable, Sendable {
  case bullet
  case ordered(start: Int, delimiter: Character)
}

/// A list item; `task` is `nil` for a plain item and `true`/`false` for `[x]`/`[ ]`.
public struct ListItem: Equatable, Sendable {
  public var task: Bool?
  public var blocks: [Block]
  public var range: SourceRange?

  public init(task: Bool? = nil, blocks: [Block], range: SourceRange? = nil) {
    self.task = task
    self.blocks = blocks
    self.range = range
  }
}

/// A block-level node.
public enum Block: Equatable, Sendable {
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
public enum Inline: Equatable, Sendable {
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
  public var plainText: String {
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
