import Testing

@testable import DiagramLayout

@Suite struct SVGNumberTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (1.0, "1"), (1.5, "1.5"), (1.25, "1.25"),
    (1.006, "1.01"), (-2.5, "-2.5"), (0.07, "0.07"), (123456.789, "123456.79"),
    (Double.nan, "0"), (-10.1, "-10.1"),
  ])
  func formats(value: Double, expected: String) {
    #expect(SVGNumber.format(value) == expected)
  }
}
