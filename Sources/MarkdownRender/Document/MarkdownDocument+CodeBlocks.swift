extension MarkdownDocument {
  /// The fenced code blocks with an info string, in document order (inside block quotes,
  /// lists and footnotes too): what a code-block renderer will be asked about, so callers can
  /// prepare the work ahead (highlight on other threads while earlier sections are written).
  package var codeBlocks: [CodeBlock] {
    var out: [CodeBlock] = []
    Self.collectCodeBlocks(blocks, into: &out)
    for footnote in footnotes { Self.collectCodeBlocks(footnote.blocks, into: &out) }
    return out
  }

  private static func collectCodeBlocks(_ blocks: [Block], into out: inout [CodeBlock]) {
    for block in blocks {
      switch block {
      case .codeBlock(let info, let literal, _, let range) where !info.isEmpty:
        out.append(CodeBlock(info: info, code: literal, start: range?.start))
      case .blockQuote(let children, _), .alert(_, let children, _):
        collectCodeBlocks(children, into: &out)
      case .list(_, _, let items, _):
        for item in items { collectCodeBlocks(item.blocks, into: &out) }
      default:
        break
      }
    }
  }
}
