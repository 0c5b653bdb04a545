import RenderSupport

/// What of a note's raw HTML and URLs may reach a reader, decided once for every output that
/// carries them (the HTML page and the JSON model), so the two can never disagree.
enum MarkupPolicy {
  /// Raw HTML as it may be shown: as written in unsafe mode (minus GFM's tag filter when on),
  /// else rebuilt through `RawHTMLSanitizer`'s allow-list.
  static func appendRawHTML(
    _ html: String, unsafe: Bool, tagFilter: Bool, to out: inout [UInt8]
  ) {
    if unsafe {
      if tagFilter {
        HTMLTagFilter.append(html, to: &out)
      } else {
        out.append(contentsOf: html.utf8)
      }
    } else {
      RawHTMLSanitizer.append(html, to: &out)
    }
  }

  /// `appendRawHTML` as a string.
  static func rawHTML(_ html: String, unsafe: Bool, tagFilter: Bool) -> String {
    var out: [UInt8] = []
    appendRawHTML(html, unsafe: unsafe, tagFilter: tagFilter, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether a link or image URL is kept: always in unsafe mode, else when `SafeURL` allows it
  /// (cmark-gfm's safe mode writes an empty value instead).
  static func allows(_ url: String, for use: SafeURL.Use, unsafe: Bool) -> Bool {
    unsafe || SafeURL.isAllowed(url, for: use)
  }

  /// A link's destination with the page's heading-id prefix put into a `#section` fragment:
  /// the headings' ids carry the prefix, so the fragment must too (GitHub does this with a
  /// script; a standalone page has none).
  static func linkDestination(_ destination: String, headingIDPrefix prefix: String) -> String {
    guard !prefix.isEmpty, destination.hasPrefix("#"), !destination.dropFirst().hasPrefix(prefix)
    else { return destination }
    return "#" + prefix + destination.dropFirst()
  }
}
