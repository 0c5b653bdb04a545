import Foundation
import RenderSupport
import Transcript

/// A running agent session followed in the terminal (`transcript --follow`): the turns already
/// in its file, then each turn as it completes; on a screen the open turn is drafted below
/// them, each tool call listed once its result arrives, with a status line of its running call,
/// both redrawn in place and replaced by the turn's final paint.
///
/// The turns are painted by `TranscriptTerminalStream`, the one-shot renderer's painter, so
/// once following stops (the open turn is then painted too) the text after the header equals
/// `TranscriptJob`'s terminal output of the file as it then is. The header describes the
/// session as it was when it was first read: its counts are not redrawn as it grows.
public enum TranscriptFollowJob {
  /// Everything one follow is asked for.
  public struct Request: Sendable {
    /// A session file, or a folder of sessions (the newest is followed, and a newer one that
    /// starts takes over).
    public var path: String
    /// The terminal rendering: format (`ansi` or `text`), width, colours, redaction.
    public var render = TranscriptJob.Request()
    /// Whether the open turn's draft and status line are drawn and redrawn in place (a
    /// screen), or not at all (a pipe: each turn is written once complete).
    public var statusLine = false
    /// The screen's rows: the draft of the open turn shows at most its last rows less two.
    public var screenHeight = 24
    /// The longest wait between two looks at the file when nothing is notified.
    public var interval = 0.25
    /// inotify where the system has it; `false` polls at `interval`.
    public var notifications = true

    public init(path: String) {
      self.path = path
    }
  }

  /// Follows until `shouldStop` returns true (checked after every wait), then paints the open
  /// turn and returns.
  public static func run(
    _ request: Request, to sink: any OutputSink, diagnostics: JobDiagnostics = JobDiagnostics(),
    shouldStop: @escaping () -> Bool
  ) throws(JobError) {
    var info = stat()
    guard stat(request.path, &info) == 0 else {
      throw JobError(
        .badInput, "\(request.path): cannot open: \(String(cString: strerror(errno)))")
    }
    let isFolder = info.st_mode & S_IFMT == S_IFDIR
    var folder = isFolder ? TranscriptSessionFolder(path: request.path) : nil
    let watcher = TranscriptFileWatcher(notifications: request.notifications)
    var session = TranscriptFollowSession(request, diagnostics: diagnostics)
    var path = folder == nil ? request.path : folder?.newest()
    var lastScan = 0.0
    func watch() {
      if let folder {
        for each in folder.folders() { watcher.watch(folder: each) }
      }
      if let path { watcher.watch(folder: (path as NSString).deletingLastPathComponent) }
    }
    watch()
    if folder != nil, path == nil {
      session.say("no session in \(request.path) yet: waiting for one to start")
    }
    if let path { session.open(path) }
    do {
      while true {
        try session.poll()
        sink.write(session.take())
        if shouldStop() { break }
        watcher.wait(timeout: request.interval)
        if shouldStop() {
          try session.poll()
          break
        }
        let now = Date().timeIntervalSince1970
        if var current = folder, now - lastScan >= 1 {
          lastScan = now
          if let started = current.started(), started != path {
            try session.close()
            session.say("a newer session started: following \(started)")
            path = started
            session.open(started)
            watch()
          }
          folder = current
        }
      }
      try session.close()
      sink.write(session.take())
    } catch let error as JobError {
      sink.write(session.take())
      throw error
    } catch let error as TranscriptError {
      sink.write(session.take())
      throw JobError(.badInput, error.description)
    } catch {
      sink.write(session.take())
      throw JobError(.badInput, "\(error)", input: request.path)
    }
  }
}
