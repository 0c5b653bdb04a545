import Foundation

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
    if bytes.starts(with: #"\b"#.utf8) {
      leadIsWordBoundary = true
      index = 2
    } else if previousIsASCII, bytes.starts(with: "(?<=".utf8),
      let close = WordTrie.simpleLookbehindEnd(bytes)
    {
      leadIsWordBoundary = false
      index = close + 1
    } else {
      return nil
    }
    // The trie is read (into a tree) on the first answer; here only where it ends is found:
    // the `)` closing the group, with no class, escape or other group kind inside.
    guard bytes[index...].starts(with: "(?:".utf8), let close = WordTrie.trieEnd(bytes, from: index)
    else { return nil }
    let trieStart = index + 3
    let trieEnd = close
    index = close + 1
    var tail: [TailItem] = []
    while index < bytes.count {
      if bytes[index...].starts(with: #"\b"#.utf8) {
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

  /// The `)` closing the `(?:` at `start`, when everything inside is word bytes, `|`, `(?:`
  /// groups and a `?` after a group.
  private static func trieEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "(") {
        guard bytes[index...].starts(with: "(?:".utf8) else { return nil }
        depth += 1
        index += 3
        continue
      }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "?") { index += 1 }
      } else if byte != UInt8(ascii: "|") && !PatternSyntax.isASCIIWord(byte) {
        return nil
      }
      index += 1
    }
    return nil
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

  /// The trie as a tree, read once by whichever thread first asks, and its words listed in a
  /// `WordTable` when they are not too many: a word is then found by its hash, where
  /// walking the tree tries alternatives one by one, slowly on the C grammars' platform
  /// function lists. A trie of too many words (nested
  /// optional groups multiply) is walked as before.
  private final class Words: @unchecked Sendable {
    let trie: [UInt8]
    private let lock = NSLock()
    private var made = false
    /// The words as the asset cache stored them, until the first answer reads them.
    private var stored: CacheReader?
    private var tree: Tree?
    private var table: WordTable?

    init(_ trie: ArraySlice<UInt8>, stored: CacheReader? = nil) {
      self.trie = Array(trie)
      self.stored = stored
    }

    /// Whether `word` is one of the trie's words; nil when the trie is not one this reader
    /// takes (an empty branch: Oniguruma decides).
    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool? {
      let (tree, table): (Tree?, WordTable?) = lock.withLock {
        if !made {
          made = true
          // Stored words that do not read back as a list of words are worked out again.
          if var reader = stored, let list = try? Self.decode(from: &reader) {
            self.table = WordTable(words: list)
          } else if let tree = read() {
            self.tree = tree
            self.table = expanded(tree.root, in: tree).map(WordTable.init(words:))
          }
          stored = nil
        }
        return (self.tree, self.table)
      }
      if let table { return table.contains(word) }
      guard let tree else { return nil }
      return tree.root.contains { matches($0, 0, word, 0, nil, in: tree) }
    }

    /// Every word, as the first answer lists them; nil when it walks the tree instead.
    func spelledOut() -> [[UInt8]]? {
      guard let tree = read() else { return nil }
      return expanded(tree.root, in: tree)
    }

    /// The trie as a tree, nil when it is not one the reader takes.
    private func read() -> Tree? {
      var reader = Reader(bytes: trie, index: 0)
      guard let alternatives = reader.alternation(depth: 0), reader.index == trie.count else {
        return nil
      }
      return Tree(root: alternatives, groups: reader.groups)
    }

    /// The words `encodedWords` wrote, checked as the cache's data always is: at least one
    /// and at most `expansionLimit` words, each a non-empty run of ASCII word bytes, and
    /// nothing after them.
    private static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed)
      -> [[UInt8]]
    {
      let count = try reader.count(minimumItemBytes: 2)
      guard count > 0, count <= expansionLimit else { throw CacheReader.Malformed() }
      var list: [[UInt8]] = []
      list.reserveCapacity(count)
      for _ in 0..<count {
        let word = try reader.raw()
        guard !word.isEmpty, word.allSatisfy(PatternSyntax.isASCIIWord) else {
          throw CacheReader.Malformed()
        }
        list.append(word)
      }
      guard reader.isAtEnd else { throw CacheReader.Malformed() }
      return list
    }

    /// Beyond this many words the tree is walked instead.
    static let expansionLimit = 1 << 14

    /// Every word of the tree, or nil beyond `expansionLimit`: a walk over the tree as
    /// `matches` takes it, spelling each word into one buffer. What follows a group is kept on
    /// a stack of plain positions: a continuation object per group visit (as `matches` has)
    /// was most of the cost of spelling out C's function lists on a first run.
    private func expanded(_ alternatives: [[Piece]], in tree: Tree) -> [[UInt8]]? {
      var words: [[UInt8]] = []
      var buffer: [UInt8] = []
      // Where to go on once a sequence ends: (group, or -1 for the top; branch; piece).
      var rest: [(group: Int, branch: Int, index: Int)] = []
      func spell(_ group: Int, _ branch: Int, _ index: Int) -> Bool {
        let sequence = group < 0 ? alternatives[branch] : tree.groups[group][branch]
        guard index < sequence.count else {
          guard let next = rest.popLast() else {
            words.append(buffer)
            return words.count <= Self.expansionLimit
          }
          defer { rest.append(next) }
          return spell(next.group, next.branch, next.index)
        }
        switch sequence[index] {
        case .word(let range):
          buffer += trie[range]
          defer { buffer.removeLast(range.count) }
          return spell(group, branch, index + 1)
        case .group(let inner, let optional):
          rest.append((group, branch, index + 1))
          var spelled = true
          for alternative in tree.groups[inner].indices where !spell(inner, alternative, 0) {
            spelled = false
            break
          }
          rest.removeLast()
          return spelled && (!optional || spell(group, branch, index + 1))
        }
      }
      for branch in alternatives.indices where !spell(-1, branch, 0) { return nil }
      return words
    }

    /// Whether `sequence` from piece `index`, then the pieces `rest` continues with, match
    /// `word` from `offset` to its end.
    private func matches(
      _ sequence: [Piece], _ index: Int, _ word: UnsafeBufferPointer<UInt8>, _ offset: Int,
      _ rest: Continuation?, in tree: Tree
    ) -> Bool {
      guard index < sequence.count else {
        guard let rest else { return offset == word.count }
        return matches(rest.sequence, rest.index, word, offset, rest.next, in: tree)
      }
      switch sequence[index] {
      case .word(let range):
        guard word.count - offset >= range.count else { return false }
        var at = offset
        for byte in trie[range] {
          guard word[at] == byte else { return false }
          at += 1
        }
        return matches(sequence, index + 1, word, at, rest, in: tree)
      case .group(let group, let optional):
        let after = Continuation(sequence: sequence, index: index + 1, next: rest)
        for alternative in tree.groups[group]
        where matches(alternative, 0, word, offset, after, in: tree) {
          return true
        }
        return optional && matches(sequence, index + 1, word, offset, rest, in: tree)
      }
    }
  }

  /// One piece of a branch: a run of word characters, or a group (optionally `?`) by its
  /// index in `Tree.groups`. Not an `indirect` enum: Swift keeps the case of an all-indirect
  /// enum in the box pointer's spare bits, which LeakSanitizer cannot follow, so every group
  /// box of a cached trie was reported as leaked.
  private enum Piece {
    case word(Range<Int>)
    case group(Int, optional: Bool)
  }

  /// The top alternatives and every group's alternatives.
  private struct Tree {
    let root: [[Piece]]
    let groups: [[[Piece]]]
  }

  private final class Continuation {
    let sequence: [Piece]
    let index: Int
    let next: Continuation?

    init(sequence: [Piece], index: Int, next: Continuation?) {
      self.sequence = sequence
      self.index = index
      self.next = next
    }
  }

  /// Reads the trie: alternatives of branches, each a sequence of word runs and `(?:…)`
  /// groups (optionally `?`).
  private struct Reader {
    let bytes: [UInt8]
    var index: Int
    /// The alternatives of each `(?:…)` group read so far.
    var groups: [[[Piece]]] = []

    /// Reads `text` (ASCII) when it comes next.
    mutating func take(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let literal = text.utf8Start
      for offset in 0..<count where bytes[index + offset] != literal[offset] { return false }
      index += count
      return true
    }

    mutating func alternation(depth: Int) -> [[Piece]]? {
      guard depth < 16 else { return nil }
      var alternatives: [[Piece]] = []
      while true {
        guard let branch = branch(depth: depth) else { return nil }
        alternatives.append(branch)
        if !take("|") { return alternatives }
      }
    }

    /// One branch; stops before `|` or `)`.
    mutating func branch(depth: Int) -> [Piece]? {
      var pieces: [Piece] = []
      while index < bytes.count && bytes[index] != UInt8(ascii: "|")
        && bytes[index] != UInt8(ascii: ")")
      {
        if take("(?:") {
          guard let inner = alternation(depth: depth + 1), take(")") else { return nil }
          groups.append(inner)
          pieces.append(.group(groups.count - 1, optional: take("?")))
        } else {
          let start = index
          while index < bytes.count && PatternSyntax.isASCIIWord(bytes[index]) { index += 1 }
          guard index > start else { return nil }
          // A quantifier applies to the last character alone: not a plain word.
          if index < bytes.count && "?*+{".utf8.contains(bytes[index]) { return nil }
          pieces.append(.word(start..<index))
        }
      }
      return pieces.isEmpty ? nil : pieces
    }
  }
}
