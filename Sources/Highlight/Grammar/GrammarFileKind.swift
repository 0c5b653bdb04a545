/// The grammar formats a catalog indexes, by file extension (any case).
enum GrammarFileKind: Equatable, CaseIterable {
  case json
  case tmLanguage
  case plist

  /// The kind `name` ends in, or nil for a file that is no grammar.
  ///
  /// Linguist's names are ASCII, so they are matched on their bytes; any other name takes
  /// the Unicode-aware lower-casing and suffix test it always did (`String` compares whole
  /// characters, which a byte test would not match for every name).
  init?(name: String) {
    var text = name
    let ascii: GrammarFileKind?? = text.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      for kind in Self.allCases {
        let suffix = kind.suffix.utf8
        guard bytes.count >= suffix.count else { continue }
        let tail = bytes[(bytes.count - suffix.count)...]
        // ASCII upper-case letters fold to lower-case by setting bit 5.
        if zip(tail, suffix).allSatisfy({ byte, lower in
          (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lower
        }) {
          return .some(kind)
        }
      }
      return .some(nil)
    }
    if let ascii {
      guard let ascii else { return nil }
      self = ascii
      return
    }
    let lower = name.lowercased()
    guard
      let kind = Self.allCases.first(where: { lower.hasSuffix($0.suffix) })
    else { return nil }
    self = kind
  }

  /// The extension, lower-case, with its dot.
  var suffix: String {
    switch self {
    case .json: ".json"
    case .tmLanguage: ".tmlanguage"
    case .plist: ".plist"
    }
  }

  /// The scope a Linguist grammar named `name` holds: the name without the extension.
  func scopeName(of name: String) -> String {
    String(name.dropLast(suffix.count))
  }
}
