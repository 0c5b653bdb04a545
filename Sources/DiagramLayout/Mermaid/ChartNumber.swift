/// Numbers as the chart grammars write them: an optional sign, digits, an optional fraction
/// (`42.96`, `-3`, `.5`). Exponents, `inf`, `nan` and hex are refused, so every value is finite
/// and printed back the way it was written.
enum ChartNumber {
  /// The most significant characters a number may have; more would only lose precision.
  static let maximumLength = 40

  static func parse(_ text: some StringProtocol) -> Double? {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty, scalars.count <= maximumLength else { return nil }
    var index = 0
    if scalars[0] == "-" || scalars[0] == "+" { index = 1 }
    var digits = 0
    var point = false
    while index < scalars.count {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar) {
        digits += 1
      } else if scalar == ".", !point {
        point = true
      } else {
        return nil
      }
      index += 1
    }
    guard digits > 0, let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }

  /// `value` as text: integers without a fraction, others with at most 6 significant decimals
  /// trimmed of zeros (exact decimal arithmetic on the rounded value, no locale).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let scaled = (value * 1_000_000).rounded()
    guard abs(scaled) < 9e15 else { return String(value) }
    let micro = Int(scaled)
    let sign = micro < 0 ? "-" : ""
    var fraction = String(abs(micro) % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(sign)\(abs(micro) / 1_000_000)" + (fraction.isEmpty ? "" : ".\(fraction)")
  }
}
