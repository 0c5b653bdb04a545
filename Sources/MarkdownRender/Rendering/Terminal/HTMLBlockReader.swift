import Foundation

/// Reads a raw HTML block into what the terminal can show of it, as GitHub would render it:
/// paragraphs and headings (`<p>`, `<div>`, `<h1>`–`<h6>`, centred with `align="center"` or
/// `<center>`), `<details>` with its `<summary>`, rules, and inline markup inside them (handed
/// on as raw inline HTML for `InlineFlattener`), and simple tables of cells (README badge grids
/// and logo rows: `<tr>` of `<td>`/`<th>` holding inline markup, no nested table). Comments are
/// dropped. A block with any other element (forms, scripts, …) is not read, and is shown as
/// dimmed source.
enum HTMLBlockReader {
  enum Piece: Equatable {
    case paragraph([Inline], centered: Bool, heading: Int?)
    case detailsOpen
    case summary([Inline])
    case detailsClose
    case rule
    /// A table: its `<th>` first row when it has one, and the other rows' cells.
    case table(header: [[Inline]]?, rows: [[[Inline]]])
  }

  /// +1 when `raw` is only a centring opener (`<div align="center">`, `<p align="center">`,
  /// `<center>`) whose content follows as Markdown blocks, -1 when it is only an end tag that
  /// may close one, else 0.
  static func centering(_ raw: String) -> Int {
    let trimmed = trimmingSpace(raw)
    guard trimmed.hasPrefix("<"), trimmed.utf8.count < 256 else { return 0 }
    var text = String(trimmed)
    return text.withUTF8 { bytes -> Int in
      guard let tag = HTMLMarkupScanner.scanTag(bytes, at: 0), tag.end == bytes.count,
        ["div", "p", "center"].contains(tag.name)
      else { return 0 }
      if tag.isEnd { return -1 }
      let align = InlineHTML.attribute("align", of: tag)?.lowercased()
      return tag.name == "center" || align == "center" ? 1 : 0
    }
  }

  /// `raw` without the white space and line breaks at its ends, as
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it. Only the ends are looked
  /// at: Foundation's version copies the whole block through `NSString` first, which was
  /// paid for every HTML block of a note.
  static func trimmingSpace(_ raw: String) -> Substring {
    let scalars = raw.unicodeScalars
    let isSpace = { CharacterSet.whitespacesAndNewlines.contains($0) }
    let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
    let end = scalars[start...].lastIndex { !isSpace($0) }.map(scalars.index(after:)) ?? start
    // Cut by scalars: a combining mark after a cut space stays, as in Foundation.
    return Substring(scalars[start..<end])
  }

  /// Bytes of HTML read at most; a larger block is shown as source.
  static let maximumBytes = 64 * 1024

  static func pieces(_ raw: String) -> [Piece]? {
    guard raw.utf8.count <= maximumBytes else { return nil }
    var raw = raw
    return raw.withUTF8 { read($0) }
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [Piece]? {
    var pieces: [Piece] = []
    var inlines: [Inline] = []
    var text: [UInt8] = []
    var centered: [Bool] = []
    var heading: Int?
    var inSummary = false
    var table = TableCollector()
    func flushText() {
      guard !text.isEmpty else { return }
      let decoded = InlineHTML.decodeEntities(String(decoding: text, as: UTF8.self))
      inlines.append(.text(decoded))
      text.removeAll()
    }
    func flush() {
      flushText()
      let trimmed = trim(inlines)
      inlines.removeAll()
      guard !trimmed.isEmpty else { return }
      if inSummary {
        pieces.append(.summary(trimmed))
      } else {
        pieces.append(
          .paragraph(trimmed, centered: centered.contains(true), heading: heading))
      }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if let end = HTMLMarkupScanner.skipNonElementMarkup(bytes, at: index) {
          // Comments vanish; a doctype or processing instruction is not shown either.
          index = end
          continue
        }
        if let tag = HTMLMarkupScanner.scanTag(bytes, at: index) {
          let source = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[index..<tag.end]), as: UTF8.self)
          index = tag.end
          if table.isOpen || tag.name == "table" {
            if tag.name == "table" && !tag.isEnd {
              guard !table.isOpen else { return nil }  // nested: shown as source
              flush()
              table = TableCollector(isOpen: true)
              continue
            }
            switch tag.name {
            case "table", "tr", "td", "th", "thead", "tbody", "tfoot":
              flushText()
              let cell = trim(inlines)
              inlines.removeAll()
              guard table.take(tag.name, isEnd: tag.isEnd, cell: cell) else { return nil }
              if let finished = table.finished {
                pieces.append(.table(header: finished.header, rows: finished.rows))
                table = TableCollector()
              }
              continue
            default:
              // Inside a cell, the same inline markup as in a paragraph; block elements make
              // the table source.
              guard table.inCell,
                InlineHTML.style(of: tag.name, theme: .dark) != nil
                  || InlineHTML.void.contains(tag.name)
              else { return nil }
              flushText()
              inlines.append(.html(source))
              continue
            }
          }
          switch tag.name {
          case "p", "div", "center", "h1", "h2", "h3", "h4", "h5", "h6":
            flush()
            if tag.isEnd {
              _ = centered.popLast()
              heading = nil
            } else {
              let align = InlineHTML.attribute("align", of: tag)?.lowercased()
              centered.append(tag.name == "center" || align == "center")
              if tag.name.hasPrefix("h") { heading = Int(tag.name.dropFirst()) }
            }
          case "details":
            flush()
            pieces.append(tag.isEnd ? .detailsClose : .detailsOpen)
          case "summary":
            flush()
            inSummary = !tag.isEnd
          case "hr":
            flush()
            pieces.append(.rule)
          default:
            guard
              InlineHTML.style(of: tag.name, theme: .dark) != nil
                || InlineHTML.void.contains(tag.name)
            else { return nil }
            flushText()
            inlines.append(.html(source))
          }
          continue
        }
      }
      // HTML collapses white space, line breaks included.
      let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
      // Text between a table's cells has nowhere to go: the table is shown as source.
      if table.isOpen && !table.inCell && !isSpace { return nil }
      if isSpace {
        if text.last != 0x20 { text.append(0x20) }
      } else {
        text.append(byte)
      }
      index += 1
    }
    flush()
    return table.isOpen ? nil : pieces
  }

  /// Inlines without white space at either end.
  private static func trim(_ inlines: [Inline]) -> [Inline] {
    var out = inlines
    while case .text(let first)? = out.first {
      let kept = first.drop { $0 == " " }
      if kept.isEmpty {
        out.removeFirst()
      } else {
        out[0] = .text(String(kept))
        break
      }
    }
    while case .text(let last)? = out.last {
      let kept = last.trimmingTrailingSpaces()
      if kept.isEmpty {
        out.removeLast()
      } else {
        out[out.count - 1] = .text(kept)
        break
      }
    }
    return out
  }
}
