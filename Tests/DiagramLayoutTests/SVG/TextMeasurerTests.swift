import Foundation
import Testing

@testable import DiagramLayout

@Suite struct TextMeasurerTests {
  static let samples = [
    "Start", "This is the text in the box", "Is it?", "A double quote:\"", "This ❤ Unicode",
    "Ünïcödé façade — «quotes»", "Привет, мир", "αβγδ ε → ∑", "WWW iii 0123456789",
    "Hard edge", "[]{}()<>/\\|", "Box ┌─┐ ■ ☐",
  ]

  static let fontDirectory = "/usr/share/fonts/truetype/dejavu"

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "\(fontDirectory)/DejaVuSans-Bold.ttf"),
      "the DejaVu fonts are not installed"))
  func widthsMatchTheFontFile() throws {
    for (file, bold) in [("DejaVuSans.ttf", false), ("DejaVuSans-Bold.ttf", true)] {
      let font = try #require(TrueTypeAdvances(path: "\(Self.fontDirectory)/\(file)"))
      let measurer = TextMeasurer(fontSize: 14)
      for sample in Self.samples {
        let truth = try #require(font.width(sample, fontSize: 14), "\(sample)")
        let ours = measurer.width(sample, bold: bold)
        #expect(abs(ours - truth) <= truth * 0.03, "\(file) '\(sample)': \(ours) vs \(truth)")
      }
    }
  }

  @Test func fallbackWidthsArePositive() {
    let measurer = TextMeasurer(fontSize: 10)
    #expect(measurer.width("漢字") == 20)
    #expect(measurer.width("e\u{301}") == measurer.width("e"))
    #expect(measurer.width("") == 0)
    #expect(measurer.width("A", bold: true) > measurer.width("A"))
  }
}
