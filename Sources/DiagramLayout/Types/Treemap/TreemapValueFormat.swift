/// The part of d3-format's specifier language Mermaid's `treemap.valueFormat` examples use:
/// an optional `$` (a currency prefix), `,` (thousands grouping), `.N` (precision) and a type
/// (`f` fixed, `%` percent, `d` integer); `$0,0` reads as `$` with grouping, as d3 treats the
/// `0` as zero-fill of width 0. Anything else falls back to the default, `,`.
package struct TreemapValueFormat: Equatable, Sendable {
  package var currency = false
  package var grouping = true
  package var precision: Int?
  package var percent = false

  package init() {}

  /// The format `specifier` describes, or the default when it is not understood.
  package init(_ specifier: String) {
    var rest = Substring(specifier)
    if rest.hasPrefix("$") {
      currency = true
      rest = rest.dropFirst()
    }
    grouping = false
    while let first = rest.first, first == "0" || first == "," {
      if first == "," { grouping = true }
      rest = rest.dropFirst()
    }
    if rest.hasPrefix(".") {
      let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let value = Int(digits), value <= 12 else {
        self = TreemapValueFormat()
        return
      }
      precision = value
      rest = rest.dropFirst(1 + digits.count)
    }
    switch rest {
    case "": break
    case "%": percent = true
    case "f": precision = precision ?? 6
    case "d": precision = 0
    default: self = TreemapValueFormat()
    }
  }

  /// `value` formatted.
  package func format(_ value: Double) -> String {
    var number = percent ? value * 100 : value
    var text: String
    if let precision {
      let scale = pow10(precision)
      number = (number * scale).rounded() / scale
      text = fixed(number, precision)
    } else {
      text = ChartNumber.format(number)
    }
    if grouping { text = grouped(text) }
    return (currency ? "$" : "") + text + (percent ? "%" : "")
  }

  private func pow10(_ n: Int) -> Double {
    (0..<n).reduce(1.0) { result, _ in result * 10 }
  }

  /// `value` with exactly `digits` decimals.
  private func fixed(_ value: Double, _ digits: Int) -> String {
    let scaled = (abs(value) * pow10(digits)).rounded()
    guard scaled < 9e15 else { return ChartNumber.format(value) }
    let whole = Int(scaled)
    let unit = Int(pow10(digits))
    var text = String(whole / unit)
    if digits > 0 {
      let fraction = String(whole % unit)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return (value < 0 && scaled > 0 ? "-" : "") + text
  }

  /// Commas every three digits of the integer part.
  private func grouped(_ text: String) -> String {
    let sign = text.hasPrefix("-") ? "-" : ""
    let body = text.dropFirst(sign.count)
    let integer = body.prefix { $0 != "." }
    let rest = body.dropFirst(integer.count)
    var result = ""
    for (index, digit) in integer.enumerated() {
      if index > 0, (integer.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return sign + result + rest
  }
}
