import RenderSupport

/// How message Markdown is adjusted before the safe HTML renderer sees it.
///
/// - Images that are not `data:` URLs become links, so an export never fetches anything (the
///   page's CSP would block the request anyway; this keeps the alt text visible).
/// - Raw HTML is shown as the text it is, as chat interfaces show it: a transcript records what
///   was said, and markup a model or user typed is part of that, not layout for the page.
enum TranscriptMarkdownPolicy {
  static func rewrite(_ document: MarkdownDocument) -> MarkdownDocument {
    var copy = document
    copy.blocks = document.blocks.map(rewrite)
    copy.footnotes = document.footnotes.map {
      var note = $0
      note.blocks = $0.blocks.map(rewrite)
      return note
    }
    return copy
  }

  static func rewrite(_ block: Block) -> Block {
    switch block {
    case .paragraph(let inlines, let range): return .paragraph(rewrite(inlines), range)
    case .heading(let level, let inlines, let range):
      return .heading(level: level, rewrite(inlines), range)
    case .blockQuote(let blocks, let range): return .blockQuote(blocks.map(rewrite), range)
    case .list(let kind, let tight, let items, let range):
      return .list(
        kind, tight: tight,
        items: items.map {
          ListItem(task: $0.task, blocks: $0.blocks.map(rewrite), range: $0.range)
        },
        range)
    case .table(let header, let alignments, let rows, let range):
      return .table(
        header: header.map(rewrite), alignments: alignments,
        rows: rows.map { $0.map(rewrite) }, range)
    case .htmlBlock(let raw, let range):
      var text = raw
      if text.hasSuffix("\n") { text.removeLast() }
      return .paragraph(
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
          $0.offset == 0
            ? [Inline.text(String($0.element))] : [.lineBreak, .text(String($0.element))]
        }, range)
    case .codeBlock, .thematicBreak:
      return block
    }
  }

  static func rewrite(_ inlines: [Inline]) -> [Inline] {
    inlines.map { inline in
      switch inline {
      case .image(let source, let title, let alt):
        if source.lowercased().hasPrefix("data:"), SafeURL.isAllowed(source, for: .image) {
          return inline
        }
        let label = alt.isEmpty ? [Inline.text("image")] : rewrite(alt)
        return .link(destination: source, title: title, [.text("🖼 ")] + label, autolink: false)
      case .emphasis(let children): return .emphasis(rewrite(children))
      case .strong(let children): return .strong(rewrite(children))
      case .strikethrough(let children): return .strikethrough(rewrite(children))
      case .link(let destination, let title, let children, let autolink):
        return .link(destination: destination, title: title, rewrite(children), autolink: autolink)
      case .html(let raw): return .text(raw)
      default: return inline
      }
    }
  }
}
