import RenderSupport

/// Turns a document's blocks into the JSON model of `schemas/note.v1.schema.json`, keeping what
/// must hold across sections (heading ids stay unique).
///
/// The model is the HTML page's decisions as data: heading ids from the same slugger, raw HTML
/// and URLs through the same `MarkupPolicy`, fences through a `CodeBlockDataRenderer`, so a
/// client painting the JSON shows what the page would.
struct NoteJSONWriter: Sendable {
  let options: NoteJSONOptions
  private var slugger = HeadingSlugger()

  init(options: NoteJSONOptions) {
    self.options = options
  }

  // MARK: Blocks

  mutating func blocks(_ blocks: [Block]) -> JSONValue {
    .array(blocks.map { block($0) })
  }

  mutating func block(_ block: Block) -> JSONValue {
    switch block {
    case .paragraph(let inlines, let range):
      return node("paragraph", range, [("inlines", self.inlines(inlines))])
    case .heading(let level, let inlines, let range):
      let id = options.headingIDPrefix + slugger.slug(for: inlines.plainText)
      return node(
        "heading", range,
        [("level", number(level)), ("id", .string(id)), ("inlines", self.inlines(inlines))])
    case .blockQuote(let children, let range):
      return node("blockQuote", range, [("blocks", blocks(children))])
    case .alert(let kind, let children, let range):
      return node(
        "alert", range,
        [
          ("kind", .string(kind.rawValue)), ("title", .string(kind.title)),
          ("blocks", blocks(children)),
        ])
    case .list(let kind, let tight, let items, let range):
      return list(kind, tight: tight, items: items, range: range)
    case .codeBlock(let info, let literal, let fenced, let range):
      return code(info: info, literal: literal, fenced: fenced, range: range)
    case .htmlBlock(let html, let range):
      return node("html", Self.htmlRange(range, html), [("html", .string(rawHTML(html)))])
    case .thematicBreak(let range):
      return node("thematicBreak", range, [])
    case .table(let header, let alignments, let rows, let range):
      // As the page: every row has as many cells as the header, missing ones empty.
      let columns = alignments.isEmpty ? header.count : alignments.count
      return node(
        "table", range,
        [
          ("alignments", .array(alignments.map { .string(Self.name(of: $0)) })),
          ("header", cells(header, columns: columns)),
          ("rows", .array(rows.map { cells($0, columns: columns) })),
        ])
    }
  }

  private mutating func list(
    _ kind: ListKind, tight: Bool, items: [ListItem], range: SourceRange?
  ) -> JSONValue {
    var members: [(String, JSONValue)] = []
    switch kind {
    case .bullet:
      members = [("ordered", .bool(false)), ("start", .null), ("delimiter", .null)]
    case .ordered(let start, let delimiter):
      members = [
        ("ordered", .bool(true)), ("start", number(start)),
        ("delimiter", .string(String(delimiter))),
      ]
    }
    members.append(("tight", .bool(tight)))
    var values: [JSONValue] = []
    for item in items {
      let task: JSONValue = item.task.map { .bool($0) } ?? .null
      values.append(node("item", item.range, [("task", task), ("blocks", blocks(item.blocks))]))
    }
    members.append(("items", .array(values)))
    return node("list", range, members)
  }

  private func code(info: String, literal: String, fenced: Bool, range: SourceRange?)
    -> JSONValue
  {
    let block = CodeBlock(info: info, code: literal, start: range?.start)
    let data = info.isEmpty ? nil : options.codeData?.data(for: block)
    return node(
      "code", range,
      [
        ("fenced", .bool(fenced)), ("info", .string(info)), ("language", .string(block.language)),
        ("code", .string(literal)),
        ("highlight", data?.highlight.map(Self.highlight) ?? .null),
        ("diagram", data?.diagram.map { Self.diagram($0, fence: range) } ?? .null),
      ])
  }

  private mutating func cells(_ cells: [[Inline]], columns: Int) -> JSONValue {
    .array((0..<columns).map { index in index < cells.count ? inlines(cells[index]) : .array([]) })
  }

  /// Footnote definitions in GFM's numbering.
  mutating func footnotes(_ notes: [FootnoteDefinition]) -> [JSONValue] {
    notes.map { note in
      object([
        ("label", .string(note.label)), ("number", number(note.number)),
        ("referenceCount", number(note.referenceCount)), ("blocks", blocks(note.blocks)),
      ])
    }
  }

  /// The front matter's pairs, each value as the YAML subset read it.
  static func frontMatter(_ frontMatter: FrontMatter?) -> JSONValue {
    guard let frontMatter else { return .null }
    return .object(
      JSONObject([
        JSONMember(
          key: "entries",
          value: .array(
            frontMatter.entries.map { entry in
              let value: JSONValue =
                switch entry.value {
                case .scalar(let text):
                  .object(
                    JSONObject([kind("scalar"), JSONMember(key: "text", value: .string(text))]))
                case .list(let items):
                  .object(
                    JSONObject([
                      kind("list"),
                      JSONMember(key: "items", value: .array(items.map { .string($0) })),
                    ]))
                case .text(let text):
                  .object(
                    JSONObject([kind("text"), JSONMember(key: "text", value: .string(text))]))
                }
              return .object(
                JSONObject([
                  JSONMember(key: "key", value: .string(entry.key)),
                  JSONMember(key: "value", value: value),
                ]))
            }))
      ]))
  }

  // MARK: Code data

  private static func highlight(_ data: CodeHighlightData) -> JSONValue {
    .object(
      JSONObject([
        JSONMember(key: "language", value: .string(data.language)),
        JSONMember(key: "foreground", value: .string(data.foreground.hex)),
        JSONMember(key: "background", value: .string(data.background.hex)),
        JSONMember(
          key: "runs",
          value: .array(
            data.runs.map { run in
              .object(
                JSONObject([
                  JSONMember(key: "location", value: .number(String(run.location))),
                  JSONMember(key: "length", value: .number(String(run.length))),
                  JSONMember(key: "color", value: .string(run.color.hex)),
                  JSONMember(key: "fontStyle", value: .number(String(run.fontStyle))),
                ]))
            })),
      ]))
  }

  /// A diagram fence's drawing (SVG and scene) or error; positions name the note's lines:
  /// the fence's line 1 is the line after its opening, columns count from the fence's column.
  private static func diagram(_ data: CodeDiagramData, fence range: SourceRange?) -> JSONValue {
    func issue(_ issue: CodeDiagramIssue) -> [JSONMember] {
      let line = (range?.start.line ?? 0) + issue.line
      let column = (range.map { $0.start.column - 1 } ?? 0) + issue.column
      return [
        JSONMember(key: "kind", value: .string(issue.kind)),
        JSONMember(key: "message", value: .string(issue.message)),
        JSONMember(key: "line", value: .number(String(line))),
        JSONMember(key: "column", value: .number(String(column))),
      ]
    }
    switch data {
    case .drawn(let svg, let scene, let warnings):
      return .object(
        JSONObject([
          JSONMember(key: "svg", value: .string(svg)), JSONMember(key: "scene", value: scene),
          JSONMember(
            key: "warnings", value: .array(warnings.map { .object(JSONObject(issue($0))) })),
        ]))
    case .failed(let failure):
      // `error` keeps version 1's one line (its position counted inside the fence).
      let line = "Mermaid diagram not drawn: \(failure.line):\(failure.column): \(failure.message)"
      return .object(
        JSONObject([JSONMember(key: "error", value: .string(line))] + issue(failure)))
    }
  }

  // MARK: Helpers

  func rawHTML(_ html: String) -> String {
    MarkupPolicy.rawHTML(html, unsafe: options.unsafeRawHTML, tagFilter: options.tagFilter)
  }

  private static func name(of alignment: TableAlignment) -> String {
    switch alignment {
    case .none: "none"
    case .left: "left"
    case .center: "center"
    case .right: "right"
    }
  }

  private static func kind(_ name: String) -> JSONMember {
    JSONMember(key: "kind", value: .string(name))
  }

  /// An HTML block's range with its end worked out from its text where cmark-gfm 0.29 leaves
  /// it at 0:0 (blocks of kinds 2–5 that end on their first line).
  private static func htmlRange(_ range: SourceRange?, _ html: String) -> SourceRange? {
    guard var range, range.end.line < range.start.line, range.start.line > 0 else { return range }
    let lines = html.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let written = lines.last?.isEmpty == true ? lines.dropLast() : lines[...]
    range.end.line = range.start.line + max(written.count - 1, 0)
    // The text keeps the indentation before the start column on its first line.
    let last = written.last.map(Array.init) ?? []
    let indent = last.prefix { $0 == UInt8(ascii: " ") }.count
    range.end.column = (written.count <= 1 ? range.start.column - 1 - indent : 0) + last.count
    return range
  }

  /// A block node: its type, its source range (1-based lines, columns in UTF-8 bytes as
  /// cmark-gfm counts them, end inclusive; left out where cmark-gfm has none, as for the
  /// paragraph left over before a table), then its own members.
  func node(_ type: String, _ range: SourceRange?, _ members: [(String, JSONValue)]) -> JSONValue {
    var all = [JSONMember(key: "type", value: .string(type))]
    if let range, range.start.line > 0, range.end.line >= range.start.line {
      all.append(
        JSONMember(
          key: "range",
          value: .array([
            number(range.start.line), number(range.start.column), number(range.end.line),
            number(range.end.column),
          ])))
    }
    all += members.map { JSONMember(key: $0.0, value: $0.1) }
    return .object(JSONObject(all))
  }

  func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) }))
  }

  func number(_ value: Int) -> JSONValue { .number(String(value)) }
}
