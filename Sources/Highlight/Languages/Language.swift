/// One language of Linguist's `languages.json`: how files are recognised and which TextMate
/// grammar (`tm_scope`) colours them.
package struct Language: Hashable, Sendable {
  package var name: String
  package var aliases: [String]
  /// With the leading dot, as Linguist writes them (`.swift`, `.d.ts`).
  package var extensions: [String]
  package var filenames: [String]
  package var interpreters: [String]
  /// The top-level scope of its grammar, or `nil` when Linguist has none (`"none"`).
  package var scopeName: String?
  /// Linguist's type: programming, markup, data or prose.
  package var type: String

  package init(
    name: String, aliases: [String] = [], extensions: [String] = [], filenames: [String] = [],
    interpreters: [String] = [], scopeName: String?, type: String = "programming"
  ) {
    self.name = name
    self.aliases = aliases
    self.extensions = extensions
    self.filenames = filenames
    self.interpreters = interpreters
    self.scopeName = scopeName
    self.type = type
  }

  /// The id the JSON contract reports: the name in lower case with spaces as dashes.
  package var identifier: String {
    // Byte by byte when ASCII (every Linguist name but a few): the same text, at a fraction
    // of the cost of mapping characters, which a first run pays for every language.
    var bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return String(name.lowercased().map { $0 == " " ? "-" : $0 })
    }
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes[index] |= 0x20
      case UInt8(ascii: " "): bytes[index] = UInt8(ascii: "-")
      default: break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
