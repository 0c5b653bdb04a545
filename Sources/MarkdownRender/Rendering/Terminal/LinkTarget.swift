/// What a link destination points at, which decides how the terminal shows it: only absolute
/// URLs mean anything outside the document's own folder, and only web and mail URLs are safe
/// and useful to hand to the terminal as OSC 8 hyperlinks.
enum LinkTarget: Equatable {
  /// `#section`: a place in the rendered document itself (meaningless in a terminal).
  case fragment
  /// `docs/INSTALL.md`, `../x`, `//host/x`: resolved against a base the terminal does not have.
  case relative
  /// `http:`, `https:` or `mailto:`.
  case web
  /// Any other scheme (`ftp:`, `file:`, `javascript:`): shown as a reference, never opened.
  case otherScheme

  init(_ destination: String) {
    let utf8 = destination.utf8
    guard let first = utf8.first else {
      self = .fragment
      return
    }
    if first == UInt8(ascii: "#") {
      self = .fragment
      return
    }
    // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":".
    var length = 0
    var hasScheme = false
    for byte in utf8 {
      if byte == UInt8(ascii: ":") {
        hasScheme = length > 0
        break
      }
      let isAlpha = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isOther =
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      guard isAlpha || (length > 0 && isOther), length < 32 else { break }
      length += 1
    }
    guard hasScheme else {
      self = .relative
      return
    }
    switch String(decoding: utf8.prefix(length), as: UTF8.self).lowercased() {
    case "http", "https", "mailto": self = .web
    default: self = .otherScheme
    }
  }
}
