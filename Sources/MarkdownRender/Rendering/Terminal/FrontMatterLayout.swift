import RenderSupport

/// YAML front matter in the terminal: a small two-column table of keys (bold) and values, where
/// GitHub shows a table too; a list value has one item a line, text the subset does not read
/// is shown as written, dimmed.
enum FrontMatterLayout {
  static func lines(_ frontMatter: FrontMatter, width: Int, layout: inout TerminalLayout)
    -> [TerminalLine]
  {
    guard !frontMatter.entries.isEmpty else { return [] }
    let rows: [[[Inline]]] = frontMatter.entries.map { entry in
      [[.strong([.text(entry.key)])], cell(entry.value)]
    }
    return TableLayout(theme: layout.theme).lines(
      header: [[.text("Key")], [.text("Value")]], alignments: [.none, .none], rows: rows,
      width: width, layout: &layout, drawsHeader: false)
  }

  static func cell(_ value: FrontMatter.Value) -> [Inline] {
    func lines(_ items: [String]) -> [Inline] {
      var out: [Inline] = []
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(.lineBreak) }
        out.append(.text(item))
      }
      return out
    }
    switch value {
    case .scalar(let text):
      return lines(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    case .list(let items):
      return lines(items)
    case .text(let text):
      // Raw YAML shown as code, so it reads as source rather than prose.
      return lines(text.split(separator: "\n").map(String.init)).map { inline in
        if case .text(let line) = inline { return .code(line) }
        return inline
      }
    }
  }
}
