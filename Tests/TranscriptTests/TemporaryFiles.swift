import Foundation
import Transcript

extension FileManager {
  /// Writes `text` to a new file in the temporary folder and returns its path.
  static func temporaryFile(_ text: String, suffix: String = ".txt") -> String {
    let path = NSTemporaryDirectory() + "intent-render-test-\(UUID().uuidString)\(suffix)"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }
}
