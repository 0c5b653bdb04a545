/// Paths as git writes them in diff headers: C-quoted when they hold special bytes
/// (`"a/caf\303\251"`), prefixed with `a/` and `b/` (or a mnemonic pair), and ambiguous when
/// they hold spaces (`diff --git a/my file b/my file`).
enum GitPath {
  /// Decodes a C-quoted path (git's `quote_c_style`): `\a \b \t \n \v \f \r \" \\` and
  /// three-digit octal bytes. Returns the decoded path and the rest of `text` after the
  /// closing quote, or `nil` if `text` does not start with a complete quoted string.
  static func unquote(_ text: Substring) -> (path: String, rest: Substring)? {
    guard text.utf8.first == UInt8(ascii: "\"") else { return nil }
    let scalars = Array(text.utf8)
    var bytes: [UInt8] = []
    var i = 1
    while i < scalars.count {
      let c = scalars[i]
      if c == UInt8(ascii: "\"") {
        let restStart = text.utf8.index(text.utf8.startIndex, offsetBy: i + 1)
        return (String(decoding: bytes, as: UTF8.self), text[restStart...])
      }
      if c == UInt8(ascii: "\\"), i + 1 < scalars.count {
        let e = scalars[i + 1]
        switch e {
        case UInt8(ascii: "a"): bytes.append(7)
        case UInt8(ascii: "b"): bytes.append(8)
        case UInt8(ascii: "t"): bytes.append(9)
        case UInt8(ascii: "n"): bytes.append(10)
        case UInt8(ascii: "v"): bytes.append(11)
        case UInt8(ascii: "f"): bytes.append(12)
        case UInt8(ascii: "r"): bytes.append(13)
        case UInt8(ascii: "0")...UInt8(ascii: "3"):
          guard i + 3 < scalars.count else { return nil }
          var value = 0
          for k in 1...3 {
            let d = scalars[i + k]
            guard d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") else { return nil }
            value = value * 8 + Int(d - UInt8(ascii: "0"))
          }
          bytes.append(UInt8(value))
          i += 4
          continue
        default: bytes.append(e)
        }
        i += 2
        continue
      }
      bytes.append(c)
      i += 1
    }
    return nil
  }

  /// A path field of a `---`/`+++`/`rename from` line: quoted, or up to a tab (git appends a
  /// tab after names with spaces; `diff -u` appends a tab and a timestamp).
  static func field(_ text: Substring) -> String {
    if let (path, _) = unquote(text) { return path }
    // A tab is a Character of its own (grapheme clusters break around controls), so the
    // byte search finds the same index as a Character search, for a fraction of the cost.
    if let tab = text.utf8.firstIndex(of: 0x09) { return String(text[..<tab]) }
    return String(text)
  }

  /// Splits the two paths of `diff --git A B` (the text after `diff --git `). Unquoted paths
  /// with spaces are split where both halves name the same file, as git itself does; other
  /// ambiguous cases are settled later by the `---`/`+++` or rename lines.
  static func splitHeader(_ text: Substring) -> (String, String)? {
    if text.first == "\"" {
      guard let (first, rest) = unquote(text), rest.first == " " else { return nil }
      let second = rest.dropFirst()
      if let (path, _) = unquote(second) { return (first, path) }
      return (first, String(second))
    }
    if text.last == "\"", let open = text.range(of: " \"", options: .backwards) {
      if let (second, rest) = unquote(text[text.index(after: open.lowerBound)...]), rest.isEmpty {
        return (String(text[..<open.lowerBound]), second)
      }
    }
    if let halves = middleSplit(text), withoutPrefix(halves.0) == withoutPrefix(halves.1) {
      return halves
    }
    if let space = text.range(of: " b/") {
      return (
        String(text[..<space.lowerBound]), String(text[text.index(after: space.lowerBound)...])
      )
    }
    guard let space = text.firstIndex(of: " ") else { return nil }
    return (String(text[..<space]), String(text[text.index(after: space)...]))
  }

  /// The text before and after its middle Character when that is a space and the halves
  /// have as many Characters each.
  static func middleSplit(_ text: Substring) -> (String, String)? {
    // Where every byte is one Character the split is taken on bytes: building the
    // halves from an array of Characters is costly for every file header, on the thread
    // that parses and renders.
    if SingleByteCharacters.hold(text.utf8) { return middleSplitOfBytes(text) }
    return middleSplitOfCharacters(text)
  }

  /// `middleSplitOfCharacters` for text whose every byte is one Character.
  static func middleSplitOfBytes(_ text: Substring) -> (String, String)? {
    let bytes = text.utf8
    guard bytes.count % 2 == 1 else { return nil }
    let middle = bytes.index(bytes.startIndex, offsetBy: bytes.count / 2)
    guard bytes[middle] == 0x20 else { return nil }
    return (String(text[..<middle]), String(text[bytes.index(after: middle)...]))
  }

  /// The middle split Character by Character: the way for any text.
  static func middleSplitOfCharacters(_ text: Substring) -> (String, String)? {
    let characters = Array(text)
    guard characters.count % 2 == 1, characters[characters.count / 2] == " " else { return nil }
    let middle = characters.count / 2
    return (String(characters[..<middle]), String(characters[(middle + 1)...]))
  }

  /// The prefix pairs git uses: `a/` `b/`, and `diff.mnemonicPrefix`'s `c/ i/ o/ w/`.
  static let prefixLetters: Set<Character> = ["a", "b", "c", "i", "o", "w"]

  static func hasPrefix(_ path: String) -> Bool {
    guard path.count > 2, let first = path.first, prefixLetters.contains(first) else {
      return false
    }
    return path.dropFirst().first == "/"
  }

  static func withoutPrefix(_ path: String) -> String {
    hasPrefix(path) ? String(path.dropFirst(2)) : path
  }
}
