/// GFM's "Disallowed Raw HTML" extension (spec section 6.11): in raw HTML, the `<` of the tags
/// `title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script` and
/// `plaintext` (start or end tags, any case) is written as `&lt;`, so they render as text.
enum HTMLTagFilter {
  private static let names: [[UInt8]] = [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
  ].map { Array($0.utf8) }

  /// Appends `html` with the disallowed tags neutralised.
  static func append(_ html: String, to out: inout [UInt8]) {
    var html = html
    html.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<"), isDisallowedTag(bytes, at: index) {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
          out.append(contentsOf: "&lt;".utf8)
          runStart = index + 1
        }
        index += 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }

  /// Whether a disallowed tag name follows the `<` at `start` (after an optional `/`), ended
  /// by whitespace, `>` or `/>`.
  private static func isDisallowedTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var nameStart = start + 1
    if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
    for name in names {
      let end = nameStart + name.count
      guard end < bytes.count else { continue }
      var matches = true
      for offset in 0..<name.count where bytes[nameStart + offset] | 0x20 != name[offset] {
        matches = false
        break
      }
      guard matches else { continue }
      switch bytes[end] {
      case UInt8(ascii: ">"), UInt8(ascii: " "), 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
        return true
      case UInt8(ascii: "/"):
        return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ">")
      default:
        continue
      }
    }
    return false
  }
}
