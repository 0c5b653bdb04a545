import Foundation

/// The words of a `WordTrie` and how they are found: the trie read into a tree of groups,
/// spelled out into a `WordTable` once (or walked, past `expansionLimit` words), or read
/// back from the words the asset cache stored. It lives apart from `WordTrie`, which decides
/// a pattern's shape and answers a candidate position: this part is the set of words alone,
/// made once per pattern, on its first answer.
extension WordTrie {
  /// The trie as a tree, read once by whichever thread first asks, and its words listed in a
  /// `WordTable` when they are not too many: a word is then found by its hash, where
  /// walking the tree tries alternatives one by one, slowly on the C grammars' platform
  /// function lists. A trie of too many words (nested optional groups multiply) is walked.
  final class Words: @unchecked Sendable {
    let trie: [UInt8]
    /// The tree (nil: not one the reader takes, or not needed) and the words' table (nil:
    /// walked instead), made on the first answer and then read without a lock, so a diff's
    /// workers do not queue on it for every answer.
    private let built = BuiltOnce<(tree: Tree?, table: WordTable?)>()
    /// The words as the asset cache stored them, until the first answer reads them (only
    /// `make` touches it, under `built`'s lock).
    private var stored: CacheReader?

    init(_ trie: ArraySlice<UInt8>, stored: CacheReader? = nil) {
      self.trie = Array(trie)
      self.stored = stored
    }

    /// Whether `word` is one of the trie's words; nil when the trie is not one this reader
    /// takes (an empty branch: Oniguruma decides).
    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool? {
      let (tree, table) = built.get(make: make)
      if let table { return table.contains(word) }
      guard let tree else { return nil }
      return tree.root.contains { matches($0, 0, word, 0, nil, in: tree) }
    }

    /// The tree and table the first answer makes. Stored words that do not read back as a
    /// list of words are worked out again.
    private func make() -> (tree: Tree?, table: WordTable?) {
      defer { stored = nil }
      if var reader = stored, let list = try? Self.decode(from: &reader) {
        return (nil, WordTable(words: list))
      }
      if let list = spelledOut() { return (nil, WordTable(words: list)) }
      // Too many words, or not a trie the reader takes (then there is no tree either).
      return (read(), nil)
    }

    /// Every word, as the first answer lists them; nil when it walks the tree instead.
    func spelledOut() -> ByteStrings? {
      Speller(trie)?.words(limit: Self.expansionLimit)
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
      -> ByteStrings
    {
      let count = try reader.count(minimumItemBytes: 2)
      guard count > 0, count <= expansionLimit else { throw CacheReader.Malformed() }
      var list = ByteStrings()
      list.reserveCapacity(strings: count, bytes: 0)
      for _ in 0..<count {
        let word = try reader.rawSlice()
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
  enum Piece {
    case word(Range<Int>)
    case group(Int, optional: Bool)
  }

  /// The top alternatives and every group's alternatives.
  struct Tree {
    let root: [[Piece]]
    let groups: [[[Piece]]]
  }

  final class Continuation {
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
  struct Reader {
    let bytes: [UInt8]
    var index: Int
    /// The alternatives of each `(?:…)` group read so far.
    var groups: [[[Piece]]] = []

    /// Reads `text` (ASCII) when it comes next.
    mutating func take(_ text: StaticString) -> Bool {
      guard PatternSyntax.hasPrefix(bytes, at: index, text) else { return false }
      index += text.utf8CodeUnitCount
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
