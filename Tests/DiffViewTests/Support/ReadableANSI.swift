/// Rewrites SGR escapes into a form a reviewer can read in a golden file:
/// `[fg=#RRGGBB bg=#RRGGBB bold]text[/]`. Any other escape is shown as `<ESC…>` so a leak of
/// raw control sequences is visible in the golden too.
enum ReadableANSI {
  static func convert(_ text: String) -> String {
    var out = ""
    var open = false
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      guard c == "\u{1B}" else {
        out.unicodeScalars.append(c)
        i += 1
        continue
      }
      if i + 1 < scalars.count, scalars[i + 1] == "[" {
        var j = i + 2
        var parameters = ""
        while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) {
          parameters.unicodeScalars.append(scalars[j])
          j += 1
        }
        if j < scalars.count, scalars[j] == "m" {
          if open {
            out += "[/]"
            open = false
          }
          let description = describe(parameters)
          if !description.isEmpty {
            out += "[\(description)]"
            open = true
          }
          i = j + 1
          continue
        }
      }
      out += "<ESC>"
      i += 1
    }
    return out
  }

  private static func describe(_ parameters: String) -> String {
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    var parts: [String] = []
    var k = 0
    func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
      let digits = Array("0123456789ABCDEF")
      return "#" + [r, g, b].map { String([digits[$0 >> 4], digits[$0 & 15]]) }.joined()
    }
    while k < codes.count {
      let code = codes[k]
      switch code {
      case 0: parts.removeAll()
      case 1: parts.append("bold")
      case 2: parts.append("dim")
      case 3: parts.append("italic")
      case 4: parts.append("underline")
      case 9: parts.append("strike")
      case 38, 48:
        let name = code == 38 ? "fg" : "bg"
        if k + 4 < codes.count, codes[k + 1] == 2 {
          parts.append("\(name)=\(hex(codes[k + 2], codes[k + 3], codes[k + 4]))")
          k += 4
        } else if k + 2 < codes.count, codes[k + 1] == 5 {
          parts.append("\(name)=\(codes[k + 2])")
          k += 2
        }
      case 30...37, 90...97: parts.append("fg=\(code)")
      case 40...47, 100...107: parts.append("bg=\(code)")
      default: parts.append("sgr\(code)")
      }
      k += 1
    }
    return parts.joined(separator: " ")
  }
}
