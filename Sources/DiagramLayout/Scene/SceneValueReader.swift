import Foundation
import RenderSupport

/// Reads the attribute values the renderers hand `SVGWriter` into typed values: numbers in
/// the shared format (`SVGNumber`), colours (`#hex`, `rgb(…)`, CSS names: those `StyleParser`
/// lets through), path data, `translate`/`rotate`/`matrix` transforms, dash lists and
/// `name:value` style lists. These are the formats this library writes; anything else is
/// reported by the caller as a warning, never dropped silently.
enum SceneValueReader {
  /// A length or number (`12`, `-3.5`, `4px`, `.5`).
  static func number(_ text: String) -> Double? {
    var body = Substring(text.trimmed)
    if body.hasSuffix("px") { body = body.dropLast(2) }
    guard !body.isEmpty, body.count < 40 else { return nil }
    if let value = Double(body), value.isFinite { return value }
    if body.hasPrefix(".") || body.hasPrefix("-.") {
      let fixed = body.hasPrefix("-") ? "-0" + body.dropFirst() : "0" + body
      return Double(fixed).flatMap { $0.isFinite ? $0 : nil }
    }
    return nil
  }

  /// An opacity, `0.5` or `50%`, clamped to 0…1.
  static func opacity(_ text: String) -> Double? {
    let body = text.trimmed
    if body.hasSuffix("%") { return number(String(body.dropLast())).map { clamp($0 / 100) } }
    return number(body).map(clamp)
  }

  static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

  /// A paint: nil inside for `none` (or `transparent`); the colour and its alpha otherwise.
  enum Paint: Equatable {
    case none
    case color(SceneColor, alpha: Double)
  }

  /// A colour value; nil when it is not one.
  static func paint(_ text: String) -> Paint? {
    let value = text.trimmed.lowercased()
    if value == "none" || value == "transparent" { return Paint.none }
    if value.hasPrefix("#") {
      let digits = value.dropFirst()
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
        return nil
      }
      let full = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
      guard let packed = UInt64(full, radix: 16) else { return nil }
      let hasAlpha = full.count == 8
      let rgb = hasAlpha ? packed >> 8 : packed
      let alpha = hasAlpha ? Double(packed & 0xFF) / 255 : 1
      return .color(
        SceneColor(
          red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
          blue: UInt8(rgb & 0xFF)), alpha: alpha)
    }
    if value.hasPrefix("rgb"), value.hasSuffix(")"), let open = value.firstIndex(of: "(") {
      let inner = value[value.index(after: open)..<value.index(before: value.endIndex)]
      let parts = inner.split(separator: ",").map { String($0).trimmed }
      guard parts.count == 3 || parts.count == 4 else { return nil }
      var channels: [UInt8] = []
      for part in parts.prefix(3) {
        let scaled =
          part.hasSuffix("%") ? number(String(part.dropLast())).map { $0 * 2.55 } : number(part)
        guard let scaled else { return nil }
        channels.append(UInt8(min(max(scaled, 0), 255).rounded()))
      }
      let alpha = parts.count == 4 ? opacity(parts[3]) : 1
      guard let alpha else { return nil }
      return .color(
        SceneColor(red: channels[0], green: channels[1], blue: channels[2]), alpha: alpha)
    }
    guard let hex = CSSColorNames.hex[value], let color = RGBColor(hex: hex) else { return nil }
    return .color(SceneColor(red: color.red, green: color.green, blue: color.blue), alpha: 1)
  }

  /// A dash list (`6 4`, `3,3`); empty for `none`, nil when not one.
  static func dash(_ text: String) -> [Double]? {
    let body = text.trimmed
    if body == "none" { return [] }
    let parts = body.split(whereSeparator: { $0 == " " || $0 == "," })
    var values: [Double] = []
    for part in parts {
      guard let value = number(String(part)), value >= 0 else { return nil }
      values.append(value)
    }
    // SVG repeats an odd list to make it even; a list of zeros is a solid line.
    if values.count % 2 == 1 { values += values }
    return values.allSatisfy { $0 == 0 } ? [] : values
  }

  /// `name:value;…` declarations (inline `style`), names lower-cased, in order.
  static func declarations(_ text: String) -> [(String, String)] {
    text.split(separator: ";").compactMap { part in
      guard let colon = part.firstIndex(of: ":") else { return nil }
      let name = String(part[..<colon]).trimmed.lowercased()
      var value = String(part[colon...].dropFirst()).trimmed
      if value.lowercased().hasSuffix("!important") {
        value = String(value.dropLast(10)).trimmed
      }
      return name.isEmpty ? nil : (name, value)
    }
  }

  /// A transform list of `translate`, `rotate`, `scale` and `matrix` functions.
  static func transform(_ text: String) -> SceneTransform? {
    var result = SceneTransform.translate(0, 0)
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "(") {
      guard let close = rest[open...].firstIndex(of: ")") else { return nil }
      let name = rest[..<open].trimmingCharacters(in: .whitespaces).lowercased()
      let arguments = rest[rest.index(after: open)..<close]
        .split(whereSeparator: { $0 == " " || $0 == "," }).map { number(String($0)) }
      guard arguments.allSatisfy({ $0 != nil }) else { return nil }
      let values = arguments.compactMap { $0 }
      let step: SceneTransform
      switch (name, values.count) {
      case ("translate", 1): step = .translate(values[0], 0)
      case ("translate", 2): step = .translate(values[0], values[1])
      case ("rotate", 1): step = .rotate(values[0])
      case ("rotate", 3): step = .rotate(values[0], cx: values[1], cy: values[2])
      case ("scale", 1): step = SceneTransform(a: values[0], b: 0, c: 0, d: values[0], e: 0, f: 0)
      case ("scale", 2): step = SceneTransform(a: values[0], b: 0, c: 0, d: values[1], e: 0, f: 0)
      case ("matrix", 6):
        step = SceneTransform(
          a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
      default: return nil
      }
      result = result.concatenating(step)
      rest = rest[rest.index(after: close)...]
    }
    guard rest.allSatisfy({ $0 == " " || $0 == "," }) else { return nil }
    return result
  }
}

extension String {
  /// Without blanks at either end.
  var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
