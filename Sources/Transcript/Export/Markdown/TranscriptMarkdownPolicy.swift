import MarkdownRender
import RenderSupport

/// How message Markdown is adjusted before the safe HTML renderer sees it.
///
/// - Images that are not `data:` URLs become links, so an export never fetches anything (the
///   page's CSP would block the request anyway; this keeps the alt text visible).
/// - Raw HTML is shown as the text it is, as chat interfaces show it: a transcript records what
///   was said, and markup a model or user typed is part of that, not layout for the page.
/// - A line break in chat text is kept (`keepingLineBreaks`): chat interfaces show each line
///   of a message on its own (a poem keeps its lines), where Markdown would join them.
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
    case .alert(let kind, let blocks, let range): return .alert(kind, blocks.map(rewrite), range)
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
      case .softBreak: return .lineBreak
      default: return inline
      }
    }
  }
}

extension TranscriptMarkdownPolicy {
  /// `block` with each soft line break made a hard one, at any depth (the terminal's layout,
  /// which keeps raw HTML and images as it shows them in notes).
  static func keepingLineBreaks(_ block: Block) -> Block {
    func inlines(_ list: [Inline]) -> [Inline] {
      list.map { inline in
        switch inline {
        case .softBreak: return .lineBreak
        case .emphasis(let children): return .emphasis(inlines(children))
        case .strong(let children): return .strong(inlines(children))
        case .strikethrough(let children): return .strikethrough(inlines(children))
        case .link(let destination, let title, let children, let autolink):
          return .link(
            destination: destination, title: title, inlines(children), autolink: autolink)
        default: return inline
        }
      }
    }
    switch block {
    case .paragraph(let list, let range): return .paragraph(inlines(list), range)
    case .heading(let level, let list, let range):
      return .heading(level: level, inlines(list), range)
    case .blockQuote(let blocks, let range):
      return .blockQuote(blocks.map(keepingLineBreaks), range)
    case .alert(let kind, let blocks, let range):
      return .alert(kind, blocks.map(keepingLineBreaks), range)
    case .list(let kind, let tight, let items, let range):
      return .list(
        kind, tight: tight,
        items: items.map {
          ListItem(task: $0.task, blocks: $0.blocks.map(keepingLineBreaks), range: $0.range)
        },
        range)
    case .table, .codeBlock, .htmlBlock, .thematicBreak:
      return block
    }
  }

  /// The longest top-level run of Markdown (lines between blank lines, or one fenced code
  /// block) a message is parsed with: 1 MiB. cmark-gfm's tree takes about 19 bytes per input
  /// byte and sections only split at blank lines, so one giant paragraph or fence would cost
  /// twenty times its size; a text holding a longer run is shown as plain text instead
  /// (escaped, streamed), as an over-budget fence is shown plain.
  package static let maximumBlockBytes = 1 << 20

  /// The notice shown above a text shown plain.
  static let plainNotice =
    "Shown as plain text: it holds a paragraph or code block longer than 1 MiB."

  /// Whether `source` holds a run of Markdown longer than `maximumBlockBytes`.
  static func needsPlainText(_ source: String) -> Bool {
    guard source.utf8.count > maximumBlockBytes else { return false }
    var runStart = 0
    var lineStart = 0
    var blank = true
    var fence: UInt8?
    // The fence character a line starts with and how many of it came so far.
    var marker: UInt8?
    var markerCount = 0
    var offset = 0
    func endMarker() {
      if let byte = marker, markerCount >= 3 {
        if fence == nil {
          fence = byte
        } else if fence == byte {
          fence = nil
        }
      }
      marker = nil
    }
    for byte in source.utf8 {
      defer { offset += 1 }
      if byte != 0x0A {
        if let current = marker {
          if byte == current {
            markerCount += 1
            continue
          }
          endMarker()
        }
        if blank, byte != 0x20, byte != 0x09, byte != 0x0D {
          blank = false
          // A fence opens or closes with three backticks or tildes in the first four columns.
          if byte == 0x60 || byte == 0x7E, offset - lineStart < 4 {
            marker = byte
            markerCount = 1
          }
        }
        continue
      }
      endMarker()
      if blank, fence == nil { runStart = offset + 1 }
      if offset - runStart > maximumBlockBytes { return true }
      lineStart = offset + 1
      blank = true
    }
    return offset - runStart > maximumBlockBytes
  }
}
