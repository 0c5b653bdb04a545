import Foundation

/// `../shared` beside the repository (conformance data), or `nil` with a printed notice.
enum SharedFolder {
  static func url(_ relative: String) -> URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("../shared/\(relative)").standardized
    guard FileManager.default.fileExists(atPath: url.path) else {
      print("notice: SKIPPED: ../shared/\(relative) not found (fresh clone without shared data)")
      return nil
    }
    return url
  }
}
