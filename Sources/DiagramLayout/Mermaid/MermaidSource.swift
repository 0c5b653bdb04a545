import RenderSupport

/// A Mermaid source after the steps every diagram type shares: the size limit, frontmatter,
/// `%%{init}%%` directives, `%%` comments, the header keyword and, for the types whose grammar
/// does not read them, the accessibility statements (`accTitle`, `accDescr`).
///
/// Comment, directive, frontmatter and accessibility lines are blanked rather than removed, so
/// positions in `body` are positions in the original text.
package struct MermaidSource: Sendable {
  /// The diagram type named by the header keyword.
  package var type: DiagramType
  /// The header's text after the keyword (`LR` in `flowchart LR`), trimmed.
  package var headerArgument: String
  /// Where the header keyword starts.
  package var headerPosition: SourcePosition
  /// Where `headerArgument` starts (after the keyword; its first scalar once trimmed).
  package var headerArgumentPosition: SourcePosition
  /// The text after the header line, as scalars; it starts at `bodyStart`.
  package var body: [Unicode.Scalar]
  /// The position of `body[0]`.
  package var bodyStart: SourcePosition
  /// `title` from the frontmatter.
  package var title: String?
  /// The settings the diagram asked for that this library honours.
  package var settings: DiagramSettings
  /// `accTitle` and `accDescr`: the drawing's accessible name and description (empty for the
  /// types that read them in their own grammar: `DiagramType.readsAccessibilityStatements`).
  package var accessible: AccessibleText

  /// Runs the shared steps over `text`; throws on an unknown type or a limit.
  package init(parsing text: String) throws(DiagramError) {
    try DiagramLimits.checkSize(text)
    var lines = MermaidSource.splitLines(text)
    // A byte order mark is not part of the text (editors on Windows write one); the columns
    // of the first line are counted without it, as an editor shows them.
    if lines.first?.first == "\u{FEFF}" { lines[0].removeFirst() }
    let front = try FrontmatterParser.strip(&lines)
    let title = front?.title
    // Frontmatter first, then the directives in order: a later value replaces an earlier one.
    var values = front?.values ?? [:]
    var positions = front?.positions ?? [:]
    try DirectiveParser.strip(&lines, into: &values, positions: &positions)
    var settings = DiagramSettings(values: values)
    settings.positions = positions
    for index in lines.indices where lines[index].trimmedPrefix("%%") {
      lines[index] = []
    }
    guard
      let headerIndex = lines.firstIndex(where: {
        !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
      })
    else {
      throw DiagramError(.syntax, "the diagram is empty", at: SourcePosition(line: 1, column: 1))
    }
    let header = lines[headerIndex]
    let start = header.firstIndex(where: { $0 != " " && $0 != "\t" }) ?? 0
    var end = start
    while end < header.count, header[end] != " ", header[end] != "\t", header[end] != "\r",
      header[end] != ";"
    {
      end += 1
    }
    let keyword = String(unicodeScalars: header[start..<end])
    headerPosition = SourcePosition(line: headerIndex + 1, column: start + 1)
    guard let type = DiagramType(keyword: Substring(keyword)) else {
      if let known = MermaidTypeNames.name(forKeyword: keyword) {
        throw DiagramError(.unsupported, "not supported yet: \(known)", at: headerPosition)
      }
      throw DiagramError(
        .unsupported, "unsupported diagram type '\(keyword)'", at: headerPosition)
    }
    self.type = type
    var argument = String(unicodeScalars: header[end...])
    while let last = argument.last, last == ";" || last.isWhitespace { argument.removeLast() }
    var argumentColumn = end + 1
    while let first = argument.unicodeScalars.first, first == ";" || first.properties.isWhitespace {
      argument.unicodeScalars.removeFirst()
      argumentColumn += 1
    }
    headerArgument = argument
    headerArgumentPosition = SourcePosition(line: headerIndex + 1, column: argumentColumn)
    accessible =
      type.readsAccessibilityStatements
      ? AccessibleText() : try AccessibleText.strip(&lines, from: headerIndex + 1)
    var bodyScalars: [Unicode.Scalar] = []
    for index in (headerIndex + 1)..<lines.count {
      bodyScalars += lines[index]
      if index + 1 < lines.count { bodyScalars.append("\n") }
    }
    body = bodyScalars
    bodyStart = SourcePosition(line: headerIndex + 2, column: 1)
    self.title = title
    self.settings = settings
  }

  /// The body as lines with their 1-based line numbers (for line-oriented grammars).
  package var bodyLines: [(number: Int, text: String)] {
    var result: [(Int, String)] = []
    var current = String.UnicodeScalarView()
    var number = bodyStart.line
    for scalar in body {
      if scalar == "\n" {
        result.append((number, String(current)))
        current = String.UnicodeScalarView()
        number += 1
      } else if scalar != "\r" {
        current.append(scalar)
      }
    }
    result.append((number, String(current)))
    return result
  }

  static func splitLines(_ text: String) -> [[Unicode.Scalar]] {
    // Each line grows on its own and joins the list when it ends: appending to the list's
    // last element went through the list's uniqueness checks for every scalar.
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        lines.append(line)
        line = []
      } else if scalar != "\r" {
        line.append(scalar)
      }
    }
    lines.append(line)
    return lines
  }
}

extension Array where Element == Unicode.Scalar {
  /// Whether the line, after leading blanks, starts with `prefix`.
  func trimmedPrefix(_ prefix: String) -> Bool {
    var index = 0
    while index < count, self[index] == " " || self[index] == "\t" { index += 1 }
    for scalar in prefix.unicodeScalars {
      guard index < count, self[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  /// The line as a `String`.
  var string: String { String(unicodeScalars: self) }
}
