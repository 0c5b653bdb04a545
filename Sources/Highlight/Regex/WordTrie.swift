/// A pattern that is a set of plain words written as a trie, between one leading assertion
/// and a tail that ends the word: `(?<=\.)(?:s(?:ort(?:ed)?|plit)|index)(?=\s*\()` or
/// `\b(?:R(?:e(?:peat(?:ed)?|versed))|Array)\b` — the shape of the big library-name rules
/// of Swift's grammar (the longest hold hundreds of names in 2 KB). Such a match is decided
/// without Oniguruma, which spares compiling the pattern at all on most files.
///
/// Why the answer is exact: every word is ASCII letters, digits and `_`, and every tail
/// item (`\b`, or a lookahead `(?=\s*C)` whose `C` is neither a word character nor a space)
/// needs a non-word character right after the word. So a match starting at p ends exactly
/// where the run of word characters from p ends, and there is one only when that run is one
/// of the words and the tail holds after it, whatever the order of the alternatives. The
/// byte before p is checked by `FirstBytes` (the lookbehind's set, or no ASCII word byte for
/// `\b`). A character above ASCII before p for `\b` or right after the word is classed by
/// Oniguruma's own table (`UnicodeCharacterClass`); where one is not well-formed, or a
/// lookahead's `\s*` could take it, the answer is `unknown` and Oniguruma decides. No capture
/// groups: the match is group 0 alone.
struct WordTrie: Sendable, Equatable {
  /// The outcome at one candidate position.
  enum Answer: Equatable {
    case match(end: Int)
    case noMatch
    case unknown
  }

  enum TailItem: Sendable, Equatable {
    case wordBoundary
    /// `(?=\s*C)`: after optional spaces, a byte of the set.
    case spacesThen(ByteSet)
  }

  /// The words, read on the first answer (most patterns of a grammar are never asked:
  /// reading them all up front cost more than compiling the few that are).
  private let words: Words
  let tail: [TailItem]
  /// The lead is `\b` (else a one-character lookbehind).
  let leadIsWordBoundary: Bool

  /// The trie's text, between `(?:` and its `)`.
  var trie: [UInt8] { words.trie }

  /// The trie as the asset cache stored it, with its words when it stored them
  /// (`encodedWords`).
  init(
    trie: [UInt8], tail: [TailItem], leadIsWordBoundary: Bool, storedWords: CacheReader? = nil
  ) {
    words = Words(trie[...], stored: storedWords)
    self.tail = tail
    self.leadIsWordBoundary = leadIsWordBoundary
  }

  static func == (lhs: WordTrie, rhs: WordTrie) -> Bool {
    lhs.trie == rhs.trie && lhs.tail == rhs.tail && lhs.leadIsWordBoundary == rhs.leadIsWordBoundary
  }

  /// nil unless the pattern is `LEAD (?:TRIE) TAIL` with `LEAD` exactly `\b` or `(?<=X)` of
  /// one ASCII character or class of them (`previousIsASCII`, from `FirstBytes`).
  init?(_ bytes: [UInt8], previousIsASCII: Bool) {
    var index: Int
    if PatternSyntax.hasPrefix(bytes, at: 0, #"\b"#) {
      leadIsWordBoundary = true
      index = 2
    } else if previousIsASCII, PatternSyntax.hasPrefix(bytes, at: 0, "(?<="),
      let close = WordTrie.simpleLookbehindEnd(bytes)
    {
      leadIsWordBoundary = false
      index = close + 1
    } else {
      return nil
    }
    // The trie is read (into a tree) on the first answer; here only where it ends is found:
    // the `)` closing the group, with no class, escape or other group kind inside.
    guard let close = PatternSyntax.trieGroupEnd(bytes, at: index, nestingBelow: .max) else {
      return nil
    }
    let trieStart = index + 3
    let trieEnd = close
    index = close + 1
    var tail: [TailItem] = []
    while index < bytes.count {
      if PatternSyntax.hasPrefix(bytes, at: index, #"\b"#) {
        tail.append(.wordBoundary)
        index += 2
      } else if let (set, end) = WordTrie.spacesLookahead(bytes, at: index) {
        tail.append(.spacesThen(set))
        index = end
      } else {
        return nil
      }
    }
    guard !tail.isEmpty else { return nil }
    words = Words(bytes[trieStart..<trieEnd])
    self.tail = tail
  }

  /// The trie's words in the asset cache's form (a count, then each word), read back by the
  /// first answer instead of reading and spelling out the trie, which is costly for each big
  /// C function list, on every run. Nil when the words are not
  /// listed (an unreadable trie, or too many words).
  func encodedWords() -> [UInt8]? {
    guard let list = words.spelledOut() else { return nil }
    var writer = CacheWriter()
    // Each word after its length, one byte for any plausible word.
    writer.reserveCapacity(list.bytes.count + list.count + 8)
    writer.count(list.count)
    for word in list { writer.raw(word) }
    return writer.bytes
  }

  /// Whether a match starts at `offset` (a position `FirstBytes.isCandidate` accepted), and
  /// where it ends.
  func answer(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Answer {
    var end = offset
    while end < count && PatternSyntax.isASCIIWord(base[end]) { end += 1 }
    guard end > offset else { return .noMatch }
    // `\b` before a word: a character above ASCII before it is a boundary unless it is a
    // letter (or another word character) by Oniguruma's own table.
    if leadIsWordBoundary && offset > 0 && base[offset - 1] >= 0x80 {
      guard let isWord = UnicodeCharacterClass.isWord(endingAt: offset, in: base) else {
        return .unknown
      }
      if isWord { return .noMatch }
    }
    // A character above ASCII right after the word: every tail item needs a non-word
    // character there (a word character would carry on the word, whose words are ASCII).
    if end < count && base[end] >= 0x80 {
      guard let isWord = UnicodeCharacterClass.isWord(startingAt: end, in: base, count: count)
      else { return .unknown }
      if isWord { return .noMatch }
    }
    guard let known = words.contains(UnsafeBufferPointer(start: base + offset, count: end - offset))
    else { return .unknown }
    guard known else { return .noMatch }
    for item in tail {
      switch item {
      case .wordBoundary:
        // The character after the word is no word character (or the text ends): a boundary.
        continue
      case .spacesThen(let set):
        var next = end
        while next < count && PatternSyntax.isBlank(base[next]) { next += 1 }
        if next < count && base[next] >= 0x80 {
          // `C` is ASCII: a match needs `\s` to take this character, which only a space
          // does (and after it Oniguruma decides).
          let isSpace = UnicodeCharacterClass.isSpace(startingAt: next, in: base, count: count)
          guard isSpace == false else { return .unknown }
          return .noMatch
        }
        guard next < count, set.contains(base[next]) else { return .noMatch }
      }
    }
    return .match(end: end)
  }

  /// The `)` of a leading `(?<=…)` holding one escaped or plain ASCII character or a class
  /// of them (what `FirstBytes` reads as the byte before).
  private static func simpleLookbehindEnd(_ bytes: [UInt8]) -> Int? {
    var index = 4
    while index < bytes.count && bytes[index] != UInt8(ascii: ")") {
      if bytes[index] == UInt8(ascii: "(") || bytes[index] >= 0x80 { return nil }
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    return index < bytes.count ? index : nil
  }

  /// `(?=\s*C)` at `start`, `C` an escaped punctuation character or a class of plain ones,
  /// none of them a word or space byte: its set and the index after it.
  private static func spacesLookahead(_ bytes: [UInt8], at start: Int) -> (ByteSet, Int)? {
    let opening = Array(#"(?=\s*"#.utf8)
    guard bytes[start...].starts(with: opening) else { return nil }
    var index = start + opening.count
    var set = ByteSet()
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "\\") {
      guard index + 1 < bytes.count, isPunctuation(bytes[index + 1]) else { return nil }
      set.insert(bytes[index + 1])
      index += 2
    } else if bytes[index] == UInt8(ascii: "[") {
      index += 1
      while index < bytes.count && bytes[index] != UInt8(ascii: "]") {
        let byte = bytes[index]
        guard isPunctuation(byte), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "["),
          byte != UInt8(ascii: "^") || index > start + opening.count + 1
        else { return nil }
        set.insert(byte)
        index += 1
      }
      guard index < bytes.count, set.count > 0 else { return nil }
      index += 1
    } else {
      return nil
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
    return (set, index + 1)
  }

  /// ASCII punctuation that means itself inside a class and after `\`: no word byte, no
  /// space, none of `-` `&` (ranges, intersections).
  private static func isPunctuation(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && !PatternSyntax.isASCIIWord(byte) && byte != UInt8(ascii: "-")
      && byte != UInt8(ascii: "&")
  }
}
