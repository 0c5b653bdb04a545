/// A fixed set of words (bytes), found by hash with open addressing: `WordTrie` looks up the
/// run of word characters at a candidate in it. Exact: a hash only picks the slots to try,
/// the bytes decide. Immutable once made, so threads share it.
struct WordTable: Sendable {
  /// The words one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`.
  private let bytes: [UInt8]
  private let starts: [Int]
  private let hashes: [Int]
  /// Word index + 1 per slot, 0 for an empty slot; the count is a power of two.
  private let slots: [Int32]

  /// The table of `words`; `numbered`, when given, is told each word's number in turn (a
  /// word given again gets its first occurrence's).
  init<Words: Collection>(words: Words, numbered: ((Int) -> Void)? = nil)
  where Words.Element: Collection<UInt8> {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    var hashes: [Int] = []
    var capacity = 16
    while capacity < words.count * 2 { capacity *= 2 }
    var slots = [Int32](repeating: 0, count: capacity)
    let mask = capacity - 1
    for word in words {
      let hash = NodeHash.of(bytes: word)
      var slot = hash & mask
      var known = false
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if hashes[index] == hash && bytes[starts[index]..<starts[index + 1]].elementsEqual(word) {
          known = true
          numbered?(index)
          break
        }
        slot = (slot + 1) & mask
      }
      if known { continue }
      numbered?(hashes.count)
      slots[slot] = Int32(hashes.count + 1)
      hashes.append(hash)
      bytes.append(contentsOf: word)
      starts.append(bytes.count)
    }
    self.bytes = bytes
    self.starts = starts
    self.hashes = hashes
    self.slots = slots
  }

  /// Whether `word` is one of the words.
  func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    index(of: word) != nil
  }

  /// The word's number: the place of its first occurrence among the different words given.
  func index(of word: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = NodeHash.of(bytes: word)
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if hashes[index] == hash {
        let start = starts[index]
        if starts[index + 1] - start == word.count
          && bytes.withUnsafeBufferPointer({ stored in
            word.elementsEqual(UnsafeBufferPointer(rebasing: stored[start..<(start + word.count)]))
          })
        {
          return index
        }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
