/// Numbers link destinations for terminals without hyperlinks: each distinct URL gets one
/// number for the whole document, and the numbers cited since the last flush are listed after
/// the block that cited them.
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
    }
    return pending.map { (number: $0.0, url: $0.1) }
  }
}
