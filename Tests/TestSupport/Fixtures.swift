import Foundation

/// Paths of the repository's fixtures and of the shared conformance data beside it.
public enum Fixtures {
  /// The repository root, found from this file's path.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/<module>`.
  public static func directory(_ module: String) -> URL {
    root.appendingPathComponent("Fixtures").appendingPathComponent(module)
  }

  /// `../shared` (or `INTENT_RENDER_SHARED`), or `nil` when absent (a fresh clone).
  public static var shared: URL? {
    let path =
      ProcessInfo.processInfo.environment["INTENT_RENDER_SHARED"]
      ?? root.deletingLastPathComponent().appendingPathComponent("shared").path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// Whether golden files are being re-recorded (`INTENT_RENDER_RECORD=1`).
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["INTENT_RENDER_RECORD"] == "1"
  }

  /// Compares `actual` with the golden file at `url`. When recording, writes it and returns a
  /// failure message anyway, so a recording run never passes by accident.
  public static func checkGolden(_ actual: String, at url: URL) -> String? {
    if recording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return "re-recorded \(url.lastPathComponent) (INTENT_RENDER_RECORD=1 always fails)"
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return "missing golden \(url.lastPathComponent): run with INTENT_RENDER_RECORD=1"
    }
    if expected == actual { return nil }
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < b.count ? String(b[index]) : "<end>"
      if left != right {
        return
          "\(url.lastPathComponent) differs at line \(index + 1):\n  expected: \(left)\n  actual:   \(right)"
      }
    }
    return "\(url.lastPathComponent) differs"
  }
}
