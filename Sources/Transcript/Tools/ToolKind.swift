/// What a tool does, by its name: the one table of tool names of every agent (Claude Code's
/// `Read`/`Edit`/`Bash`, OpenAI-style `read_file`/`run_command`, Codex's `shell`, Gemini's
/// `run_shell_command`, Anthropic's text editor, …). `ToolViewBuilder` chooses a call's view
/// by it and `ActivitySummary` counts calls by it, so the two never disagree.
enum ToolKind: Sendable {
  case read
  /// An edit of part of a file (old text → new text).
  case edit
  /// A whole file written.
  case write
  /// Anthropic's text editor: one tool whose `command` says whether it reads or edits.
  case textEditor
  /// Codex's `apply_patch` envelope.
  case applyPatch
  case command
  case search
  case web
  case plan
  /// A plan put to the user for approval.
  case proposal
  /// Questions put to the user.
  case question
  /// A sub-agent (Claude Code's `Task`).
  case agent

  /// Tool names, `normalized`, by kind.
  static let aliases: [String: ToolKind] = {
    let table: [(ToolKind, [String])] = [
      (
        .read,
        [
          "read", "readfile", "view", "viewfile", "cat", "open", "openfile", "notebookread",
          "readfiles",
        ]
      ),
      (.edit, ["edit", "multiedit", "strreplace", "editfile", "replace", "notebookedit"]),
      (.write, ["write", "writefile", "createfile", "create"]),
      (.textEditor, ["strreplaceeditor", "strreplacebasededittool", "texteditor"]),
      (.applyPatch, ["applypatch", "patch"]),
      (
        .command,
        [
          "bash", "shell", "sh", "run", "exec", "execute", "terminal", "runcommand", "command",
          "powershell", "runterminalcmd", "localshell", "runshellcommand", "executecommand",
          "execcommand", "shellcommand",
        ]
      ),
      (
        .search,
        [
          "grep", "glob", "search", "find", "ls", "listfiles", "codebasesearch", "filesearch",
          "listdir", "searchfiles", "findfiles", "searchfilecontent", "listdirectory",
        ]
      ),
      (
        .web,
        [
          "webfetch", "websearch", "fetch", "browse", "browser", "openurl", "googlewebsearch",
          "webfetchtool",
        ]
      ),
      (.plan, ["todowrite", "updateplan", "todo", "plan", "writetodos"]),
      (.proposal, ["exitplanmode"]),
      (.question, ["askuserquestion", "askfollowupquestion", "askuser"]),
      (.agent, ["task", "agent", "subagent", "dispatchagent"]),
    ]
    var aliases: [String: ToolKind] = [:]
    for (kind, names) in table {
      for name in names { aliases[name] = kind }
    }
    return aliases
  }()

  /// The kind of the tool named `name`, if the table knows it.
  init?(tool name: String) {
    guard let kind = Self.aliases[Self.normalized(name)] else { return nil }
    self = kind
  }

  /// The name lowercased with only its ASCII letters: `MultiEdit`, `multi_edit` and
  /// `multi-edit` are one key.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic && $0.isASCII })
  }
}
