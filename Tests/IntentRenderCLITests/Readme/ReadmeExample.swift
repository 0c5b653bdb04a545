import Foundation
import Testing

/// One `$ …` command of README.md's fenced blocks that runs `intent-render`, with the output
/// shown under it.
///
/// The rules the README's examples follow, which the extraction reads:
/// - A command starts with `$ ` inside a fence; a line ending in ` \` continues on the next.
/// - The lines after it, up to the next `$ ` line or the end of the fence, are its output
///   (standard output and standard error together, as a terminal shows them). None shown:
///   the command must succeed with nothing on standard error (its output is not shown), and
///   a file it writes with `-o FILE` must exist.
/// - A shown line that is exactly `…` stands for any number of lines (an elision).
/// - A shown last line `intent-render: …` (not a warning) is an error: the exit status is 1.
/// - For `serve` and `mcp`, shown lines holding a JSON-RPC `"method"` are what is typed (the
///   standard input), the others the answers.
/// - A file a command names that is not in the repository (`chat.json`) is the content of the
///   nearest fenced block before the command whose info string is the file's extension.
struct ReadmeExample: Sendable, CustomTestStringConvertible {
  /// The command line as the README shows it (continuations joined).
  let command: String
  /// The README line the command is on (1-based).
  let line: Int
  /// The heading of the section it is in.
  let section: String
  /// The output lines shown, `nil` when none are shown.
  let shown: [String]?
  /// Lines typed into the command (serve and mcp sessions).
  let input: [String]
  /// Files named by the command that the README itself supplies, by name.
  let suppliedFiles: [String: String]

  var testDescription: String { "README.md:\(line) \(command)" }

  /// The exit status the shown output implies.
  var expectedStatus: Int32 {
    guard let last = shown?.last, last.hasPrefix("intent-render: "),
      !last.hasPrefix("intent-render: warning:")
    else { return 0 }
    return 1
  }

  /// The examples of `readme` (its text), in order.
  static func extract(from readme: String) -> [ReadmeExample] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [ReadmeExample] = []
    var section = ""
    var fence: (marker: String, info: String, start: Int)?
    /// Fenced blocks seen so far: info string and content.
    var blocks: [(info: String, text: String)] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let open = fence else {
        if line.hasPrefix("#") { section = line.drop { $0 == "#" || $0 == " " }.description }
        if line.hasPrefix("```") {
          let marker = String(line.prefix { $0 == "`" })
          fence = (marker, String(line.dropFirst(marker.count)), index)
        }
        index += 1
        continue
      }
      if line.hasPrefix(open.marker) && line.allSatisfy({ $0 == "`" }) {
        blocks.append((open.info, lines[(open.start + 1)..<index].joined(separator: "\n") + "\n"))
        fence = nil
        index += 1
        continue
      }
      guard line.hasPrefix("$ ") else {
        index += 1
        continue
      }
      let first = index
      var command = String(line.dropFirst(2))
      while command.hasSuffix(" \\"), index + 1 < lines.count {
        index += 1
        command =
          String(command.dropLast(2)) + " "
          + lines[index].drop { $0 == " " }
      }
      index += 1
      var output: [String] = []
      while index < lines.count, !lines[index].hasPrefix("$ "),
        !(lines[index].hasPrefix(open.marker) && lines[index].allSatisfy({ $0 == "`" }))
      {
        output.append(lines[index])
        index += 1
      }
      guard runsIntentRender(command) else { continue }
      let session = command.contains("intent-render serve") || command.contains("intent-render mcp")
      let typed = session ? output.filter { $0.contains("\"method\"") } : []
      let answers = session ? output.filter { !$0.contains("\"method\"") } : output
      var supplied: [String: String] = [:]
      for word in command.split(separator: " ") where !word.contains("/") {
        let name = String(word)
        guard let dot = name.lastIndex(of: "."), !name.hasPrefix("-") else { continue }
        let ext = String(name[name.index(after: dot)...])
        if let block = blocks.last(where: { $0.info == ext }) { supplied[name] = block.text }
      }
      examples.append(
        ReadmeExample(
          command: command, line: first + 1, section: section,
          shown: answers.isEmpty ? nil : answers, input: typed, suppliedFiles: supplied))
    }
    return examples
  }

  /// Whether `command` runs `intent-render` (first, after variable assignments, or after a
  /// pipe), as opposed to a line merely mentioning it.
  static func runsIntentRender(_ command: String) -> Bool {
    for stage in command.split(separator: "|") {
      let words = stage.split(separator: " ").drop { $0.contains("=") && !$0.hasPrefix("-") }
      if words.first == "intent-render" { return true }
    }
    return false
  }

  /// Whether `actual` (the command's output) is the output shown, under the `…` rule.
  static func matches(_ shown: [String], _ actual: [String]) -> Bool {
    guard let first = shown.first else { return actual.isEmpty }
    if first == "…" {
      let rest = Array(shown.dropFirst())
      return (0...actual.count).contains { matches(rest, Array(actual.dropFirst($0))) }
    }
    guard let head = actual.first, head == first else { return false }
    return matches(Array(shown.dropFirst()), Array(actual.dropFirst()))
  }

  /// The first line where `actual` and `shown` part, for the failure message.
  static func firstDifference(_ shown: [String], _ actual: [String]) -> String {
    for index in 0..<max(shown.count, actual.count) {
      let expected = index < shown.count ? shown[index] : "(nothing)"
      let got = index < actual.count ? actual[index] : "(nothing)"
      if expected == "…" { return "from output line \(index + 1) on (after an elision)" }
      if expected != got {
        return "output line \(index + 1): README shows \(expected.debugDescription), the command "
          + "prints \(got.debugDescription)"
      }
    }
    return "no difference"
  }
}
