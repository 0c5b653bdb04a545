import Foundation

/// `../shared` beside the repository (conformance data), or `nil` in a fresh clone without
/// it: tests that need it say so to the runner with `.enabled(if:)`.
enum SharedFolder {
  static func url(_ relative: String) -> URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("../shared/\(relative)").standardized
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
