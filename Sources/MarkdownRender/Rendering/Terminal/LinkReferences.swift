/// Numbers link destinations for terminals without hyperlinks: each distinct absolute URL gets
/// one number for the whole document, and its `[n]: URL` line is written once, after the
/// top-level block that first cites it; later citations reuse the number.
struct LinkReferences {
  /// Distinct URLs remembered at most; past this a new URL still gets a number (and a line)
  /// but is not remembered, so a hostile note of millions of links cannot grow the table.
  static let maximumRemembered = 1 << 16

  private var numbers: [String: Int] = [:]
  private var next = 1
  /// `(number, url)` first cited since the last `takePending()`, in citation order.
  private var pending: [(Int, String)] = []

  /// The number of `url`, assigned on first use.
  mutating func cite(_ url: String) -> Int {
    if let known = numbers[url] { return known }
    let number = next
    next += 1
    if numbers.count < Self.maximumRemembered { numbers[url] = number }
    pending.append((number, url))
    return number
  }

  /// The references first cited since the last call, and forgets them (their numbers stay).
  mutating func takePending() -> [(number: Int, url: String)] {
    defer { pending.removeAll() }
    return pending.map { (number: $0.0, url: $0.1) }
  }
}
