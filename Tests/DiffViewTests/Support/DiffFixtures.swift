import DiffView
import Foundation
import RenderSupport

/// Every diff fixture (`Fixtures/DiffView/*.diff` and the real-git ones under `git/`) and
/// in-process renderings of them, byte for byte.
enum DiffFixtures {
  /// Paths relative to `Fixtures/DiffView`, sorted.
  static let all: [String] = {
    let manager = FileManager.default
    var names: [String] = []
    for folder in ["", "git/"] {
      let url = Golden.directory.appendingPathComponent(folder)
      let entries = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
      names += entries.filter { $0.hasSuffix(".diff") }.map { folder + $0 }
    }
    return names.sorted()
  }()

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: Golden.directory.appendingPathComponent(name))
  }

  /// The diff's events and warnings.
  static func parse(_ name: String) throws -> (events: [DiffEvent], diagnostics: [Diagnostic]) {
    let parser = DiffParser(reader: LineReader(bytes: try data(name)))
    var events: [DiffEvent] = []
    while let event = parser.next() { events.append(event) }
    return (events, parser.takeDiagnostics())
  }

  /// The files of the diff.
  static func files(_ name: String) throws -> [DiffFile] {
    try parse(name).events.compactMap {
      if case .file(let file) = $0 { return file }
      return nil
    }
  }

  /// The commits of the diff.
  static func commits(_ name: String) throws -> [DiffCommit] {
    try parse(name).events.compactMap {
      if case .commit(let commit) = $0 { return commit }
      return nil
    }
  }

  /// The diff rendered by `make`, with plain colouring, and the warnings.
  static func render(_ name: String, _ make: (DiffOutput) -> any DiffRenderer) throws -> (
    Data, [Diagnostic]
  ) {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    let pipeline = DiffPipeline(
      colorizer: FileColorizer(
        coloring: PlainColoring(
          foreground: DiffTheme.dark.foreground, background: DiffTheme.dark.background)))
    var diagnostics: [Diagnostic] = []
    pipeline.run(
      parser: DiffParser(reader: LineReader(bytes: try data(name))), renderer: make(output)
    ) { diagnostics.append($0) }
    return (Data(bytes), diagnostics)
  }

  /// The diff as JSON.
  static func json(_ name: String) throws -> Data {
    try render(name) {
      JSONDiffRenderer(output: $0, coloring: PlainColoring(foreground: .black, background: .white))
    }.0
  }

  /// `bytes` without SGR sequences (`ESC [ params m`).
  static func withoutSGR(_ bytes: Data) -> Data {
    let input = [UInt8](bytes)
    var kept: [UInt8] = []
    var i = 0
    while i < input.count {
      if input[i] == 0x1B, i + 1 < input.count, input[i + 1] == 0x5B {
        var j = i + 2
        while j < input.count, (0x30...0x3B).contains(input[j]) { j += 1 }
        if j < input.count, input[j] == 0x6D {
          i = j + 1
          continue
        }
      }
      kept.append(input[i])
      i += 1
    }
    return Data(kept)
  }
}
