import RenderSupport

/// A diagram's accessible name and description: `accTitle: …`, `accDescr: …` and
/// `accDescr { … }` over several lines. Mermaid's lexers take these statements in every
/// diagram type, wherever a statement can start, so they are read here, once for all types,
/// and the type's own grammar never sees them.
package struct AccessibleText: Equatable, Sendable {
  package var title: String?
  package var description: String?

  package init(title: String? = nil, description: String? = nil) {
    self.title = title
    self.description = description
  }

  /// Reads the statements of `lines[start...]` and blanks them (each scalar a space, so the
  /// positions of what is left stay those of the text). A later statement replaces an earlier
  /// one, as in Mermaid. Throws when an `accDescr {` block is never closed.
  static func strip(_ lines: inout [[Unicode.Scalar]], from start: Int) throws(DiagramError)
    -> AccessibleText
  {
    var text = AccessibleText()
    var index = start
    while index < lines.count {
      guard let statement = Statement(lines[index]) else {
        index += 1
        continue
      }
      switch statement.kind {
      case .title:
        text.title = trimmed(lines[index][statement.textStart...])
        blank(&lines[index], upTo: lines[index].count)
      case .description:
        text.description = trimmed(lines[index][statement.textStart...])
        blank(&lines[index], upTo: lines[index].count)
      case .block:
        let opened = SourcePosition(line: index + 1, column: statement.keywordStart + 1)
        var parts: [String] = []
        var from = statement.textStart
        while true {
          guard index < lines.count else {
            throw DiagramError(.syntax, "'accDescr {' is never closed with '}'", at: opened)
          }
          let line = lines[index]
          if let close = line[from...].firstIndex(of: "}") {
            parts.append(trimmed(line[from..<close]))
            blank(&lines[index], upTo: close + 1)
            break
          }
          parts.append(trimmed(line[from...]))
          blank(&lines[index], upTo: line.count)
          index += 1
          from = 0
        }
        text.description = parts.filter { !$0.isEmpty }.joined(separator: "\n")
      }
      index += 1
    }
    return text
  }

  /// Where a line's statement is, when it is one of these.
  private struct Statement {
    enum Kind { case title, description, block }
    let kind: Kind
    let keywordStart: Int
    /// Just after the `:` or `{`.
    let textStart: Int

    init?(_ line: [Unicode.Scalar]) {
      var at = 0
      while at < line.count, line[at] == " " || line[at] == "\t" { at += 1 }
      keywordStart = at
      let isTitle = line.hasWord("accTitle", at: at)
      guard isTitle || line.hasWord("accDescr", at: at) else { return nil }
      at += 8
      while at < line.count, line[at] == " " || line[at] == "\t" { at += 1 }
      guard at < line.count else { return nil }
      switch line[at] {
      case ":": kind = isTitle ? .title : .description
      case "{" where !isTitle: kind = .block
      default: return nil
      }
      textStart = at + 1
    }
  }

  private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    String(unicodeScalars: scalars).trimmingCharacters()
  }

  private static func blank(_ line: inout [Unicode.Scalar], upTo end: Int) {
    for at in 0..<end { line[at] = " " }
  }
}

extension Array where Element == Unicode.Scalar {
  /// Whether `word` stands at `index`, not followed by a letter, digit, `_` or `-` (so
  /// `accTitles` or `accTitle-x`, a node's id, is not the keyword).
  fileprivate func hasWord(_ word: String, at index: Int) -> Bool {
    var at = index
    for scalar in word.unicodeScalars {
      guard at < count, self[at] == scalar else { return false }
      at += 1
    }
    guard at < count else { return true }
    let next = self[at]
    return
      !(next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_"
      || next == "-")
  }
}
