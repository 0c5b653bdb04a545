import Foundation

/// Whether the terminal draws on a light or a dark background, so the default palette can
/// follow it. Read from the terminal's answer to an OSC 11 query (`ESC ] 11 ; ? ST`, answered
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB ST` by xterm, VTE, kitty, iTerm2, tmux, …), else from
/// `COLORFGBG` (`fg;bg` in the 16-colour palette, set by rxvt, Konsole and others).
package enum TerminalBackground: String, Sendable, Equatable {
  case light
  case dark

  /// The background an OSC 11 reply names, or `nil` when `reply` holds none.
  package static func parse(oscReply reply: [UInt8]) -> TerminalBackground? {
    let marker = Array("]11;rgb:".utf8)
    guard reply.count >= marker.count,
      let start = (0...(reply.count - marker.count)).first(where: {
        reply[$0..<($0 + marker.count)].elementsEqual(marker)
      })
    else { return nil }
    var components: [Double] = []
    var digits: [UInt8] = []
    func finish() -> Bool {
      // 1 to 4 hex digits a component, scaled by their own range (X11 colour syntax).
      guard (1...4).contains(digits.count),
        let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
      else { return false }
      let range = Double((1 << (4 * digits.count)) - 1)
      components.append(Double(value) / range)
      digits.removeAll()
      return true
    }
    for byte in reply[(start + marker.count)...] {
      if byte == UInt8(ascii: "/") {
        guard finish() else { return nil }
      } else if Self.isHexDigit(byte) {
        digits.append(byte)
      } else {
        break
      }
    }
    guard finish(), components.count == 3 else { return nil }
    return classify(red: components[0], green: components[1], blue: components[2])
  }

  /// The background `COLORFGBG` names (its last field: 7 and 9–15 light, 0–6 and 8 dark).
  package static func fromColorFGBG(_ value: String?) -> TerminalBackground? {
    guard let last = value?.split(separator: ";").last, let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    return index == 7 || index >= 9 ? .light : .dark
  }

  /// Light when the colour's relative luminance (WCAG, linearised sRGB) is above that of
  /// mid-grey; the same point where black text starts to read better than white.
  package static func classify(red: Double, green: Double, blue: Double) -> TerminalBackground {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    return luminance > 0.18 ? .light : .dark
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
