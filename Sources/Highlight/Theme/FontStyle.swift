/// Font style flags of a theme rule, with the bit values Shiki and vscode-textmate use
/// (1 italic, 2 bold, 4 underline, 8 strikethrough), so they go into the JSON contract as is.
public struct FontStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let italic = FontStyle(rawValue: 1)
  public static let bold = FontStyle(rawValue: 2)
  public static let underline = FontStyle(rawValue: 4)
  public static let strikethrough = FontStyle(rawValue: 8)

  /// Parses a theme's space-separated `fontStyle` ("italic bold"); unknown words are ignored
  /// and `""` is an explicit "none", as in vscode-textmate.
  public init(parsing text: String) {
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
