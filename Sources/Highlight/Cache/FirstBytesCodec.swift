/// A pattern's `FirstBytes` in the asset cache, so a warm run reads the first-byte analysis
/// of a pattern instead of parsing the pattern again (parsing a keyword list took longer
/// than compiling it). The layout is this binary's own, and the reader checks every count and
/// tag: what does not decode throws, and the pattern is then analysed as with no cache.
enum FirstBytesCodec {
  /// Writes the analysis; nil (the pattern has no first bytes) is a single flag.
  static func encode(_ firstBytes: FirstBytes?, into writer: inout CacheWriter) {
    writer.bool(firstBytes != nil)
    guard let firstBytes else { return }
    byteSet(firstBytes.first, into: &writer)
    writer.bool(firstBytes.previous != nil)
    if let previous = firstBytes.previous { byteSet(previous, into: &writer) }
    byteSet(firstBytes.wordStartBytes, into: &writer)
    writer.bool(firstBytes.triesEachCandidate)
    writer.bool(firstBytes.backsUpOverSpace)
    writer.bool(firstBytes.isWholeMatch)
    writer.bool(firstBytes.keywords != nil)
    if let keywords = firstBytes.keywords {
      // Sorted, so the same pattern always gives the same bytes.
      let hashes = keywords.hashes.sorted()
      writer.count(hashes.count)
      for hash in hashes { writer.int(hash) }
    }
    writer.bool(firstBytes.wordTrie != nil)
    if let trie = firstBytes.wordTrie {
      writer.raw(trie.trie)
      // The words spelled out, so a warm run need not (empty: not listed).
      writer.raw(trie.encodedWords() ?? [])
      writer.bool(trie.leadIsWordBoundary)
      writer.count(trie.tail.count)
      for item in trie.tail {
        switch item {
        case .wordBoundary:
          writer.uint(0)
        case .spacesThen(let set):
          writer.uint(1)
          byteSet(set, into: &writer)
        }
      }
    }
    writer.bool(firstBytes.symbolList != nil)
    firstBytes.symbolList?.encode(into: &writer)
  }

  /// The analysis `encode` wrote (nil: the pattern has none).
  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed) -> FirstBytes? {
    guard try reader.bool() else {
      guard reader.isAtEnd else { throw CacheReader.Malformed() }
      return nil
    }
    let first = try byteSet(from: &reader)
    let previous = try reader.bool() ? try byteSet(from: &reader) : nil
    let wordStartBytes = try byteSet(from: &reader)
    let triesEachCandidate = try reader.bool()
    let backsUpOverSpace = try reader.bool()
    let isWholeMatch = try reader.bool()
    var keywords: KeywordList?
    if try reader.bool() {
      let count = try reader.count()
      var hashes = Set<Int>(minimumCapacity: count)
      var previous = Int.min
      for index in 0..<count {
        // Written sorted: anything else was not written by this code.
        let hash = try reader.int()
        guard index == 0 || hash > previous else { throw CacheReader.Malformed() }
        previous = hash
        hashes.insert(hash)
      }
      keywords = KeywordList(hashes: hashes)
    }
    var wordTrie: WordTrie?
    if try reader.bool() {
      let trie = try reader.raw()
      // Checked when first read: words that do not read back are worked out from `trie`.
      let words = try reader.rawReader()
      let leadIsWordBoundary = try reader.bool()
      let count = try reader.count()
      var tail: [WordTrie.TailItem] = []
      for _ in 0..<count {
        switch try reader.uint() {
        case 0: tail.append(.wordBoundary)
        case 1: tail.append(.spacesThen(try byteSet(from: &reader)))
        default: throw CacheReader.Malformed()
        }
      }
      wordTrie = WordTrie(
        trie: trie, tail: tail, leadIsWordBoundary: leadIsWordBoundary,
        storedWords: words.isAtEnd ? nil : words)
    }
    let symbolList = try reader.bool() ? try SymbolList.decode(from: &reader) : nil
    guard reader.isAtEnd else { throw CacheReader.Malformed() }
    return FirstBytes(
      first: first, previous: previous, wordStartBytes: wordStartBytes,
      triesEachCandidate: triesEachCandidate, backsUpOverSpace: backsUpOverSpace,
      keywords: keywords, isWholeMatch: isWholeMatch, wordTrie: wordTrie,
      symbolList: symbolList)
  }

  private static func byteSet(_ set: ByteSet, into writer: inout CacheWriter) {
    writer.uint(set.words.0)
    writer.uint(set.words.1)
    writer.uint(set.words.2)
    writer.uint(set.words.3)
  }

  private static func byteSet(from reader: inout CacheReader) throws(CacheReader.Malformed)
    -> ByteSet
  {
    ByteSet(words: (try reader.uint(), try reader.uint(), try reader.uint(), try reader.uint()))
  }
}
