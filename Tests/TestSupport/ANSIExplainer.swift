/// Rewrites ANSI output into a readable, diffable form for golden files: SGR sequences become
/// `[fg=#RRGGBB bg=#RRGGBB bold italic …]`, a reset `[/]`, OSC 8 hyperlinks
/// `[link=URL]`…`[/link]`; any other escape is shown as `[esc …]` so nothing stays invisible.
public enum ANSIExplainer {
  public static func explain(_ text: String) -> String {
    var out = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\u{1B}", index + 1 < scalars.count else {
        out.unicodeScalars.append(scalar == "\u{1B}" ? "␛" : scalar)
        index += 1
        continue
      }
      if scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
        guard end < scalars.count else {
          out += "[esc truncated]"
          break
        }
        let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        if scalars[end] == "m" {
          out += describeSGR(parameters)
        } else {
          out += "[esc CSI \(parameters)\(scalars[end])]"
        }
        index = end + 1
      } else if scalars[index + 1] == "]" {
        var end = index + 2
        var payloadEnd = end
        while end < scalars.count {
          if scalars[end] == "\u{07}" {
            payloadEnd = end
            end += 1
            break
          }
          if scalars[end] == "\u{1B}", end + 1 < scalars.count, scalars[end + 1] == "\\" {
            payloadEnd = end
            end += 2
            break
          }
          end += 1
          payloadEnd = end
        }
        let payload = String(String.UnicodeScalarView(scalars[(index + 2)..<payloadEnd]))
        if payload.hasPrefix("8;") {
          let url =
            payload.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
            .dropFirst(2).first.map(String.init) ?? ""
          out += url.isEmpty ? "[/link]" : "[link=\(url)]"
        } else {
          out += "[esc OSC \(payload)]"
        }
        index = end
      } else {
        out += "[esc \(scalars[index + 1])]"
        index += 2
      }
    }
    return out
  }

  static let basicNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
  ]

  static func describeSGR(_ parameters: String) -> String {
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    if codes.isEmpty || codes == [0] { return "[/]" }
    var words: [String] = []
    var index = 0
    func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
      let digits = Array("0123456789ABCDEF")
      var text = "#"
      for value in [r, g, b] {
        text.append(digits[(value >> 4) & 0xF])
        text.append(digits[value & 0xF])
      }
      return text
    }
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: words.append("reset")
      case 1: words.append("bold")
      case 2: words.append("dim")
      case 3: words.append("italic")
      case 4: words.append("underline")
      case 9: words.append("strike")
      case 38, 48:
        let key = code == 38 ? "fg" : "bg"
        if index + 4 < codes.count, codes[index + 1] == 2 {
          words.append("\(key)=\(hex(codes[index + 2], codes[index + 3], codes[index + 4]))")
          index += 4
        } else if index + 2 < codes.count, codes[index + 1] == 5 {
          words.append("\(key)=256:\(codes[index + 2])")
          index += 2
        } else {
          words.append("\(key)=?")
        }
      case 30...37: words.append("fg=\(basicNames[code - 30])")
      case 40...47: words.append("bg=\(basicNames[code - 40])")
      case 90...97: words.append("fg=bright-\(basicNames[code - 90])")
      case 100...107: words.append("bg=bright-\(basicNames[code - 100])")
      default: words.append("sgr\(code)")
      }
      index += 1
    }
    return "[" + words.joined(separator: " ") + "]"
  }
}
