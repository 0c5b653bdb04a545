/// Plain ASCII character classes taken out of the pattern's case-insensitive parts before
/// Oniguruma compiles it, each closed under case folding by hand: `(?i: 0x [0-9a-f]+ )` is
/// compiled as `(?i: 0x (?-i:[ABCDEF0-9a-f])+ )`.
///
/// Oniguruma compiles a class under `(?i)` by walking every case folding of Unicode for it
/// (`onigenc_unicode_apply_all_case_fold`, ~330,000 instructions a class). The C grammars'
/// number pattern has 16 such classes, and that walk was a sixth of a warm run on a C file.
/// Classes with `\w` stay (most of CSS's): under `(?i)` such a class also matches "ss" as one
/// character, for sharp s, which no class without `(?i)` does. Matching does not change. A class
/// is rewritten only when it is plain ASCII (letters, digits and punctuation that mean
/// themselves, ranges within digits, capitals or small letters, escapes of what has no case
/// such as `\s` and `\d`, maybe negated); under
/// `(?i)` such a class matches exactly its members, the other case of each letter in it, and
/// KELVIN SIGN with `k` and LONG S with `s` (the only characters above ASCII whose folding is
/// an ASCII letter; an ASCII letter folds to one character, digits and punctuation to none),
/// and the rewritten class lists just those. `(?-i:…)` captures nothing, so group numbers stay.
/// An option set inside a group lasts to the group's end, its later branches included
/// (Oniguruma reads `x(?i)y|z` as `x(?i:y|z)`). Anything the reader is unsure of (an option
/// letter it does not know, a group it cannot follow) leaves the pattern as it is.
enum CaseClosedClasses {
  /// The pattern with the plain ASCII classes of its case-insensitive parts closed and
  /// wrapped in `(?-i:…)`; nil when there is none (or the pattern is one the reader does not
  /// follow).
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
          guard let end = PatternSyntax.classEnd(bytes, at: index) else { return nil }
          if flags.ignoreCase, let body = Self.closedBody(bytes[(index + 1)..<end]) {
            output.append(contentsOf: "(?-i:[".utf8)
            output.append(contentsOf: body)
            output.append(contentsOf: "])".utf8)
            index = end + 1
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

    /// The body of a class that matches without `(?i)` what `body` matches with it, or nil
    /// when `body` is not plain ASCII (see the type's doc): the other case of each letter,
    /// and KELVIN SIGN and LONG S when `k` and `s` are in it, added at its start.
    static func closedBody(_ body: ArraySlice<UInt8>) -> [UInt8]? {
      var members = [Bool](repeating: false, count: 128)
      var at = body.startIndex
      if at < body.endIndex, body[at] == UInt8(ascii: "^") { at += 1 }
      // A `-` first or last is itself.
      var dashes = 0
      if at < body.endIndex, body[at] == UInt8(ascii: "-") {
        at += 1
        dashes += 1
      }
      // What is added goes here: after a leading `^` or `-`, before any range.
      let insertion = at
      var end = body.endIndex
      if end > at, body[end - 1] == UInt8(ascii: "-") {
        // Not an escaped `\-`: an even run of backslashes before it.
        var backslashes = 0
        while end - 2 - backslashes >= at, body[end - 2 - backslashes] == UInt8(ascii: "\\") {
          backslashes += 1
        }
        if backslashes % 2 == 0 {
          end -= 1
          dashes += 1
        }
      }
      guard at < end || dashes > 0 else { return nil }
      while at < end {
        let byte = body[at]
        if byte == UInt8(ascii: "\\") {
          // Escapes of what has no case: blanks (`\s`), decimal digits (`\d`, which
          // fold to nothing in any script), hex digits (`\h`: both cases of a to f), control
          // characters and ASCII punctuation.
          guard at + 1 < end else { return nil }
          let escaped = body[at + 1]
          switch escaped {
          case UInt8(ascii: "s"), UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "f"), UInt8(ascii: "v"):
            break
          case UInt8(ascii: "h"):
            for letter in UInt8(ascii: "a")...UInt8(ascii: "f") {
              members[Int(letter)] = true
              members[Int(letter - 32)] = true
            }
          default:
            guard escaped > 0x20, escaped < 0x7F, !PatternSyntax.isASCIIWord(escaped) else {
              return nil
            }
          }
          at += 2
          continue
        }
        guard isPlain(byte) else { return nil }
        if at + 2 < end, body[at + 1] == UInt8(ascii: "-") {
          let last = body[at + 2]
          guard isPlain(last), byte <= last, sameKind(byte, last) else { return nil }
          for member in byte...last { members[Int(member)] = true }
          at += 3
        } else {
          members[Int(byte)] = true
          at += 1
        }
      }
      var added: [UInt8] = []
      for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
        let lower = Int(letter)
        let upper = lower - 32
        guard members[lower] || members[upper] else { continue }
        if !members[lower] { added.append(letter) }
        if !members[upper] { added.append(letter - 32) }
        if letter == UInt8(ascii: "k") { added.append(contentsOf: "\u{212A}".utf8) }
        if letter == UInt8(ascii: "s") { added.append(contentsOf: "\u{17F}".utf8) }
      }
      return Array(body[..<insertion]) + added + Array(body[insertion...])
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
