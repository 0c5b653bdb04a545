/// The URL allow-list for HTML output: decides whether a link or image URL may be written.
///
/// A URL is judged the way a browser will read it (WHATWG URL parsing): leading and trailing
/// C0 controls and spaces are ignored, tabs and newlines inside are removed, and the scheme is
/// case-insensitive. Callers pass the URL after entity decoding (cmark-gfm decodes entities in
/// Markdown destinations; raw HTML attributes are decoded by `HTMLEntities`), so `&#x6A;avascript:`
/// and `JaVa\tScRiPt:` are both seen as `javascript:`.
public enum SafeURL {
  /// What the URL is used for: images may also use `data:image/…` (raster formats only).
  public enum Use: Sendable {
    case link
    case image
  }

  /// Schemes that only navigate or name something; everything else is refused.
  public static let allowedSchemes: Set<String> = [
    "http", "https", "mailto", "ftp", "ftps", "irc", "ircs", "tel", "xmpp", "news", "nntp",
  ]

  /// Raster image types that cannot carry script (SVG can, so it is not here).
  public static let allowedDataImageTypes: Set<String> = [
    "image/png", "image/gif", "image/jpeg", "image/jpg", "image/webp", "image/avif", "image/bmp",
  ]

  /// Whether `url` may be written as an `href` (`.link`) or `src` (`.image`).
  ///
  /// Relative URLs (no scheme before the first `/`, `?` or `#`) are allowed; a URL with a scheme
  /// must use one of `allowedSchemes`, or for images a `data:` URL of an allowed image type.
  public static func isAllowed(_ url: String, for use: Use = .link) -> Bool {
    // The browser's view: strip C0 controls and spaces at both ends, drop tab/LF/CR anywhere.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(url.utf8.count, 64))
    for byte in url.utf8 where byte != 0x09 && byte != 0x0A && byte != 0x0D {
      if bytes.isEmpty && byte <= 0x20 { continue }
      bytes.append(byte)
    }
    while let last = bytes.last, last <= 0x20 { bytes.removeLast() }

    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return true }
    let head = bytes[..<colon]
    if head.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == 0x23 }) {
      return true  // a path, query or fragment comes first: relative URL
    }
    // Anything before the colon that is not a valid scheme character makes the whole thing
    // suspicious (a browser may still strip it); refuse rather than guess.
    var scheme = ""
    for byte in head {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
        scheme.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        scheme.unicodeScalars.append(Unicode.Scalar(byte + 0x20))
      default:
        return false
      }
    }
    if allowedSchemes.contains(scheme) { return true }
    guard use == .image, scheme == "data" else { return false }
    // data:[<media type>][;base64],… — only raster image types.
    let rest = bytes[(colon + 1)...]
    let end =
      rest.firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") } ?? rest.endIndex
    let mediaType = String(decoding: rest[rest.startIndex..<end], as: UTF8.self).lowercased()
    return allowedDataImageTypes.contains(mediaType)
  }
}
