import RenderSupport

/// Safe mode's filter for raw HTML, in the spirit of GitHub's sanitizer: allow-listed tags are
/// rebuilt from their parsed name and allow-listed attributes, everything else is escaped.
///
/// Nothing is copied through as written: every tag that survives is re-serialised with a
/// lowercase name and double-quoted, escaped attribute values, and URL attributes must pass
/// `SafeURL` after entity decoding. Comments, processing instructions, declarations and CDATA
/// are dropped. Text between tags is escaped except for well-formed character references.
/// So no input can yield `<script>`, an `on…` handler, `style`, a frame, `<svg>`/`<math>` (whose
/// foreign parsing rules enable mutation tricks) or a `javascript:` URL.
enum RawHTMLSanitizer {
  static func append(_ html: String, to out: inout [UInt8]) {
    var html = html
    html.withUTF8 { bytes in
      var index = 0
      var textStart = 0
      while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        appendText(UnsafeBufferPointer(rebasing: bytes[textStart..<index]), to: &out)
        if let end = HTMLMarkupScanner.skipNonElementMarkup(bytes, at: index) {
          index = end  // comment, declaration, processing instruction, CDATA: dropped
        } else if let tag = HTMLMarkupScanner.scanTag(bytes, at: index) {
          if let rebuilt = rebuild(tag) {
            out.append(contentsOf: rebuilt.utf8)
          } else {
            appendText(UnsafeBufferPointer(rebasing: bytes[index..<tag.end]), to: &out)
          }
          index = tag.end
        } else {
          out.append(contentsOf: "&lt;".utf8)
          index += 1
        }
        textStart = index
      }
      appendText(UnsafeBufferPointer(rebasing: bytes[textStart..<bytes.count]), to: &out)
    }
  }

  /// Escapes text, keeping `&…;` references that are well-formed (they only ever decode to
  /// text, and keeping them shows `&copy;` as ©, as the author meant).
  private static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var runStart = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "&"):
        let length = HTMLMarkupScanner.referenceLength(bytes, at: index)
        if length > 0 {
          HTMLEscaping.appendEscapedBytes(
            UnsafeBufferPointer(rebasing: bytes[runStart..<index]), attribute: false, to: &out)
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
          index += length
          runStart = index
          continue
        }
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
        break
      default:
        index += 1
        continue
      }
      HTMLEscaping.appendEscapedBytes(
        UnsafeBufferPointer(rebasing: bytes[runStart..<index]), attribute: false, to: &out)
      HTMLEscaping.appendEscapedBytes(
        UnsafeBufferPointer(rebasing: bytes[index..<(index + 1)]), attribute: false, to: &out)
      index += 1
      runStart = index
    }
    HTMLEscaping.appendEscapedBytes(
      UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), attribute: false, to: &out)
  }

  /// The allowed form of `tag`, or `nil` if the element is not allowed at all.
  private static func rebuild(_ tag: HTMLMarkupScanner.Tag) -> String? {
    guard RawHTMLAllowList.elements.contains(tag.name) else { return nil }
    if tag.isEnd { return "</\(tag.name)>" }
    var text = "<" + tag.name
    var seen = Set<String>()
    for attribute in tag.attributes where seen.insert(attribute.name).inserted {
      guard RawHTMLAllowList.allows(attribute.name, on: tag.name) else { continue }
      let value = HTMLEntities.decode(attribute.value)
      if let use = RawHTMLAllowList.urlUse(of: attribute.name, on: tag.name),
        !SafeURL.isAllowed(value, for: use)
      {
        continue
      }
      text += " \(attribute.name)=\"\(HTMLEscaping.attribute(value))\""
    }
    text += tag.selfClosing ? " />" : ">"
    return text
  }
}

/// Which elements and attributes raw HTML may keep in safe mode.
enum RawHTMLAllowList {
  /// Formatting and structure only: no script, style, frame, form, media, SVG or MathML.
  static let elements: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite", "code", "col",
    "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure",
    "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p",
    "pre", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub",
    "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "tt", "u",
    "ul", "var", "wbr",
  ]

  /// Inert attributes any allowed element may carry (no ids, classes or names: they could
  /// clobber the page's own; no `style`, no `on…`).
  static let common: Set<String> = [
    "abbr", "align", "alt", "aria-describedby", "aria-hidden", "aria-label", "aria-labelledby",
    "colspan", "datetime", "dir", "headers", "height", "lang", "rowspan", "scope", "span",
    "title", "valign", "width",
  ]

  static func allows(_ attribute: String, on element: String) -> Bool {
    if common.contains(attribute) { return true }
    switch (element, attribute) {
    case ("a", "href"), ("img", "src"), ("details", "open"), ("ol", "start"), ("ol", "type"),
      ("ol", "reversed"), ("li", "value"), ("blockquote", "cite"), ("q", "cite"),
      ("del", "cite"), ("ins", "cite"):
      return true
    default:
      return false
    }
  }

  /// Whether an attribute holds a URL, and for what use.
  static func urlUse(of attribute: String, on element: String) -> SafeURL.Use? {
    switch attribute {
    case "href", "cite": return .link
    case "src": return element == "img" ? .image : .link
    default: return nil
    }
  }
}
