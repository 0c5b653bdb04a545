/// The summary line of an activity rail: what the tools did, in plain words.
///
/// Tools are sorted into kinds by name, matching the names agents commonly use (Claude Code's
/// `Read`/`Edit`/`Bash`/`Grep`, OpenAI-style `read_file`/`run_command`, …); any other tool is
/// named as itself.
enum ActivitySummary {
  enum Kind: Int, CaseIterable {
    case read, edit, command, search, web
  }

  static func kind(ofTool name: String) -> Kind? {
    let key = name.lowercased().filter { $0.isLetter }
    switch key {
    case "read", "readfile", "view", "cat", "open", "openfile", "notebookread", "readfiles":
      return .read
    case "edit", "multiedit", "write", "writefile", "editfile", "strreplace", "strreplaceeditor",
      "applypatch", "createfile", "notebookedit", "replace", "patch":
      return .edit
    case "bash", "shell", "sh", "run", "exec", "execute", "terminal", "runcommand", "command",
      "powershell", "runterminalcmd", "localshell", "runshellcommand", "executecommand":
      return .command
    case "grep", "glob", "search", "find", "ls", "listfiles", "codebasesearch", "filesearch",
      "listdir", "searchfiles", "findfiles":
      return .search
    case "webfetch", "websearch", "fetch", "browse", "browser", "openurl":
      return .web
    default:
      return nil
    }
  }

  static func phrase(_ kind: Kind, count: Int) -> String {
    switch kind {
    case .read: return "read \(count) \(count == 1 ? "file" : "files")"
    case .edit: return "edited \(count) \(count == 1 ? "file" : "files")"
    case .command: return "ran \(count) \(count == 1 ? "command" : "commands")"
    case .search: return count == 1 ? "searched once" : "searched \(count) times"
    case .web: return "browsed \(count) \(count == 1 ? "page" : "pages")"
    }
  }

  static func line(for items: [ActivityItem]) -> String {
    var thought = false
    var counts = [Int](repeating: 0, count: Kind.allCases.count)
    var others: [(name: String, count: Int)] = []
    var orphanResults = 0
    var failures = 0
    for item in items {
      switch item.kind {
      case .reasoning:
        thought = true
      case .tool(let call, let result):
        if result?.isError == true { failures += 1 }
        guard let call else {
          orphanResults += 1
          continue
        }
        if let kind = kind(ofTool: call.name) {
          counts[kind.rawValue] += 1
        } else if let index = others.firstIndex(where: { $0.name == call.name }) {
          others[index].count += 1
        } else {
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
    if failures > 0 { line += " (\(failures) failed)" }
    guard let first = line.first else { return "Activity" }
    return first.uppercased() + line.dropFirst()
  }
}
