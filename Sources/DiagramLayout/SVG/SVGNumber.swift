/// The one number formatter of every SVG this library writes: at most two decimals, no
/// trailing zeros, never `-0`, so output is byte-identical on every machine.
public enum SVGNumber {
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let magnitude = abs(hundredths)
    var text = hundredths < 0 ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }

  /// Appends the formatted `value` to `text`.
  public static func append(_ value: Double, to text: inout String) {
    text += format(value)
  }
}
