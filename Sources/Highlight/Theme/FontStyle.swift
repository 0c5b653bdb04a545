/// Font style flags of a theme rule, with the bit values Shiki and vscode-textmate use
/// (1 italic, 2 bold, 4 underline, 8 strikethrough), so they go into the JSON contract as is.
package struct FontStyle: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  package static let italic = FontStyle(rawValue: 1)
  package static let bold = FontStyle(rawValue: 2)
  package static let underline = FontStyle(rawValue: 4)
  package static let strikethrough = FontStyle(rawValue: 8)

  /// Parses a theme's space-separated `fontStyle` ("italic bold"); unknown words are ignored
  /// and `""` is an explicit "none", as in vscode-textmate.
  package init(parsing text: String) {
    var style = FontStyle()
    for word in text.split(separator: " ") {
      switch word {
      case "italic": style.insert(.italic)
      case "bold": style.insert(.bold)
      case "underline": style.insert(.underline)
      case "strikethrough": style.insert(.strikethrough)
      default: break
      }
    }
    self = style
  }
}
