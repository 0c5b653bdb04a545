/// Reads the start tags of an HTML text with their attributes the way a browser tokenizes
/// them, so safety tests judge attribute names and values rather than text that merely looks
/// like markup inside an escaped value.
enum HTMLTagScanner {
  struct Tag {
    var name: String
    var attributes: [(name: String, value: String)]
  }

  static func tags(in html: String) -> [Tag] {
    let bytes = Array(html.utf8)
    var tags: [Tag] = []
    var index = 0
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index + 1] | 0x20)
      else {
        index += 1
        continue
      }
      index += 1
      let nameStart = index
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
        bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      var tag = Tag(
        name: String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased(), attributes: []
      )
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        if isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
          index += 1
          continue
        }
        let attributeStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
          bytes[index] != UInt8(ascii: ">")
        {
          index += 1
        }
        let name = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
        var value = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
          index += 1
          if index < bytes.count,
            bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
          {
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
            index += 1
          } else {
            let valueStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
              index += 1
            }
            value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
          }
        }
        tag.attributes.append((name, decodeEntities(value)))
      }
      tags.append(tag)
    }
    return tags
  }

  /// Numeric references and the few named ones an escaper writes.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      rest = rest[amp...]
      guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) < 10
      else {
        out += "&"
        rest = rest.dropFirst()
        continue
      }
      let body = rest[rest.index(after: amp)..<semicolon].lowercased()
      var scalar: UInt32?
      if body.hasPrefix("#x") {
        scalar = UInt32(body.dropFirst(2), radix: 16)
      } else if body.hasPrefix("#") {
        scalar = UInt32(body.dropFirst())
      } else {
        scalar = ["amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39][body]
      }
      if let scalar, let unicode = Unicode.Scalar(scalar) {
        out.unicodeScalars.append(unicode)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        out += "&"
        rest = rest.dropFirst()
      }
    }
    return out + rest
  }
}
