import DiffView
import Foundation
import TestSupport
import Testing

/// Hostile and damaged inputs: every prefix of the fixtures, and seeded line shuffles, must
/// parse and render without crashing, with line numbers that stay consistent.
struct DiffParserRobustnessTests {
  /// A small deterministic generator (splitmix64), so failures reproduce.
  func renderAll(_ text: String) {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    var options = DiffRenderOptions()
    options.layout = .split
    options.width = 60
    let pipeline = DiffPipeline(
      colorizer: FileColorizer(coloring: PlainColoring(foreground: .black, background: .white)))
    pipeline.run(
      parser: DiffParser(text: text), renderer: ANSIDiffRenderer(output: output, options: options)
    ) { _ in }
  }

  @Test func everyPrefixParses() throws {
    let text = try Golden.input("changes.diff") + (try Golden.input("malformed.diff"))
    let bytes = Array(text.utf8)
    for cut in stride(from: 0, through: bytes.count, by: 7) {
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      let (events, _) = DiffParser.parseAll(prefix)
      for case .file(let file) in events {
        for hunk in file.hunks {
          let old = hunk.lines.filter { $0.kind != .added }.count
          let new = hunk.lines.filter { $0.kind != .removed }.count
          #expect(old <= hunk.oldLines && new <= hunk.newLines)
        }
      }
      renderAll(prefix)
    }
  }

  @Test func shuffledLinesNeverCrash() throws {
    let lines = try Golden.input("log.diff").split(
      separator: "\n", omittingEmptySubsequences: false)
    var random = SeededGenerator(seed: 42)
    for _ in 0..<200 {
      var mutated = lines
      for _ in 0..<8 {
        let a = Int(random.next() % UInt64(mutated.count))
        let b = Int(random.next() % UInt64(mutated.count))
        mutated.swapAt(a, b)
      }
      renderAll(mutated.joined(separator: "\n"))
    }
  }
}
