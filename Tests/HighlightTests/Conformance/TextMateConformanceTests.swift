import Foundation
import Testing

/// vscode-textmate's scope tests from `../shared/conformance/textmate`. Prints
/// `NAME: N passed, N failed` per suite (the conformance stage reads these lines) and fails
/// below the measured floor.
@Suite struct TextMateConformanceTests {
  static let suites: [(name: String, path: String, floor: Int)] = [
    ("first-mate", "first-mate/tests.json", 64),
    ("suite1", "suite1/tests.json", 22),
    ("suite1-while", "suite1/whileTests.json", 9),
  ]

  @Test(
    .enabled(
      if: SharedData.folder("conformance/textmate") != nil,
      "../shared/conformance/textmate is absent"), arguments: suites.map(\.name))
  func suite(_ name: String) throws {
    let folder = try #require(SharedData.folder("conformance/textmate"))
    let entry = Self.suites.first { $0.name == name }!
    let outcome = try TextMateSuite(file: folder.appendingPathComponent(entry.path)).run()
    for failure in outcome.failed {
      print("textmate \(name) FAILED \(failure.name): \(failure.detail)")
    }
    print(
      "textmate \(name): tokens \(outcome.tokensMatched)/\(outcome.tokensTotal) matched")
    print("textmate \(name): \(outcome.passed.count) passed, \(outcome.failed.count) failed")
    #expect(outcome.passed.count >= entry.floor, "below the floor of \(entry.floor)")
  }
}
