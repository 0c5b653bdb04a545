import Foundation
import Highlight

/// The changes column of `--style changes`: how a file in a git work tree differs from HEAD,
/// line by line, as bat marks it. One `git diff -U0` per file (a few milliseconds); a file
/// outside a work tree, an untracked one, or no git at all gives no marks.
enum GitLineChanges {
  /// The marks of `path`, or `nil` when git cannot say.
  static func of(path: String, environment: [String: String]) -> [Int: LineChange]? {
    let url = URL(fileURLWithPath: path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "git", "-C", url.deletingLastPathComponent().path, "diff", "--no-color", "--no-ext-diff",
      "-U0", "HEAD", "--", url.lastPathComponent,
    ]
    var gitEnvironment = environment
    // The user's diff settings must not change the hunk format read here.
    gitEnvironment["GIT_CONFIG_NOSYSTEM"] = "1"
    gitEnvironment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    process.environment = gitEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return marks(fromDiff: String(decoding: data, as: UTF8.self))
  }

  /// The marks the `@@ -a,b +c,d @@` headers of a zero-context diff give.
  static func marks(fromDiff diff: String) -> [Int: LineChange] {
    var marks: [Int: LineChange] = [:]
    for line in diff.split(separator: "\n") where line.hasPrefix("@@ ") {
      let fields = line.split(separator: " ")
      guard fields.count >= 3, let old = range(fields[1], sign: "-"),
        let new = range(fields[2], sign: "+")
      else { continue }
      if old.count == 0 {
        for number in new.start..<(new.start + new.count) { marks[number] = .added }
      } else if new.count == 0 {
        // A deletion's header names the line before it, which bat marks; lines removed at
        // the top mark the first line.
        if new.start == 0 {
          marks[1] = .removedAbove
        } else {
          marks[new.start] = .removedBelow
        }
      } else {
        for number in new.start..<(new.start + new.count) { marks[number] = .modified }
      }
    }
    return marks
  }

  /// `-a,b` or `+c` as a start and a count (a missing count is 1).
  private static func range(_ field: Substring, sign: Character) -> (start: Int, count: Int)? {
    guard field.first == sign else { return nil }
    let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
    guard let start = Int(parts[0]) else { return nil }
    if parts.count == 1 { return (start, 1) }
    guard let count = Int(parts[1]) else { return nil }
    return (start, count)
  }
}
