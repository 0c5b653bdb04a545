/// The URL allow-list for HTML output: decides whether a link or image URL may be written.
///
/// A URL is judged the way a browser will read it (WHATWG URL parsing): leading and trailing
/// C0 controls and spaces are ignored, tabs and newlines inside are removed, and the scheme is
/// case-insensitive. Callers pass the URL after entity decoding (cmark-gfm decodes entities in
/// Markdown destinations; raw HTML attributes are decoded by `HTMLEntities`), so `&#x6A;avascript:`
/// and `JaVa\tScRiPt:` are both seen as `javascript:`.
package enum SafeURL {
  /// What the URL is used for: images may also use `data:image/…` (raster formats only).
  package enum Use: Sendable {
    case link
    case image
  }

  /// Schemes that only navigate or name something; everything else is refused.
  package static let allowedSchemes: Set<String> = [
    "http", "https", "mailto", "ftp", "ftps", "irc", "ircs", "tel", "xmpp", "news", "nntp",
  ]

  /// Raster image types that cannot carry script (SVG can, so it is not here).
  package static let allowedDataImageTypes: Set<String> = [
    "image/png", "image/gif", "image/jpeg", "image/jpg", "image/webp", "image/avif", "image/bmp",
  ]

  /// Whether `url` may be written as an `href` (`.link`) or `src` (`.image`).
  ///
  /// Relative URLs (no scheme before the first `/`, `?` or `#`) are allowed; a URL with a scheme
  /// must use one of `allowedSchemes`, or for images a `data:` URL of an allowed image type.
  package static func isAllowed(_ url: String, for use: Use = .link) -> Bool {
    // One pass over the bytes as a browser reads them: C0 controls and spaces before the
    // scheme are ignored, tab/LF/CR anywhere are removed, letters are case-insensitive.
    var scheme: [UInt8] = []
    var started = false
    var colonOffset = -1
    var offset = 0
    for byte in url.utf8 {
      defer { offset += 1 }
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if !started {
        if byte <= 0x20 { continue }
        started = true
      }
      switch byte {
      case UInt8(ascii: ":"):
        colonOffset = offset
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
        return true  // a path, query or fragment comes first: relative URL
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
        scheme.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        scheme.append(byte | 0x20)
      default:
        // Before any colon, anything else is no scheme character. A browser might strip it and
        // still see a scheme, so refuse unless no colon follows at all (a plain relative path).
        return !url.utf8.dropFirst(offset).contains(UInt8(ascii: ":"))
      }
      if colonOffset >= 0 { break }
    }
    guard colonOffset >= 0 else { return true }
    let name = String(decoding: scheme, as: UTF8.self)
    if allowedSchemes.contains(name) { return true }
    guard use == .image, name == "data" else { return false }
    // data:[<media type>][;base64],… — only raster image types.
    let rest = url.utf8.dropFirst(colonOffset + 1).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    let end =
      rest.firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") } ?? rest.endIndex
    let mediaType = String(decoding: rest[rest.startIndex..<end], as: UTF8.self).lowercased()
    return allowedDataImageTypes.contains(mediaType)
  }
}
