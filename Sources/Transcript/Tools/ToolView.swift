/// What a tool call did, in the terms a reader of the session cares about: the diff of an
/// edit, the command and its output, the plan. `ToolViewBuilder` makes one from a call
/// and its result; the HTML and terminal renderers draw each case.
package enum ToolView: Equatable, Sendable {
  /// An edit (Edit, MultiEdit, str_replace, apply_patch-like): one diff per change.
  case edit(path: String, diffs: [ToolDiff])
  /// A file written whole (Write, create).
  case write(path: String, content: String)
  case read(ReadView)
  case command(CommandView)
  /// A plan (TodoWrite, update_plan).
  case todos([TodoItem])
  case search(SearchView)
  case web(WebView)
  /// A sub-agent (Task): its description and prompt; the result is its report.
  case task(TaskView)
  /// A plan put to the user for approval (Claude Code's `ExitPlanMode`): Markdown.
  case proposal(String)
  /// Questions put to the user (Claude Code's `AskUserQuestion`) with their options and the
  /// answers the result gave.
  case questions([TranscriptQuestion])
  /// No renderer knows the tool: its arguments as JSON.
  case generic
}

/// A file read: the path, the range asked for, and the lines with their numbers when the
/// result carried them (`cat -n` style), parsed off so they are not shown twice.
package struct ReadView: Equatable, Sendable {
  package var path: String
  /// `lines 10–49`, when the call asked for a range.
  package var range: String?
  /// The numbered lines of the result; empty when the result was not numbered.
  package var lines: [(number: Int, text: String)]
  /// What followed the numbered lines (a notice the tool appended), or the whole result.
  package var rest: String

  package init(path: String, range: String?, lines: [(number: Int, text: String)], rest: String) {
    self.path = path
    self.range = range
    self.lines = lines
    self.rest = rest
  }

  package static func == (a: ReadView, b: ReadView) -> Bool {
    a.path == b.path && a.range == b.range && a.rest == b.rest
      && a.lines.map(\.number) == b.lines.map(\.number)
      && a.lines.map(\.text) == b.lines.map(\.text)
  }
}

/// A shell command, its caption and what it printed.
package struct CommandView: Equatable, Sendable {
  package var command: String
  /// The tool's own description of the command, shown as a caption.
  package var description: String?
  package var output: String
  /// The exit status when the result names it (`Exit code 2`).
  package var exitStatus: Int?
  package var failed: Bool

  package init(
    command: String, description: String?, output: String, exitStatus: Int?, failed: Bool
  ) {
    self.command = command
    self.description = description
    self.output = output
    self.exitStatus = exitStatus
    self.failed = failed
  }
}

/// One entry of a plan.
package struct TodoItem: Equatable, Sendable {
  /// How far the entry has got, as the agent's plan tool records it.
  package enum State: String, Equatable, Sendable {
    case pending, inProgress = "in_progress", completed
  }

  package var text: String
  package var state: State

  package init(text: String, state: State) {
    self.text = text
    self.state = state
  }
}

/// A search or listing (Grep, Glob, LS): what was looked for, where, and the matches.
package struct SearchView: Equatable, Sendable {
  /// `Grep`, `Glob`, `LS`, as the tool is named.
  package var tool: String
  package var pattern: String?
  package var path: String?
  package var matches: [String]
  /// A result that is not a list of matches (a count, a notice).
  package var note: String?

  package init(tool: String, pattern: String?, path: String?, matches: [String], note: String?) {
    self.tool = tool
    self.pattern = pattern
    self.path = path
    self.matches = matches
    self.note = note
  }
}

/// A web fetch or search: the URL or query, the prompt given with it, the pages a search
/// found, and the result text.
package struct WebView: Equatable, Sendable {
  package var url: String?
  package var query: String?
  package var prompt: String?
  /// The pages a search listed (title and URL), parsed out of the result.
  package var links: [WebLink]
  /// The result without the list of pages.
  package var result: String

  package init(
    url: String?, query: String?, prompt: String?, links: [WebLink] = [], result: String
  ) {
    self.url = url
    self.query = query
    self.prompt = prompt
    self.links = links
    self.result = result
  }
}

/// A page a web search found. The URL is untrusted text: renderers link it only through
/// `SafeURL`.
package struct WebLink: Equatable, Sendable {
  package var title: String
  package var url: String

  package init(title: String, url: String) {
    self.title = title
    self.url = url
  }
}

/// A sub-agent started by a Task call.
package struct TaskView: Equatable, Sendable {
  package var description: String?
  package var agent: String?
  package var prompt: String
  /// The sub-agent's report (Markdown).
  package var result: String

  package init(description: String?, agent: String?, prompt: String, result: String) {
    self.description = description
    self.agent = agent
    self.prompt = prompt
    self.result = result
  }
}
