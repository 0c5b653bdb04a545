/// Whether Oniguruma may search a pattern as if it were anchored at line starts.
///
/// When a pattern's head (what comes after its zero-width items: `\b`, `^`, lookarounds) is
/// an any-character repeat (`.*`, `.+`, `.{2,}`), Oniguruma's optimizer marks it
/// `ANCR_ANYCHAR_INF` and its search, after a failed try at the start position, skips to the
/// next line start (regexec.c, `onig_search`): `\b(.*)(?=\s*=)` finds nothing from 0 in
/// `    var x = 0`, though it matches from 4. A search started at a later candidate position
/// would find that match, so such patterns get no `FirstBytes`: the tokenizer must see what
/// Oniguruma (and so VS Code) sees. Read conservatively: any alternative, any nesting, lazy or
/// greedy; a false "yes" only costs the fast path.
enum AnyCharHead {
  static func matches(_ pattern: [UInt8]) -> Bool {
    var reader = Reader(bytes: pattern)
    return reader.alternation()
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var extended = false

    /// Whether any alternative from `index` to the end of the current group starts with an
    /// any-character repeat; leaves `index` after the group's content.
    mutating func alternation() -> Bool {
      var found = false
      var atHead = true
      while index < bytes.count {
        let byte = bytes[index]
        if !atHead {
          // Past the head, plain characters are skipped as `skipItem` would, in one local
          // loop: the big keyword lists are mostly these.
          let end = bytes.withUnsafeBufferPointer { buffer in
            Reader.plainEnds.withUnsafeBufferPointer { stops in
              var end = index
              while end < buffer.count && !stops[Int(buffer[end])] { end += 1 }
              return end
            }
          }
          if end > index {
            index = end
            continue
          }
        }
        switch byte {
        case UInt8(ascii: ")"):
          return found
        case UInt8(ascii: "|"):
          index += 1
          atHead = true
        case UInt8(ascii: "("):
          if let close = PatternSyntax.trieGroupEnd(bytes, at: index, nestingBelow: .max) {
            // A group of plain words starts with no any-character repeat in any alternative,
            // and is a head item of its own: read group by group, it tells nothing more.
            index = close + 1
            atHead = false
            continue
          }
          let kind = groupKind()
          let inner = alternation()
          if index < bytes.count { index += 1 }
          if atHead {
            if kind == .zeroWidth { continue }
            if inner { found = true }
            // A group is a head item of its own: what follows it is no longer the head.
            atHead = false
          }
        default:
          if atHead {
            if skipZeroWidth() { continue }
            if byte == UInt8(ascii: "."), isUnboundedRepeat(at: index + 1) { found = true }
            atHead = false
          }
          skipItem()
        }
      }
      return found
    }

    /// The bytes that end a run of plain characters past the head: `(`, `)`, `|`, `\` and
    /// `[`. One lookup a byte: a grammar's first run reads its keyword lists here, 795 KB of
    /// them in Emacs Lisp's.
    static let plainEnds: [Bool] = (0...255).map { byte in
      Array("()|\\[".utf8).contains(UInt8(byte))
    }

    enum GroupKind { case zeroWidth, content }

    /// Reads a group's opening (`(`, `(?:`, `(?<name>`, `(?=` …) and says whether it is a
    /// lookaround or an option setting, which match nothing.
    mutating func groupKind() -> GroupKind {
      index += 1
      guard index < bytes.count, bytes[index] == UInt8(ascii: "?") else { return .content }
      index += 1
      guard index < bytes.count else { return .content }
      switch bytes[index] {
      case UInt8(ascii: "="), UInt8(ascii: "!"):
        index += 1
        return .zeroWidth
      case UInt8(ascii: "<"):
        if index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "=") || bytes[index + 1] == UInt8(ascii: "!")
        {
          index += 2
          return .zeroWidth
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index += 1
        return .content
      case UInt8(ascii: ":"), UInt8(ascii: ">"):
        index += 1
        return .content
      default:
        // Options: `(?x)` sets them for the rest, `(?i:…)` for the group.
        var sawExtended = false
        while index < bytes.count, bytes[index] != UInt8(ascii: ")"),
          bytes[index] != UInt8(ascii: ":")
        {
          if bytes[index] == UInt8(ascii: "x") { sawExtended = true }
          index += 1
        }
        if sawExtended { extended = true }
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
          index += 1
          return .content
        }
        return .zeroWidth
      }
    }

    /// Skips a zero-width item at `index` (`^`, `$`, `\b`, `\B`, `\A`, `\G`, `\z`, `\Z`,
    /// extended-mode space); false when there is none.
    mutating func skipZeroWidth() -> Bool {
      let byte = bytes[index]
      if byte == UInt8(ascii: "^") || byte == UInt8(ascii: "$") {
        index += 1
        return true
      }
      if extended, let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) {
        index = end
        return true
      }
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else { return false }
      // A switch, not a set of the letters: this runs at every escape of a grammar's first
      // run, and a set built per call cost more than the rest of the reading.
      switch bytes[index + 1] {
      case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "G"),
        UInt8(ascii: "z"), UInt8(ascii: "Z"):
        index += 2
        return true
      default:
        return false
      }
    }

    /// Whether the item ending before `position` is repeated without an upper bound.
    func isUnboundedRepeat(at position: Int) -> Bool {
      guard position < bytes.count else { return false }
      switch bytes[position] {
      case UInt8(ascii: "*"), UInt8(ascii: "+"): return true
      case UInt8(ascii: "{"):
        // `{n,}` or `{,m}`… read loosely: any comma inside counts.
        var cursor = position + 1
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") {
          if bytes[cursor] == UInt8(ascii: ",") { return true }
          cursor += 1
        }
        return false
      default: return false
      }
    }

    /// Skips one item that is not a group: an escape, a class, or one character.
    mutating func skipItem() {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
      } else if byte == UInt8(ascii: "[") {
        skipClass()
      } else {
        index += 1
      }
    }

    /// Skips a bracket class (`PatternSyntax.classEnd`), or to the end when it does not close.
    mutating func skipClass() {
      index = PatternSyntax.classEnd(bytes, at: index).map { $0 + 1 } ?? bytes.count
    }
  }
}
