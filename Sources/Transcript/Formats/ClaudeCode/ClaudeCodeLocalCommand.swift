import Foundation

/// A user record of Claude Code that the user did not send to the model: a slash command they
/// ran (`<command-name>/model</command-name><command-message>…<command-args>sonnet…`), a shell
/// line of bash mode (`<bash-input>`), the output of either (`<local-command-stdout>`,
/// `<bash-stdout>`, `<bash-stderr>`), or the marker Claude Code writes when the user stops a
/// reply (`[Request interrupted by user]`, `… for tool use]`). None of them is a prompt.
enum ClaudeCodeLocalCommand: Equatable {
  case command(String)
  case output(String)
  case interruption(duringToolUse: Bool)

  /// The record's meaning, or nil when `text` is an ordinary prompt.
  init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch trimmed {
    case "[Request interrupted by user]":
      self = .interruption(duringToolUse: false)
      return
    case "[Request interrupted by user for tool use]":
      self = .interruption(duringToolUse: true)
      return
    default: break
    }
    guard trimmed.hasPrefix("<") else { return nil }
    if var name = Self.tagged("command-name", in: trimmed) {
      if !name.hasPrefix("/") { name = "/" + name }
      let arguments = Self.tagged("command-args", in: trimmed) ?? ""
      self = .command(arguments.isEmpty ? name : name + " " + arguments)
    } else if let input = Self.tagged("bash-input", in: trimmed) {
      self = .command("! " + input)
    } else {
      let parts = ["local-command-stdout", "local-command-stderr", "bash-stdout", "bash-stderr"]
        .compactMap { Self.tagged($0, in: trimmed) }
      guard !parts.isEmpty else { return nil }
      self = .output(parts.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
  }

  /// The text between `<tag>` and `</tag>`, trimmed, when `text` has both.
  static func tagged(_ tag: String, in text: String) -> String? {
    guard let open = text.range(of: "<\(tag)>"),
      let close = text.range(of: "</\(tag)>", range: open.upperBound..<text.endIndex)
    else { return nil }
    return text[open.upperBound..<close.lowerBound]
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// How the record is shown: a system message, the command as one line of code and its
  /// output as a block, so neither reads as a prompt.
  var message: TranscriptMessage {
    switch self {
    case .command(let line):
      return TranscriptMessage(role: .system, author: "Command", blocks: [.text(Self.code(line))])
    case .output(let text):
      return TranscriptMessage(role: .system, author: "Command", blocks: [Self.outputBlock(text)])
    case .interruption(let duringToolUse):
      let text =
        duringToolUse ? "Interrupted by the user during a tool call." : "Interrupted by the user."
      return TranscriptMessage(role: .system, blocks: [.text("*" + text + "*")])
    }
  }

  /// Command output as a fenced block (or a note when there was none).
  static func outputBlock(_ text: String) -> TranscriptBlock {
    .text(text.isEmpty ? "*(no output)*" : TranscriptMarkdownExporter.fence(text, language: ""))
  }

  /// `text` on one line as a Markdown code span whose backticks outnumber any run inside it.
  static func code(_ text: String) -> String {
    let line = String(text.map { $0.isNewline ? " " : $0 })
    let marks = String(
      repeating: "`", count: TranscriptMarkdownExporter.longestBacktickRun(line) + 1)
    // A space pads a span that starts or ends with a backtick (CommonMark 6.1 strips one).
    let pad = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
    return marks + pad + line + pad + marks
  }
}
