import Testing

@testable import DiagramLayout

@Suite struct SVGNumberTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (1.0, "1"), (1.5, "1.5"), (1.25, "1.25"),
    (1.006, "1.01"), (-2.5, "-2.5"), (0.07, "0.07"), (123456.789, "123456.79"),
    (Double.nan, "0"), (-10.1, "-10.1"), (Double.infinity, "0"), (1e17, "0"), (-0.5, "-0.5"),
    (100.0, "100"), (0.1, "0.1"), (-99_999_999.99, "-99999999.99"), (1e15, "1000000000000000"),
  ])
  func formats(value: Double, expected: String) {
    #expect(SVGNumber.format(value) == expected)
  }

  /// Appending writes what `format` returns, after the bytes already there.
  @Test(arguments: [
    0.0, -0.004, 1, 1.5, 1.25, 1.006, -2.5, 0.07, 123456.789, .nan, -10.1, 1e17, -0.5, 100, 0.1,
    -99_999_999.99, 1e15, 9, 10, 99.99, -1000.05, 999_999_999.99, 1e9, -1e12, 123_456_789_012.5,
  ])
  func appendsWhatItFormats(value: Double) {
    var bytes = Array("M".utf8)
    SVGNumber.append(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "M" + SVGNumber.format(value))
  }

  /// The inline rounding of `hundredths` is the library's `rounded()`, half away from zero,
  /// on ties, on values just below a tie, on values too large to have a fraction and on a
  /// spread of fixed pseudo-random values.
  @Test func roundsAsTheLibraryDoes() {
    var values: [Double] = [
      0.005, -0.005, 0.015, -0.025, 2.675, 0.0049999999999999999, 0.004999999999999999,
      0.49999999999999994 / 100, 45_035_996_273_704.95, -45_035_996_273_704.97, 8.9e16,
      -8.9e16, 1e-320, 12.345, -12.345, 7.125, -7.135,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<10_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      values.append((unit - 0.5) * 2e6)
      values.append(Double(Int(unit * 2e6) - 1_000_000) / 200)
    }
    for value in values {
      let expected = Int((value * 100).rounded())
      #expect(SVGNumber.hundredths(value) == (expected == 0 ? nil : expected), "\(value)")
    }
  }
}
