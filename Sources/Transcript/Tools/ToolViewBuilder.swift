import Foundation
import RenderSupport

/// Builds the view of a tool call: a switch over the tool's kind (`ToolKind`, the one alias
/// table) and the shape of its arguments, so the equivalent tools of different agents (Claude
/// Code's `Edit`, Anthropic's `str_replace_based_edit_tool`, Codex's `shell`) share one view. A
/// call of no known kind, or whose arguments lack what its view needs, falls back to `.generic`
/// (its arguments as JSON).
package enum ToolViewBuilder {
  /// The view of `call` with its `result` (either may be missing).
  package static func view(call: ToolCall?, result: ToolResult?) -> ToolView {
    let kind = call.flatMap { ToolKind(tool: $0.name) }
    if let call, kind == .applyPatch,
      let patch = call.arguments.stringValue ?? call.arguments["input"]?.stringValue
        ?? call.arguments["patch"]?.stringValue,
      let diffs = ApplyPatch.diffs(patch)
    {
      return .edit(path: diffs.map(\.path).joined(separator: ", "), diffs: diffs)
    }
    guard let call, case .object = call.arguments else {
      if let call, case .string(let text) = call.arguments, kind == .command {
        return .command(command(text, description: nil, result: result))
      }
      return .generic
    }
    let arguments = call.arguments
    switch kind {
    case .edit:
      return edit(arguments, result: result) ?? .generic
    case .write:
      return write(arguments) ?? .generic
    case .read:
      return read(arguments, result: result) ?? .generic
    case .textEditor:
      return textEditor(arguments, result: result) ?? .generic
    case .plan:
      return todos(arguments) ?? .generic
    case .search:
      return .search(search(call.name, arguments, result: result))
    case .web:
      return web(arguments, result: result) ?? .generic
    case .agent:
      guard let prompt = arguments["prompt"]?.stringValue else { return .generic }
      return .task(
        TaskView(
          description: arguments["description"]?.stringValue,
          agent: arguments["subagent_type"]?.stringValue, prompt: prompt,
          result: report(resultText(result) ?? "")))
    case .command:
      guard let text = commandText(arguments) else { return .generic }
      return .command(
        command(text, description: arguments["description"]?.stringValue, result: result))
    case .proposal:
      guard let plan = arguments["plan"]?.stringValue else { return .generic }
      return .proposal(plan)
    case .question:
      return ToolQuestions.questions(arguments, result: resultText(result)).map {
        .questions($0)
      } ?? .generic
    case .applyPatch, nil:
      return .generic
    }
  }

  /// Whether `name` is a sub-agent call (Claude Code's `Task`, and the same tool elsewhere).
  static func isTask(_ name: String) -> Bool {
    ToolKind(tool: name) == .agent
  }

  /// The command of a shell call: a string, or an argv array (`["bash", "-lc", "make"]`)
  /// shown as the script it runs.
  static func commandText(_ arguments: JSONValue) -> String? {
    switch arguments["command"] ?? arguments["cmd"] {
    case .string(let text)?: return text
    case .array(let parts)?:
      let words = parts.compactMap(\.stringValue)
      guard words.count == parts.count, !words.isEmpty else { return nil }
      if words.count == 3, ["bash", "sh", "zsh"].contains(words[0]), words[1].hasPrefix("-"),
        words[1].contains("c")
      {
        return words[2]
      }
      return words.map(ShellQuote.word).joined(separator: " ")
    default: return nil
    }
  }

  /// A sub-agent's report without the `agentId: …` line Claude Code adds for the model (so it
  /// can resume the agent); the reader has the session itself.
  static func report(_ text: String) -> String {
    guard text.contains("agentId: ") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("agentId: ") }.joined(separator: "\n")
      .trimmingCharacters(in: .newlines)
  }

  static func resultText(_ result: ToolResult?) -> String? {
    guard let result else { return nil }
    switch result.output {
    case .text(let text): return text
    case .json(let json): return json.stringValue ?? json.prettyPrinted()
    }
  }

  static func path(_ arguments: JSONValue) -> String? {
    arguments["file_path"]?.stringValue ?? arguments["path"]?.stringValue
      ?? arguments["filePath"]?.stringValue ?? arguments["filename"]?.stringValue
      ?? arguments["notebook_path"]?.stringValue ?? arguments["absolute_path"]?.stringValue
  }

  static func edit(_ arguments: JSONValue, result: ToolResult?) -> ToolView? {
    guard let path = path(arguments) else { return nil }
    if let patch = result?.patch, !patch.isEmpty {
      return .edit(path: path, diffs: [ToolDiff(path: path, hunks: patch, numbersFromFile: true)])
    }
    var pairs: [(old: String, new: String)] = []
    if let edits = arguments["edits"]?.arrayValue {
      for edit in edits {
        guard let old = oldString(edit), let new = newString(edit) else { return nil }
        pairs.append((old, new))
      }
    } else if let old = oldString(arguments), let new = newString(arguments) {
      pairs.append((old, new))
    }
    guard !pairs.isEmpty else { return nil }
    return .edit(
      path: path,
      diffs: pairs.map {
        ToolDiff(
          path: path, hunks: LineDiff.hunks(old: $0.old, new: $0.new), numbersFromFile: false)
      })
  }

  static func oldString(_ value: JSONValue) -> String? {
    value["old_string"]?.stringValue ?? value["old_str"]?.stringValue
      ?? value["oldString"]?.stringValue ?? value["old_text"]?.stringValue
      ?? value["old"]?.stringValue
  }

  static func newString(_ value: JSONValue) -> String? {
    value["new_string"]?.stringValue ?? value["new_str"]?.stringValue
      ?? value["newString"]?.stringValue ?? value["new_text"]?.stringValue
      ?? value["new"]?.stringValue
  }

  static func write(_ arguments: JSONValue) -> ToolView? {
    guard let path = path(arguments),
      let content = arguments["content"]?.stringValue ?? arguments["file_text"]?.stringValue
        ?? arguments["text"]?.stringValue
    else { return nil }
    return .write(path: path, content: content)
  }

  /// Anthropic's text editor tool: one tool whose `command` says what it does.
  static func textEditor(_ arguments: JSONValue, result: ToolResult?) -> ToolView? {
    switch arguments["command"]?.stringValue {
    case "view": return read(arguments, result: result)
    case "create": return write(arguments)
    case "str_replace": return edit(arguments, result: result)
    case "insert":
      guard let path = path(arguments), let text = newString(arguments) else { return nil }
      let line = arguments["insert_line"]?.intValue ?? 0
      guard line >= 0, line < 1 << 48 else { return nil }
      let hunks = LineDiff.hunks(old: "", new: text, oldStart: line + 1, newStart: line + 1)
      return .edit(path: path, diffs: [ToolDiff(path: path, hunks: hunks, numbersFromFile: true)])
    default: return nil
    }
  }

  static func read(_ arguments: JSONValue, result: ToolResult?) -> ToolView? {
    guard let path = path(arguments) else { return nil }
    var range: String?
    if let offset = arguments["offset"]?.intValue, offset > 0, offset < 1 << 48 {
      if let limit = arguments["limit"]?.intValue, limit > 0, limit < 1 << 48 {
        range = "lines \(offset)–\(offset + limit - 1)"
      } else {
        range = "from line \(offset)"
      }
    } else if let limit = arguments["limit"]?.intValue, limit > 0, limit < 1 << 48 {
      range = "lines 1–\(limit)"
    } else if let bounds = (arguments["view_range"] ?? arguments["range"])?.arrayValue,
      bounds.count == 2,
      let low = bounds[0].intValue, let high = bounds[1].intValue
    {
      range = high < 0 ? "from line \(low)" : "lines \(low)–\(high)"
    }
    let text = resultText(result) ?? ""
    let numbered = NumberedLines.parse(text)
    return .read(ReadView(path: path, range: range, lines: numbered.lines, rest: numbered.rest))
  }

  static func command(_ text: String, description: String?, result: ToolResult?) -> CommandView {
    var output = resultText(result) ?? ""
    var status: Int?
    // Claude Code starts a failed command's result with `Exit code N`.
    if output.hasPrefix("Exit code ") {
      let line = output.prefix { $0 != "\n" }
      if let number = Int(line.dropFirst("Exit code ".count)), number >= 0, number < 1 << 16 {
        status = number
        output = String(output.dropFirst(line.count).drop { $0 == "\n" })
      }
    } else if let report = GeminiShellReport(output) {
      status = report.exitStatus
      output = report.output
    }
    let failed = result?.isError == true || (status ?? 0) != 0
    return CommandView(
      command: text, description: description, output: output, exitStatus: status, failed: failed)
  }

  static func todos(_ arguments: JSONValue) -> ToolView? {
    guard let entries = arguments["todos"]?.arrayValue ?? arguments["plan"]?.arrayValue else {
      return nil
    }
    var items: [TodoItem] = []
    for entry in entries {
      guard
        let text = entry["content"]?.stringValue ?? entry["step"]?.stringValue
          ?? entry["description"]?.stringValue ?? entry["text"]?.stringValue
      else { return nil }
      let state: TodoItem.State
      switch entry["status"]?.stringValue?.lowercased() {
      case "completed", "done", "complete": state = .completed
      case "in_progress", "inprogress", "in-progress", "active": state = .inProgress
      default: state = .pending
      }
      items.append(TodoItem(text: text, state: state))
    }
    return .todos(items)
  }

  static func search(_ name: String, _ arguments: JSONValue, result: ToolResult?) -> SearchView {
    let text = resultText(result) ?? ""
    var matches: [String] = []
    var note: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      matches.append(String(line))
    }
    // "Found 3 files" heads Claude Code's Grep lists, "Directory listing for /a:" Gemini's
    // list_directory; "No files found" is a note, not a match.
    if let first = matches.first,
      first.hasPrefix("Found ") || first.hasPrefix("No ") || first.hasPrefix("Directory listing ")
    {
      note = first
      matches.removeFirst()
    }
    if result?.isError == true {
      note = text
      matches = []
    }
    return SearchView(
      tool: name,
      pattern: arguments["pattern"]?.stringValue ?? arguments["query"]?.stringValue
        ?? arguments["glob"]?.stringValue,
      path: path(arguments), matches: matches, note: note)
  }

  static func web(_ arguments: JSONValue, result: ToolResult?) -> ToolView? {
    let url = arguments["url"]?.stringValue
    let query = arguments["query"]?.stringValue
    // Gemini's web_fetch takes only a prompt, the URLs written inside it.
    guard url != nil || query != nil || arguments["prompt"]?.stringValue != nil else {
      return nil
    }
    let (links, rest) = WebSearchResult.parse(resultText(result) ?? "")
    return .web(
      WebView(
        url: url, query: query, prompt: arguments["prompt"]?.stringValue, links: links,
        result: rest))
  }
}
