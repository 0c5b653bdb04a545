extension WordTrie {
  /// Spells out a trie's words straight from its text, in the order a walk of its tree
  /// (`Reader`) lists them. Reading the tree first built an array per branch and per group,
  /// thousands of them for each of the C grammars' function lists, only to walk it once when
  /// the grammar is first cached: here one pass checks the text as `Reader` does and notes
  /// where each group and each alternative ends, and the words are spelled from the text.
  struct Speller {
    private let bytes: [UInt8]
    /// Where things end, by position: at a group's `(`, the index of its `)`; at the `?` of
    /// its `(?:`, where its first alternative ends (at `|` or `)`); at each `|`, where the
    /// alternative after it ends; at `bytes.count`, where the top's first alternative ends.
    private var ends: [Int32]

    /// nil when `Reader` would not read the trie.
    init?(_ trie: [UInt8]) {
      bytes = trie
      ends = Array(repeating: 0, count: trie.count + 1)
      var index = 0
      guard alternation(&index, depth: 0, slot: trie.count), index == trie.count else {
        return nil
      }
    }

    /// `Reader.alternation`, noting where each alternative ends: the first at `slot`, each
    /// later one at the `|` before it.
    private mutating func alternation(_ index: inout Int, depth: Int, slot: Int) -> Bool {
      guard depth < 16 else { return false }
      var slot = slot
      while true {
        guard branch(&index, depth: depth) else { return false }
        ends[slot] = Int32(index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "|") else { return true }
        slot = index
        index += 1
      }
    }

    /// `Reader.branch`, noting where each group ends.
    private mutating func branch(_ index: inout Int, depth: Int) -> Bool {
      let start = index
      while index < bytes.count && bytes[index] != UInt8(ascii: "|")
        && bytes[index] != UInt8(ascii: ")")
      {
        if PatternSyntax.hasPrefix(bytes, at: index, "(?:") {
          let open = index
          index += 3
          guard alternation(&index, depth: depth + 1, slot: open + 1), index < bytes.count,
            bytes[index] == UInt8(ascii: ")")
          else { return false }
          ends[open] = Int32(index)
          index += 1
          if index < bytes.count && bytes[index] == UInt8(ascii: "?") { index += 1 }
        } else {
          let run = index
          while index < bytes.count && PatternSyntax.isASCIIWord(bytes[index]) { index += 1 }
          guard index > run else { return false }
          // A quantifier applies to the last character alone: not a plain word.
          if index < bytes.count && Self.isQuantifier(bytes[index]) { return false }
        }
      }
      return index > start
    }

    private static func isQuantifier(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"): true
      default: false
      }
    }

    /// Every word, or nil past `limit` of them. What follows a group is kept on a stack of
    /// positions in the text (one per open group), and each word is spelled in one buffer
    /// (no longer than the text): both fixed in size, so spelling never grows an array.
    func words(limit: Int) -> ByteStrings? {
      bytes.withUnsafeBufferPointer { bytes in
        ends.withUnsafeBufferPointer { ends in Self.words(bytes, ends, limit: limit) }
      }
    }

    private static func words(
      _ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int32>, limit: Int
    ) -> ByteStrings? {
      var words = ByteStrings()
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
      defer { buffer.deallocate() }
      var length = 0
      // `alternation` takes groups nested fewer than 16 deep.
      var rest = [Int](repeating: 0, count: 16)
      var open = 0
      /// Spells the sequence from `start`, then what `rest` continues with.
      func spell(_ start: Int) -> Bool {
        var at = start
        while at < bytes.count && PatternSyntax.isASCIIWord(bytes[at]) { at += 1 }
        let added = at - start
        if added > 0 { (buffer + length).update(from: bytes.baseAddress! + start, count: added) }
        length += added
        defer { length -= added }
        if at < bytes.count && bytes[at] == UInt8(ascii: "(") {
          let close = Int(ends[at])
          let optional = close + 1 < bytes.count && bytes[close + 1] == UInt8(ascii: "?")
          let after = optional ? close + 2 : close + 1
          rest[open] = after
          open += 1
          var spelled = true
          var alternative = at + 3
          var end = Int(ends[at + 1])
          while true {
            guard spell(alternative) else {
              spelled = false
              break
            }
            if bytes[end] == UInt8(ascii: ")") { break }
            alternative = end + 1
            end = Int(ends[end])
          }
          open -= 1
          return spelled && (!optional || spell(after))
        }
        // The sequence ends here (at `|`, `)` or the end of the trie).
        guard open > 0 else {
          words.append(UnsafeBufferPointer(start: buffer, count: length))
          return words.count <= limit
        }
        open -= 1
        let next = rest[open]
        // What follows may open groups of its own in this slot: it is put back after.
        defer {
          rest[open] = next
          open += 1
        }
        return spell(next)
      }
      var alternative = 0
      var end = Int(ends[bytes.count])
      while true {
        guard spell(alternative) else { return nil }
        if end >= bytes.count { return words }
        alternative = end + 1
        end = Int(ends[end])
      }
    }
  }
}
