import Foundation
import FuzzTargets
import TestSupport
import Testing

/// Replays every saved fuzz input (`Fixtures/Fuzz/<target>/`, seeds and past findings) through
/// the same entry point the fuzzer calls, so a fresh clone's `swift test` covers them without
/// the sanitizers. A crash fails the whole run; a hang shows as a slow test.
///
/// Inputs under `pending/` crash in a module whose fix has not landed: they are skipped, each
/// named in a notice, until they are moved up a folder with the fix.
@Suite struct FuzzRegressionTests {
  static let root = Fixtures.directory("Fuzz")

  /// The saved inputs of `target`: every regular file below its folder except `pending/`.
  static func inputs(of target: FuzzTarget, pending: Bool = false) -> [URL] {
    let folder = root.appendingPathComponent(target.rawValue)
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      let relative = url.path.dropFirst(folder.path.count + 1)
      let isPending = relative.hasPrefix("pending/")
      guard isPending == pending, url.lastPathComponent != "README.md",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      found.append(url)
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The targets that can run on this machine (the highlight target needs Linguist's grammars).
  static let runnable = FuzzTarget.allCases.filter { $0.skipReason == nil }

  /// Says to the runner when a target cannot run here, instead of passing without running it.
  @Test(
    .enabled(
      if: runnable.count == FuzzTarget.allCases.count,
      "a fuzz target cannot run here (Linguist grammars not installed)"))
  func everyTargetRunsHere() {
    #expect(Self.runnable.map(\.rawValue) == FuzzTarget.allCases.map(\.rawValue))
  }

  @Test(arguments: runnable)
  func replaysSavedInputs(_ target: FuzzTarget) throws {
    for url in Self.inputs(of: target, pending: true) {
      print(
        "fuzz regression \(target.rawValue): SKIPPED pending \(url.lastPathComponent) (fix not landed)"
      )
    }
    for url in Self.inputs(of: target) {
      let bytes = [UInt8](try Data(contentsOf: url))
      let start = Date()
      target.run(bytes)
      let seconds = Date().timeIntervalSince(start)
      #expect(seconds < 10, "\(target.rawValue)/\(url.lastPathComponent) took \(seconds) s")
    }
  }
}
