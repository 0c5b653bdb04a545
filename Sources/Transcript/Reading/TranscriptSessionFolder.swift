import Foundation

/// A folder of agent sessions that is followed: a Claude Code project folder
/// (`~/.claude/projects/<slug>/`, one `<session>.jsonl` each, sub-agents' `agent-*.jsonl`
/// beside them) or a Codex sessions folder (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`).
/// The session followed is the one written last; a session that starts later (a file that was
/// not there before) takes over.
package struct TranscriptSessionFolder: Sendable {
  package let path: String
  /// How deep sessions are looked for (Codex's year/month/day folders are three down).
  static let depth = 4
  /// Sessions seen at the last scan.
  private var known: Set<String> = []

  package init(path: String) {
    self.path = path
  }

  /// A session log of the folder: JSON Lines, not a sub-agent's (those are read with the
  /// session that called them).
  static func isSession(_ name: String) -> Bool {
    name.hasSuffix(".jsonl") && !name.hasPrefix("agent-")
  }

  /// Every session with its modification time, and every folder searched.
  func scan() -> (sessions: [(path: String, modified: Double)], folders: [String]) {
    var sessions: [(String, Double)] = []
    var folders: [String] = []
    func visit(_ folder: String, depth: Int) {
      folders.append(folder)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return
      }
      for name in names.sorted() {
        let full = folder == "/" ? "/" + name : folder + "/" + name
        var info = stat()
        guard stat(full, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFREG where Self.isSession(name):
          let time = info.st_mtim
          sessions.append((full, Double(time.tv_sec) + Double(time.tv_nsec) / 1e9))
        case S_IFDIR where depth > 1:
          visit(full, depth: depth - 1)
        default:
          break
        }
      }
    }
    visit(path, depth: Self.depth)
    return (sessions, folders)
  }

  /// The session written last (ties: the later name), or nil when there is none yet.
  package mutating func newest() -> String? {
    let found = scan().sessions
    known = Set(found.map(\.path))
    return found.max { ($0.modified, $0.path) < ($1.modified, $1.path) }?.path
  }

  /// A session that started since the last scan (the newest of them), if any.
  package mutating func started() -> String? {
    let found = scan().sessions
    let fresh = found.filter { !known.contains($0.path) }
    known.formUnion(found.map(\.path))
    return fresh.max { ($0.modified, $0.path) < ($1.modified, $1.path) }?.path
  }

  /// The folders a watcher should watch (the folder and its subfolders, as deep as sessions
  /// are looked for).
  package func folders() -> [String] { scan().folders }
}
