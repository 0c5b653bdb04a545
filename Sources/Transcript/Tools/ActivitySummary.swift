import RenderSupport

/// The summary line of an activity rail: what the tools did, in plain words.
///
/// Tools are sorted into kinds by name through `ToolKind`'s table; any other tool is named as
/// itself.
enum ActivitySummary {
  enum Kind: Int, CaseIterable {
    case read, edit, command, search, web, plan, ask, agent
  }

  /// The summary's kind of a tool, from the one alias table (`ToolKind`): writes, patches
  /// and the text editor count as edits.
  static func kind(ofTool name: String) -> Kind? {
    switch ToolKind(tool: name) {
    case .read: return .read
    case .edit, .write, .textEditor, .applyPatch: return .edit
    case .command: return .command
    case .search: return .search
    case .web: return .web
    case .plan, .proposal: return .plan
    case .question: return .ask
    case .agent: return .agent
    case nil: return nil
    }
  }

  /// The kind of a call: by its tool's name, except that Anthropic's text editor tool, one
  /// tool for reading and editing, reads when its `command` is `view`.
  static func kind(of call: ToolCall) -> Kind? {
    let kind = kind(ofTool: call.name)
    if kind == .edit, call.arguments["command"]?.stringValue == "view" { return .read }
    return kind
  }

  static func phrase(_ kind: Kind, count: Int) -> String {
    switch kind {
    case .read: return "read \(count) \(count == 1 ? "file" : "files")"
    case .edit: return "edited \(count) \(count == 1 ? "file" : "files")"
    case .command: return "ran \(count) \(count == 1 ? "command" : "commands")"
    case .search: return count == 1 ? "searched once" : "searched \(count) times"
    case .web: return "browsed \(count) \(count == 1 ? "page" : "pages")"
    case .plan: return count == 1 ? "updated the plan" : "updated the plan \(count) times"
    case .ask: return count == 1 ? "asked the user" : "asked the user \(count) times"
    case .agent: return "ran \(count) \(count == 1 ? "sub-agent" : "sub-agents")"
    }
  }

  /// How a failed call is named in the summary: a command by the program it ran (the first
  /// word of its last `&&`/`;`/`|` step, past `cd`, `sudo` and `VAR=value` prefixes), a file
  /// tool by the file's name, anything else by the tool's name.
  static func failureName(_ call: ToolCall?, view: ToolView) -> String {
    func short(_ text: String) -> String {
      // Quoted as diagnostics quote input (controls escaped, cut at 40), without the quotes.
      let quoted = InputQuote.excerpt(text, limit: 40)
      return String(quoted.dropFirst().dropLast()).replacingOccurrences(of: "`", with: "'")
    }
    switch view {
    case .command(let command):
      let steps = command.command.split(whereSeparator: { "&;|\n".contains($0) })
      for step in steps.reversed() {
        let words = step.split(separator: " ").filter {
          !$0.contains("=") && !["sudo", "env", "time", "exec", "(", "{"].contains($0)
        }
        guard let first = words.first, first != "cd" else { continue }
        // `python -m pytest` runs pytest.
        if first.hasPrefix("python"), words.count > 2, words[1] == "-m" {
          return short(String(words[2]))
        }
        return short(String(first))
      }
      return short(command.command)
    case .edit(let path, _), .write(let path, _):
      return short(path.split(separator: "/").last.map(String.init) ?? path)
    case .read(let view):
      return short(view.path.split(separator: "/").last.map(String.init) ?? view.path)
    default:
      return short(call?.name ?? "tool")
    }
  }

  static func line(for items: [ActivityItem]) -> ActivityLine {
    var thought = false
    var counts = [Int](repeating: 0, count: Kind.allCases.count)
    var others: [(name: String, count: Int)] = []
    var otherIndex: [String: Int] = [:]
    var orphanResults = 0
    var failures: [String] = []
    for item in items {
      switch item.kind {
      case .reasoning:
        thought = true
      case .tool(let call, let result):
        let view = ToolViewBuilder.view(call: call, result: result)
        if view.failed(result) { failures.append(failureName(call, view: view)) }
        guard let call else {
          orphanResults += 1
          continue
        }
        if let kind = kind(of: call) {
          counts[kind.rawValue] += 1
        } else if let index = otherIndex[call.name] {
          others[index].count += 1
        } else {
          otherIndex[call.name] = others.count
          others.append((call.name, 1))
        }
      }
    }
    var phrases: [String] = []
    if thought { phrases.append("thought") }
    for kind in Kind.allCases where counts[kind.rawValue] > 0 {
      phrases.append(phrase(kind, count: counts[kind.rawValue]))
    }
    for other in others {
      let name = other.name.count > 40 ? String(other.name.prefix(39)) + "…" : other.name
      phrases.append(other.count == 1 ? "called \(name)" : "called \(name) \(other.count) times")
    }
    if orphanResults > 0 {
      phrases.append("\(orphanResults) tool \(orphanResults == 1 ? "result" : "results")")
    }
    var line = phrases.joined(separator: ", ")
    if let first = line.first { line = first.uppercased() + line.dropFirst() }
    guard !failures.isEmpty else { return ActivityLine([.text(line.isEmpty ? "Activity" : line)]) }
    var pieces: [ActivityLine.Piece] = [
      .text((line.isEmpty ? "" : line + " ") + "(\(failures.count) failed: ")
    ]
    for (index, name) in failures.prefix(3).enumerated() {
      if index > 0 { pieces.append(.text(", ")) }
      pieces.append(.code(name))
    }
    pieces.append(.text(failures.count > 3 ? ", …)" : ")"))
    return ActivityLine(pieces)
  }
}
