/// Character classes that ignoring case cannot change, taken out of the pattern's
/// case-insensitive parts before Oniguruma compiles it: `(?i: 0x [0-9A-Fa-f]+ )` is compiled
/// as `(?i: 0x (?-i:[0-9A-Fa-f])+ )`.
///
/// Oniguruma compiles a class under `(?i)` by walking every case folding of Unicode for it
/// (`onigenc_unicode_apply_all_case_fold`, ~330,000 instructions a class). The C grammars'
/// number pattern has 16 such classes, and compiling it was a sixth of a warm run on a C
/// file. Matching does not change: a class is rewritten only when it is
/// - plain ASCII (letters, digits and punctuation that mean themselves, and ranges within
///   digits, capitals or small letters, maybe negated), with
/// - every letter's other case in it too, and
/// - none of `k` `K` `s` `S`,
/// so it is closed under case folding: the only characters above ASCII whose folding is an
/// ASCII letter are KELVIN SIGN (`k`) and LONG S (`s`), an ASCII letter folds to one
/// character, and digits and punctuation fold to nothing else. Such a class matches the same
/// characters whether case is ignored or not. `(?-i:…)` captures nothing, so group numbers
/// stay. Anything the reader is unsure of (an option letter it does not know, a group it
/// cannot follow) leaves the pattern as it is.
enum CaseClosedClasses {
  /// The pattern with its case-closed classes in case-insensitive parts wrapped in
  /// `(?-i:…)`; nil when there is none (or the pattern is one the reader does not follow).
  static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
    guard mayIgnoreCase(bytes) else { return nil }
    var reader = Reader(bytes: bytes)
    return reader.run()
  }

  /// Whether an option group turns `i` on anywhere: `(?` then option letters including `i`.
  /// Most patterns have none, and are not read further.
  private static func mayIgnoreCase(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: "?") {
        var letter = index + 2
        while letter < bytes.count, isOptionLetter(bytes[letter]) {
          if bytes[letter] == UInt8(ascii: "i") { return true }
          letter += 1
        }
      }
      index += 1
    }
    return false
  }

  private static func isOptionLetter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "i") || byte == UInt8(ascii: "m") || byte == UInt8(ascii: "x")
      || byte == UInt8(ascii: "-")
  }

  private struct Flags {
    var ignoreCase = false
    var extended = false
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var output: [UInt8] = []
    var flags = Flags()
    /// The flags outside each open group.
    var outer: [Flags] = []
    var rewritten = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      output.reserveCapacity(bytes.count + 64)
    }

    mutating func run() -> [UInt8]? {
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\\"):
          // The escape and the whole character after it.
          guard index + 1 < bytes.count else { return nil }
          copy(1 + PatternSyntax.characterLength(lead: bytes[index + 1]))
        case UInt8(ascii: "["):
          guard let end = classEnd(from: index) else { return nil }
          if flags.ignoreCase, Self.isCaseClosed(bytes[(index + 1)..<end]) {
            output.append(contentsOf: "(?-i:".utf8)
            copy(end + 1 - index)
            output.append(UInt8(ascii: ")"))
            rewritten += 1
          } else {
            copy(end + 1 - index)
          }
        case UInt8(ascii: "("):
          guard group() else { return nil }
        case UInt8(ascii: ")"):
          guard let restored = outer.popLast() else { return nil }
          flags = restored
          copy(1)
        case UInt8(ascii: "#") where flags.extended:
          // A comment to the end of the line: a `[` or `(` in it is not syntax.
          let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
          copy(end - index)
        default:
          copy(1)
        }
      }
      guard outer.isEmpty, rewritten > 0 else { return nil }
      return output
    }

    private mutating func copy(_ count: Int) {
      let end = min(index + count, bytes.count)
      output.append(contentsOf: bytes[index..<end])
      index = end
    }

    /// A group's opening: its flags pushed, an option group's applied; false for a kind
    /// the reader does not know.
    private mutating func group() -> Bool {
      guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else {
        outer.append(flags)
        copy(1)
        return true
      }
      guard index + 2 < bytes.count else { return false }
      switch bytes[index + 2] {
      case UInt8(ascii: "#"):
        // A comment group: no syntax inside.
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return false }
        copy(close + 1 - index)
        return true
      case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: ">"),
        UInt8(ascii: "<"), UInt8(ascii: "'"), UInt8(ascii: "~"):
        // Non-capturing, lookaround, atomic, named or absent: the flags go on inside. The
        // name of a named group is plain text the main loop copies.
        outer.append(flags)
        copy(2)
        return true
      default:
        var changed = flags
        var on = true
        var letter = index + 2
        while letter < bytes.count {
          switch bytes[letter] {
          case UInt8(ascii: "-"): on = false
          case UInt8(ascii: "i"): changed.ignoreCase = on
          case UInt8(ascii: "x"): changed.extended = on
          case UInt8(ascii: "m"): break
          case UInt8(ascii: ")"):
            // `(?i)`: for the rest of the enclosing group.
            flags = changed
            copy(letter + 1 - index)
            return true
          case UInt8(ascii: ":"):
            outer.append(flags)
            flags = changed
            copy(letter + 1 - index)
            return true
          default:
            return false
          }
          letter += 1
        }
        return false
      }
    }

    /// The `]` closing the class opening at `start`, nested classes, escapes and POSIX
    /// brackets skipped.
    private func classEnd(from start: Int) -> Int? {
      var depth = 0
      var at = start
      while at < bytes.count {
        let byte = bytes[at]
        if byte == UInt8(ascii: "\\") {
          at += 2
          continue
        }
        if byte == UInt8(ascii: "[") {
          if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ":"),
            let close = bytes[(at + 2)...].firstIndex(of: UInt8(ascii: "]")),
            bytes[close - 1] == UInt8(ascii: ":")
          {
            at = close + 1
            continue
          }
          depth += 1
          at += 1
          // A `]` right after `[` or `[^` is literal.
          if at < bytes.count, bytes[at] == UInt8(ascii: "^") { at += 1 }
          if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1 }
          continue
        }
        if byte == UInt8(ascii: "]") {
          depth -= 1
          if depth == 0 { return at }
        }
        at += 1
      }
      return nil
    }

    /// Whether a class body is one ignoring case cannot change (see the type's doc).
    static func isCaseClosed(_ body: ArraySlice<UInt8>) -> Bool {
      var members = [Bool](repeating: false, count: 128)
      var at = body.startIndex
      if at < body.endIndex, body[at] == UInt8(ascii: "^") { at += 1 }
      guard at < body.endIndex else { return false }
      while at < body.endIndex {
        let byte = body[at]
        guard isPlain(byte) else { return false }
        if at + 2 < body.endIndex, body[at + 1] == UInt8(ascii: "-") {
          let last = body[at + 2]
          guard isPlain(last), byte <= last, sameKind(byte, last) else { return false }
          for member in byte...last { members[Int(member)] = true }
          at += 3
        } else {
          members[Int(byte)] = true
          at += 1
        }
      }
      for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
        let lower = Int(letter)
        let upper = lower - 32
        if members[lower] != members[upper] { return false }
        if members[lower] && (letter == UInt8(ascii: "k") || letter == UInt8(ascii: "s")) {
          return false
        }
      }
      return true
    }

    /// An ASCII letter, digit or punctuation character that means itself in a class (not
    /// `\` `[` `]` `^` `-` `&`, and not `#` or a blank, which extended mode may treat apart).
    private static func isPlain(_ byte: UInt8) -> Bool {
      guard byte > 0x20, byte < 0x7F else { return false }
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "^"),
        UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "#"):
        return false
      default:
        return true
      }
    }

    /// Both digits, both capitals or both small letters: a range within one of them.
    private static func sameKind(_ first: UInt8, _ last: UInt8) -> Bool {
      func kind(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 3
        default: 0
        }
      }
      return kind(first) != 0 && kind(first) == kind(last)
    }
  }
}
