import Foundation

/// The pager a terminal's output goes through: `$INTENT_RENDER_PAGER`, else `$PAGER`, else
/// `less -RFX` (colours kept, quit when it fits, no screen clearing), as bat chooses.
///
/// An empty `INTENT_RENDER_PAGER` turns paging off. A bare `less` gets `-RFX` too (bat does
/// the same), and a pager that is `intent-render` itself is replaced by `less` so the output
/// is not fed back to us; so are `more` and `most`, which cannot show colours.
struct PagerCommand: Equatable, Sendable {
  var words: [String]

  static let defaultWords = ["less", "-RFX"]

  /// The pager of `environment`, or `nil` when paging is turned off.
  static func resolve(environment: [String: String]) -> PagerCommand? {
    let text: String
    if let own = environment["INTENT_RENDER_PAGER"] {
      guard !own.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      text = own
    } else if let pager = environment["PAGER"], !pager.trimmingCharacters(in: .whitespaces).isEmpty
    {
      text = pager
    } else {
      return PagerCommand(words: defaultWords)
    }
    guard let words = try? ConfigurationFile.words(of: Substring(text), at: ""), !words.isEmpty
    else { return PagerCommand(words: defaultWords) }
    let program = URL(fileURLWithPath: words[0]).lastPathComponent
    // `more` and `most` break lines on escape bytes, so colours come out as garbage; bat
    // replaces them the same way.
    if ["intent-render", "more", "most"].contains(program) {
      return PagerCommand(words: defaultWords)
    }
    if program == "less" && words.count == 1 { return PagerCommand(words: words + ["-RFX"]) }
    return PagerCommand(words: words)
  }

  /// Whether the program is `less` (which reads `LESSCHARSET`).
  var isLess: Bool { URL(fileURLWithPath: words[0]).lastPathComponent == "less" }

  /// Starts the pager reading a new pipe, its output the process's standard output; `nil`
  /// when it cannot be started (not installed), and the output is then written directly.
  func start(environment: [String: String]) -> RunningPager? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    var variables = environment
    // Without a UTF-8 locale less shows box drawing and CJK as <E2><94><80>.
    if isLess, variables["LESSCHARSET"] == nil { variables["LESSCHARSET"] = "utf-8" }
    let environmentStrings = variables.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let status = withCStrings(words) { argv in
      withCStrings(environmentStrings) { envp in
        posix_spawnp(&pid, words[0], &actions, nil, argv, envp)
      }
    }
    close(readEnd)
    guard status == 0 else {
      close(writeEnd)
      return nil
    }
    return RunningPager(pid: pid, descriptor: writeEnd)
  }

  /// `strings` as a NULL-terminated C array for the duration of `body`.
  private func withCStrings<T>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T
  ) -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}

/// A started pager: the pipe it reads and its process.
struct RunningPager: Sendable {
  let pid: pid_t
  let descriptor: Int32

  /// Ends its input and waits for the reader to quit (the user reads to the end, or `q`).
  func finish() {
    close(descriptor)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }
}
