import CCmarkGFM
import Glibc
import RenderSupport

/// Converts cmark-gfm's node tree into `Block`/`Inline` values in one recursive walk.
///
/// Pre: `root` is a finished document of a parser that used `options`; `source` is the exact
/// text that was fed to it. Post: the result owns no C memory (the caller frees the tree).
/// Nesting deeper than `maxNesting` is flattened (the containers' contents are kept, the
/// containers dropped), so hostile input such as ten thousand `>` cannot exhaust the stack here,
/// in renderers or when the Swift tree is freed.
struct CmarkTreeConverter {
  static let maxNesting = 128

  /// Node types that extensions register at run time, recognised by their type string.
  private enum ExtensionKind {
    case table, tableRow, tableCell, strikethrough, unknown
  }

  private let options: MarkdownParseOptions
  let source: UnsafeBufferPointer<UInt8>
  private var depth = 0
  private var extensionKinds: [UInt32: ExtensionKind] = [:]
  /// This section's footnote definitions by cmark-gfm's local number (index 0 is note 1).
  private var localFootnotes: [(label: String, node: OpaquePointer)] = []
  /// Definitions whose number was just assigned and whose blocks are still to convert.
  private var pendingFootnotes: [(number: Int, node: OpaquePointer)] = []
  /// Document-wide footnote numbering, carried from section to section.
  var footnotes: FootnoteRegistry
  /// Maps the parsed buffer's lines to the whole text's (sections, borrowed definitions).
  let lines: LineMap
  lazy var lineStarts: [Int] = Self.lineStarts(of: source)

  init(
    options: MarkdownParseOptions, source: UnsafeBufferPointer<UInt8>,
    footnotes: FootnoteRegistry = FootnoteRegistry(), lines: LineMap = LineMap()
  ) {
    self.options = options
    self.source = source
    self.footnotes = footnotes
    self.lines = lines
  }

  /// Converts a document (or one section of one); footnote definitions go to `footnotes`.
  mutating func convertBlocks(ofDocument root: OpaquePointer) -> [Block] {
    // cmark-gfm moves referenced footnote definitions to the end of the document, sorted by
    // number, and drops unreferenced ones; read their labels first so references can use them.
    var definitions: [OpaquePointer] = []
    var node = cmark_node_last_child(root)
    while let current = node, cmark_node_get_type(current) == CMARK_NODE_FOOTNOTE_DEFINITION {
      definitions.append(current)
      node = cmark_node_previous(current)
    }
    definitions.reverse()
    localFootnotes = definitions.enumerated().map { index, definition in
      (footnoteLabel(of: definition) ?? String(index + 1), definition)
    }

    var blocks: [Block] = []
    var child = cmark_node_first_child(root)
    while let current = child {
      if cmark_node_get_type(current) != CMARK_NODE_FOOTNOTE_DEFINITION {
        appendBlock(current, to: &blocks)
      }
      child = cmark_node_next(current)
    }
    // Definitions may cite further notes, which are numbered as they are met.
    while !pendingFootnotes.isEmpty {
      let (number, definition) = pendingFootnotes.removeFirst()
      footnotes.definitions[number - 1].blocks = convertBlocks(of: definition)
    }
    return blocks
  }

  // MARK: Blocks

  private mutating func convertBlocks(of parent: OpaquePointer) -> [Block] {
    var blocks: [Block] = []
    var child = cmark_node_first_child(parent)
    while let current = child {
      appendBlock(current, to: &blocks)
      child = cmark_node_next(current)
    }
    return blocks
  }

  private mutating func appendBlock(_ node: OpaquePointer, to blocks: inout [Block]) {
    let type = cmark_node_get_type(node)
    let isContainer = type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST
    if isContainer && depth >= Self.maxNesting {
      flatten(node, into: &blocks)
      return
    }
    depth += 1
    defer { depth -= 1 }
    let range = sourceRange(node)
    switch type {
    case CMARK_NODE_PARAGRAPH:
      blocks.append(.paragraph(convertInlines(of: node), range))
    case CMARK_NODE_HEADING:
      blocks.append(
        .heading(level: Int(cmark_node_get_heading_level(node)), convertInlines(of: node), range))
    case CMARK_NODE_BLOCK_QUOTE:
      let children = convertBlocks(of: node)
      // GitHub: only a quote at the top level can be an alert.
      if options.alerts, depth == 1, let (kind, body) = Self.alert(children) {
        blocks.append(.alert(kind, body, range))
      } else {
        blocks.append(.blockQuote(children, range))
      }
    case CMARK_NODE_LIST:
      blocks.append(convertList(node, range: range))
    case CMARK_NODE_CODE_BLOCK:
      // cmark-gfm writes through all three out-parameters, so none may be nil.
      var fenceLength: Int32 = 0
      var fenceOffset: Int32 = 0
      var fenceCharacter: CChar = 0
      let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
      blocks.append(
        .codeBlock(
          info: string(cmark_node_get_fence_info(node)), literal: literal(node), fenced: fenced,
          range))
    case CMARK_NODE_HTML_BLOCK:
      blocks.append(.htmlBlock(literal(node), range))
    case CMARK_NODE_THEMATIC_BREAK:
      blocks.append(.thematicBreak(range))
    case CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_DOCUMENT:
      blocks.append(contentsOf: convertBlocks(of: node))
    default:
      if extensionKind(of: node) == .table {
        blocks.append(convertTable(node, range: range))
      } else {
        blocks.append(contentsOf: convertBlocks(of: node))
      }
    }
  }

  /// The alert a quote's blocks make: a first paragraph whose first line is a marker alone,
  /// and something after it (GitHub leaves a quote of only the marker a quote).
  static func alert(_ children: [Block]) -> (AlertKind, [Block])? {
    guard case .paragraph(let inlines, let range)? = children.first,
      case .text(let marker)? = inlines.first, let kind = AlertKind(marker: marker)
    else { return nil }
    var rest = inlines.dropFirst()
    if let next = rest.first {
      guard next == .softBreak || next == .lineBreak else { return nil }
      rest = rest.dropFirst()
    }
    var body = Array(children.dropFirst())
    if !rest.isEmpty { body.insert(.paragraph(Array(rest), range), at: 0) }
    return body.isEmpty ? nil : (kind, body)
  }

  /// Keeps the blocks inside a too-deep container without the container itself. Iterative
  /// (an explicit stack of next nodes), since the nesting below may be arbitrarily deep.
  private mutating func flatten(_ node: OpaquePointer, into blocks: inout [Block]) {
    var pending: [OpaquePointer] = []
    if let first = cmark_node_first_child(node) { pending.append(first) }
    while let current = pending.popLast() {
      if let next = cmark_node_next(current) { pending.append(next) }
      let type = cmark_node_get_type(current)
      if type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM {
        if let child = cmark_node_first_child(current) { pending.append(child) }
      } else {
        appendBlock(current, to: &blocks)
      }
    }
  }

  private mutating func convertList(_ node: OpaquePointer, range: SourceRange?) -> Block {
    let kind: ListKind
    if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
      let delimiter: Character = cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? ")" : "."
      kind = .ordered(start: Int(cmark_node_get_list_start(node)), delimiter: delimiter)
    } else {
      kind = .bullet
    }
    let checkTasks = options.extensions.contains(.tasklist)
    var items: [ListItem] = []
    var child = cmark_node_first_child(node)
    while let item = child {
      var task: Bool?
      if checkTasks, let typeName = cmark_node_get_type_string(item),
        strcmp(typeName, "tasklist") == 0
      {
        task = cmark_gfm_extensions_get_tasklist_item_checked(item)
      }
      items.append(ListItem(task: task, blocks: convertBlocks(of: item), range: sourceRange(item)))
      child = cmark_node_next(item)
    }
    return .list(kind, tight: cmark_node_get_list_tight(node) != 0, items: items, range)
  }

  private mutating func convertTable(_ node: OpaquePointer, range: SourceRange?) -> Block {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    var alignments: [TableAlignment] = []
    if let raw = cmark_gfm_extensions_get_table_alignments(node) {
      for column in 0..<columns {
        switch raw[column] {
        case UInt8(ascii: "l"): alignments.append(.left)
        case UInt8(ascii: "c"): alignments.append(.center)
        case UInt8(ascii: "r"): alignments.append(.right)
        default: alignments.append(.none)
        }
      }
    }
    var header: [[Inline]] = []
    var rows: [[[Inline]]] = []
    var row = cmark_node_first_child(node)
    while let current = row {
      var cells: [[Inline]] = []
      var cell = cmark_node_first_child(current)
      while let currentCell = cell {
        cells.append(convertInlines(of: currentCell))
        cell = cmark_node_next(currentCell)
      }
      if cmark_gfm_extensions_get_table_row_is_header(current) != 0 {
        header = cells
      } else {
        rows.append(cells)
      }
      row = cmark_node_next(current)
    }
    return .table(header: header, alignments: alignments, rows: rows, range)
  }

  // MARK: Inlines

  /// The inlines of `parent`; with `emoji` (the default when the options ask for it) their
  /// text's `:shortcode:` names become emoji.
  private mutating func convertInlines(of parent: OpaquePointer, emoji: Bool? = nil)
    -> [Inline]
  {
    var inlines: [Inline] = []
    var child = cmark_node_first_child(parent)
    while let current = child {
      appendInline(current, to: &inlines)
      child = cmark_node_next(current)
    }
    // After the pieces of text are joined: cmark splits text at colons.
    return (emoji ?? options.emojiShortcodes) ? Self.withEmoji(inlines) : inlines
  }

  /// `inlines` with their text's shortcodes replaced.
  private static func withEmoji(_ inlines: [Inline]) -> [Inline] {
    inlines.map { inline in
      if case .text(let text) = inline { return .text(EmojiShortcodes.replace(in: text)) }
      return inline
    }
  }

  private mutating func appendInline(_ node: OpaquePointer, to inlines: inout [Inline]) {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_TEXT:
      // cmark splits text at every character that might have been syntax; join the pieces.
      let text = literal(node)
      if case .text(let previous)? = inlines.last {
        inlines[inlines.count - 1] = .text(previous + text)
      } else {
        inlines.append(.text(text))
      }
      return
    case CMARK_NODE_SOFTBREAK:
      inlines.append(options.hardBreaks ? .lineBreak : .softBreak)
      return
    case CMARK_NODE_LINEBREAK:
      inlines.append(.lineBreak)
      return
    case CMARK_NODE_CODE:
      inlines.append(.code(literal(node)))
      return
    case CMARK_NODE_HTML_INLINE:
      inlines.append(.html(literal(node)))
      return
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      inlines.append(footnoteReference(node))
      return
    default:
      break
    }
    if depth >= Self.maxNesting {
      flattenInlines(node, into: &inlines)
      return
    }
    depth += 1
    defer { depth -= 1 }
    switch type {
    case CMARK_NODE_EMPH:
      inlines.append(.emphasis(convertInlines(of: node)))
    case CMARK_NODE_STRONG:
      inlines.append(.strong(convertInlines(of: node)))
    case CMARK_NODE_LINK:
      let destination = string(cmark_node_get_url(node))
      // An autolink's text is its URL, which keeps its colons.
      let children = convertInlines(of: node, emoji: false)
      let autolink = Self.looksLikeAutolink(destination, children)
      inlines.append(
        .link(
          destination: destination, title: string(cmark_node_get_title(node)),
          options.emojiShortcodes && !autolink ? Self.withEmoji(children) : children,
          autolink: autolink))
    case CMARK_NODE_IMAGE:
      inlines.append(
        .image(
          source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
          alt: convertInlines(of: node)))
    default:
      if extensionKind(of: node) == .strikethrough {
        inlines.append(.strikethrough(convertInlines(of: node)))
      } else {
        inlines.append(contentsOf: convertInlines(of: node))
      }
    }
  }

  /// Keeps the leaves (text, code, breaks, raw HTML) inside a too-deep inline, iteratively.
  private mutating func flattenInlines(_ node: OpaquePointer, into inlines: inout [Inline]) {
    var pending: [OpaquePointer] = []
    if let first = cmark_node_first_child(node) { pending.append(first) }
    while let current = pending.popLast() {
      if let next = cmark_node_next(current) { pending.append(next) }
      if let child = cmark_node_first_child(current) {
        pending.append(child)
      } else {
        appendInline(current, to: &inlines)
      }
    }
  }

  /// cmark-gfm does not mark autolinks; they are the links whose text is their own URL (minus
  /// the `mailto:` or `http://` that the autolink extension adds).
  private static func looksLikeAutolink(_ destination: String, _ children: [Inline]) -> Bool {
    guard children.count == 1, case .text(let text) = children[0] else { return false }
    return text == destination || "mailto:" + text == destination
      || "http://" + text == destination
  }

  private mutating func footnoteReference(_ node: OpaquePointer) -> Inline {
    // The literal of a reference is its note's number within this section.
    let local = Int(literal(node)) ?? 0
    guard local >= 1, local <= localFootnotes.count else {
      return .footnoteReference(label: String(local), number: local, occurrence: 1)
    }
    let (label, definition) = localFootnotes[local - 1]
    let (number, isNew) = footnotes.cite(label)
    if isNew { pendingFootnotes.append((number, definition)) }
    return .footnoteReference(
      label: footnotes.definitions[number - 1].label, number: number,
      occurrence: footnotes.definitions[number - 1].referenceCount)
  }

  // MARK: C values

  private func literal(_ node: OpaquePointer) -> String {
    string(cmark_node_get_literal(node))
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }

  private mutating func extensionKind(of node: OpaquePointer) -> ExtensionKind {
    let type = cmark_node_get_type(node).rawValue
    if let known = extensionKinds[type] { return known }
    var kind = ExtensionKind.unknown
    if let name = cmark_node_get_type_string(node) {
      switch String(cString: name) {
      case "table": kind = .table
      case "table_row", "table_header": kind = .tableRow
      case "table_cell": kind = .tableCell
      case "strikethrough": kind = .strikethrough
      default: kind = .unknown
      }
    }
    extensionKinds[type] = kind
    return kind
  }

  private func sourceRange(_ node: OpaquePointer) -> SourceRange? {
    guard options.sourcePositions else { return nil }
    return SourceRange(
      start: SourcePosition(
        line: lines.original(Int(cmark_node_get_start_line(node))),
        column: Int(cmark_node_get_start_column(node))),
      end: SourcePosition(
        line: lines.original(Int(cmark_node_get_end_line(node))),
        column: Int(cmark_node_get_end_column(node))))
  }
}
