/// A message's autonumber: Mermaid counts in steps that may be decimal (`autonumber 10.1 .01`,
/// Mermaid 11.15) with at most two places, so the count is kept in hundredths and never
/// drifts the way adding binary fractions would.
package struct SequenceNumber: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The value times 100.
  package var hundredths: Int

  package init(hundredths: Int) {
    self.hundredths = hundredths
  }

  /// The whole number `value`.
  package init(integerLiteral value: Int) {
    hundredths = value * 100
  }

  /// `10`, `10.1`, `10.11`: no trailing zeros, as Mermaid rounds the sum and prints it.
  package var description: String {
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `12`, `10.1`, `.01`, `-3.5`; nil for anything else, more than two places included.
  package init?(parsing text: Substring) {
    var rest = text
    let negative = rest.first == "-"
    if negative { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let wholeText = parts.first,
      wholeText.allSatisfy({ $0.isASCII && $0.isNumber }), wholeText.count <= 9
    else { return nil }
    let fractionText = parts.count > 1 ? parts[1] : ""
    guard fractionText.count <= 2, fractionText.allSatisfy({ $0.isASCII && $0.isNumber }),
      !(wholeText.isEmpty && fractionText.isEmpty), parts.count == 1 || !fractionText.isEmpty
    else { return nil }
    let whole = Int(wholeText) ?? 0
    var fraction = Int(fractionText) ?? 0
    if fractionText.count == 1 { fraction *= 10 }
    hundredths = (whole * 100 + fraction) * (negative ? -1 : 1)
  }
}
