import Foundation

/// The report Gemini CLI's `run_shell_command` gives the model: labelled fields in a fixed
/// order (`Command:`, `Directory:`, `Stdout:` or `Output:`, `Stderr:`, `Error:`, `Exit Code:`,
/// `Signal:`, `Background PIDs:`, `Process Group PGID:`, as its shell tool documents them),
/// `(empty)` or `(none)` for a field with nothing in it. Read back into what the command
/// printed and its exit status, so the status is shown as one and the bookkeeping fields are
/// not printed as output.
struct GeminiShellReport: Equatable {
  /// Standard output, then standard error and the error message when there were any.
  var output: String
  var exitStatus: Int?

  init(output: String, exitStatus: Int?) {
    self.output = output
    self.exitStatus = exitStatus
  }

  /// The report in `text`, or nil when `text` is not one (it must start with `Command:`, hold
  /// the output and name an exit code, a signal or an error).
  init?(_ text: String) {
    guard text.hasPrefix("Command: ") else { return nil }
    var end = text.endIndex
    var fields: [String: Substring] = [:]
    // The fields after the output are found from the end, each before the one after it, so
    // an output line that looks like a label stays output.
    for label in [
      "Process Group PGID", "Background PIDs", "Signal", "Exit Code", "Error", "Stderr",
    ] {
      guard
        let range = text.range(
          of: "\n" + label + ":", options: .backwards, range: text.startIndex..<end)
      else { continue }
      fields[label] = text[range.upperBound..<end]
      end = range.lowerBound
    }
    guard
      let start = text.range(of: "\nStdout:", range: text.startIndex..<end)
        ?? text.range(of: "\nOutput:", range: text.startIndex..<end),
      fields["Exit Code"] != nil || fields["Signal"] != nil || fields["Error"] != nil
    else { return nil }
    fields["Stdout"] = text[start.upperBound..<end]
    func value(_ label: String) -> String? {
      guard let field = fields[label] else { return nil }
      let text = field.hasPrefix(" ") ? field.dropFirst() : field
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty || trimmed == "(empty)" || trimmed == "(none)" ? nil : String(text)
    }
    var parts: [String] = []
    if let stdout = value("Stdout") { parts.append(stdout) }
    if let stderr = value("Stderr") { parts.append(stderr) }
    if let error = value("Error") { parts.append("Error: " + error) }
    if let signal = value("Signal") { parts.append("Signal: " + signal) }
    output = parts.joined(separator: "\n")
    let status = value("Exit Code").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    exitStatus = status.flatMap { $0 >= 0 && $0 < 1 << 16 ? $0 : nil }
  }
}
