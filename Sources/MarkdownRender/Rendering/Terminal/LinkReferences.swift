/// Numbers link destinations for terminals without hyperlinks: each distinct URL cited in a
/// top-level block gets one number, and the list is written after that block. Numbering starts
/// again with the next block, so numbers stay short and memory does not grow with the note.
struct LinkReferences {
  private var numbers: [String: Int] = [:]
  /// `(number, url)` cited since the last `takePending()`, in first-citation order.
  private var pending: [(Int, String)] = []
  private var pendingNumbers: Set<Int> = []

  /// The number of `url`, assigned on first use.
  mutating func cite(_ url: String) -> Int {
    let number: Int
    if let known = numbers[url] {
      number = known
    } else {
      number = numbers.count + 1
      numbers[url] = number
    }
    if pendingNumbers.insert(number).inserted { pending.append((number, url)) }
    return number
  }

  /// The references cited since the last call, and forgets them.
  mutating func takePending() -> [(number: Int, url: String)] {
    defer {
      pending.removeAll()
      pendingNumbers.removeAll()
      numbers.removeAll(keepingCapacity: true)
    }
    return pending.map { (number: $0.0, url: $0.1) }
  }
}
