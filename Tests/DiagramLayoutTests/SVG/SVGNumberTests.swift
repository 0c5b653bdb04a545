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
}
