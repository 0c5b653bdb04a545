import Foundation

/// One tmux command on a private server (its own `-L` socket), run so that it holds none of the
/// test process's other descriptors.
///
/// Tests run in parallel, and a forked child inherits every descriptor not marked close-on-exec:
/// a tmux server started while another test waits for end of file on a pipe would keep that
/// pipe's write end open for as long as its pane lives, and two panes started side by side
/// would each wait on the other's server. So the command is started through a shell that closes
/// every descriptor above stderr first, and its output goes to a file, never to a pipe of ours.
enum TmuxCommand {
  /// The exit status of `tmux -L socket ARGUMENTS`, with its standard output written to
  /// `output` (discarded when `nil`) and its standard error discarded.
  @discardableResult
  static func run(socket: String, _ arguments: [String], output: URL? = nil) -> Int32 {
    let closeInherited =
      "for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\"; done"
      + " 2>/dev/null; exec \"$@\""
    let words = ["bash", "-c", closeInherited, "tmux", "tmux", "-L", socket] + arguments
    let target = output.map { TmuxPane.quoted($0.path) } ?? "/dev/null"
    let status = system(
      words.map(TmuxPane.quoted).joined(separator: " ") + " </dev/null >\(target) 2>/dev/null")
    return status == -1 ? -1 : (status >> 8) & 0xff
  }

  /// The standard output of `tmux -L socket ARGUMENTS`, or `nil` when it failed.
  static func text(socket: String, _ arguments: [String]) -> String? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(socket)-\(UInt32.random(in: 0...UInt32.max)).out")
    defer { try? FileManager.default.removeItem(at: file) }
    guard run(socket: socket, arguments, output: file) == 0,
      let data = FileManager.default.contents(atPath: file.path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
