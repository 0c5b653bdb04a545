import Foundation

/// Locates `../shared` beside the repository (or `INTENT_RENDER_SHARED`); tests that need it
/// are disabled with `.enabled(if:)` when it is absent, as in a fresh clone.
enum SharedData {
  static var root: URL? {
    if let path = ProcessInfo.processInfo.environment["INTENT_RENDER_SHARED"] {
      return URL(fileURLWithPath: path)
    }
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
  }

  /// A folder under `shared`, or nil when it is missing.
  static func folder(_ relative: String) -> URL? {
    guard let root,
      FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    else { return nil }
    return root.appendingPathComponent(relative)
  }
}
