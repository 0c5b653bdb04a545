import Foundation

/// Runs the built `intent-render` binary as a whole process, the way hostile-input checks need
/// it: resource limits, odd standard streams, a signal mid-run, and the child's CPU time and
/// peak RSS from `wait4`.
public struct ProcessRun: Sendable {
  /// What standard input is.
  public enum Input: Sendable {
    case data(Data)
    case file(String)
    case closed
  }

  /// What standard output is.
  public enum Output: Sendable {
    case pipe
    case file(String)
    case closed
  }

  /// How the process ended and what it cost.
  public struct Outcome: Sendable {
    /// The exit status, or `nil` when a signal ended the process.
    public var status: Int32?
    /// The signal that ended the process, if one did.
    public var signal: Int32?
    public var stdout: Data
    public var stderr: String
    /// User plus system CPU time of the child.
    public var cpuSeconds: Double
    /// Peak resident set size of the child.
    public var peakRSSBytes: Int
    public var wallSeconds: Double
    /// Whether the watchdog had to kill it.
    public var timedOut: Bool

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Lines of stderr, without the final empty one.
    public var stderrLines: [String] {
      stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  public var arguments: [String]
  public var input: Input = .data(Data())
  public var output: Output = .pipe
  /// `prlimit` options (`--fsize=1000`, `--as=2000000000`, `--cpu=10`).
  public var limits: [String] = []
  public var environment: [String: String]? = nil
  public var directory: String? = nil
  /// The file mode creation mask of the child (`0o077`), else the test process's.
  public var umask: mode_t? = nil
  /// A signal sent this many seconds after the start.
  public var signal: (number: Int32, after: Double)? = nil
  /// The watchdog: SIGKILL after this many seconds.
  public var timeout: Double = 60
  /// Another program of this checkout's build to run instead of `intent-render`.
  public var executable: String? = nil

  public init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The binary under test: `INTENT_RENDER_BIN`, else the debug build of this checkout.
  public static var binary: String {
    if let path = ProcessInfo.processInfo.environment["INTENT_RENDER_BIN"] { return path }
    return Fixtures.root.appendingPathComponent(".build/debug/intent-render").path
  }

  /// The path of `product` in this checkout's debug build (next to `intent-render`).
  public static func built(_ product: String) -> String {
    URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(product).path
  }

  /// Runs the binary and waits for it (or for the watchdog).
  public func run() -> Outcome {
    var command = [executable ?? Self.binary] + arguments
    if !limits.isEmpty { command = ["/usr/bin/prlimit"] + limits + ["--"] + command }
    if let directory { command = ["/usr/bin/env", "-C", directory] + command }
    if let umask {
      command =
        ["/bin/sh", "-c", "umask \(String(umask, radix: 8)) && exec \"$@\"", "sh"] + command
    }
    command = ["/usr/bin/python3", "-c", Self.launcher] + command

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var stdinPipe: [Int32] = [-1, -1]
    var stdoutPipe: [Int32] = [-1, -1]
    var stderrPipe: [Int32] = [-1, -1]
    var reportPipe: [Int32] = [-1, -1]
    reportPipe = Self.privatePipe()
    posix_spawn_file_actions_adddup2(&actions, reportPipe[1], 3)
    stderrPipe = Self.privatePipe()
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    // The command's standard input waits on descriptor 4 (closed for `.closed`) and the
    // launcher moves it to 0 after forking: Python refuses to start on a directory as its own
    // standard input.
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    switch input {
    case .data:
      stdinPipe = Self.privatePipe()
      posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 4)
    case .file(let path): posix_spawn_file_actions_addopen(&actions, 4, path, O_RDONLY, 0)
    case .closed: posix_spawn_file_actions_addclose(&actions, 4)
    }
    switch output {
    case .pipe:
      stdoutPipe = Self.privatePipe()
      posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    case .closed: posix_spawn_file_actions_addclose(&actions, 1)
    }
    for descriptor in stdinPipe + stdoutPipe + stderrPipe + reportPipe where descriptor > 4 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let environment = (self.environment ?? ProcessInfo.processInfo.environment)
      .map { "\($0.key)=\($0.value)" }
    let started = Date()
    var pid: pid_t = 0
    // The child starts with no signal blocked and every signal at its default, whatever the
    // test runner's threads block or ignore.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let spawned = withCStrings(command) { argv in
      withCStrings(environment) { envp in
        posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
      }
    }
    for descriptor in [stdinPipe[0], stdoutPipe[1], stderrPipe[1], reportPipe[1]]
    where descriptor >= 0 {
      close(descriptor)
    }
    let report = LineReader(reportPipe[0])
    defer { close(reportPipe[0]) }
    guard spawned == 0, let childLine = report.line(), let child = pid_t(childLine) else {
      for descriptor in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] where descriptor >= 0 {
        close(descriptor)
      }
      return Outcome(
        status: 127, signal: nil, stdout: Data(), stderr: "spawn failed: \(spawned)",
        cpuSeconds: 0, peakRSSBytes: 0, wallSeconds: 0, timedOut: false)
    }

    let group = DispatchGroup()
    let stdoutBox = Box()
    let stderrBox = Box()
    if case .data(let data) = input {
      let descriptor = stdinPipe[1]
      onThread(group) {
        writeHoldingBackSIGPIPE(data, to: descriptor)
        close(descriptor)
      }
    }
    if stdoutPipe[0] >= 0 { drain(stdoutPipe[0], into: stdoutBox, group: group) }
    drain(stderrPipe[0], into: stderrBox, group: group)

    let finished = Box()
    // Dedicated threads, not dispatch queues: with many runs in parallel the queues' threads
    // sit blocked in `read`, and a timer on them fires late.
    if let signal {
      Thread.detachNewThread {
        usleep(UInt32(signal.after * 1e6))
        if !finished.flag { kill(child, signal.number) }
      }
    }
    let killed = Box()
    let timeout = self.timeout
    Thread.detachNewThread {
      let deadline = Date().addingTimeInterval(timeout)
      while !finished.flag, Date() < deadline { usleep(20_000) }
      if !finished.flag {
        killed.flag = true
        kill(child, SIGKILL)
      }
    }
    let fields = (report.line() ?? "").split(separator: " ").compactMap { Double($0) }
    var launcherStatus: Int32 = 0
    while waitpid(pid, &launcherStatus, 0) < 0 && errno == EINTR {}
    finished.flag = true
    group.wait()

    guard fields.count == 4 else {
      return Outcome(
        status: 127, signal: nil, stdout: stdoutBox.data, stderr: "the launcher failed",
        cpuSeconds: 0, peakRSSBytes: 0, wallSeconds: 0, timedOut: killed.flag)
    }
    let status = Int32(fields[0])
    let exited = status & 0x7f == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xff : nil, signal: exited ? nil : status & 0x7f,
      stdout: stdoutBox.data, stderr: String(decoding: stderrBox.data, as: UTF8.self),
      cpuSeconds: fields[2] + fields[3], peakRSSBytes: Int(fields[1]) * 1024,
      wallSeconds: Date().timeIntervalSince(started), timedOut: killed.flag)
  }

  /// A pipe whose ends close on `exec` and sit above descriptor 4. Tests run in parallel and
  /// spawn at the same time: a plain pipe's write end leaked into another test's child kept
  /// this child's standard input open, so it waited for an end of input that never came.
  /// Only the copies the file actions `dup2` onto 0–4 reach the child.
  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
  private static let pipe2: Pipe2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2").map {
    unsafeBitCast($0, to: Pipe2.self)
  }

  static func privatePipe() -> [Int32] {
    var ends: [Int32] = [-1, -1]
    // pipe2 sets close-on-exec atomically (a `pipe` then `fcntl` leaves a window another
    // thread's spawn can fall into); Glibc's module does not export it, so it is looked up.
    guard let pipe2 = Self.pipe2, pipe2(&ends, O_CLOEXEC) == 0 else { return [-1, -1] }
    return ends.map { descriptor in
      guard descriptor <= 4 else { return descriptor }
      // A low number could be a `dup2` target itself, which would keep its close-on-exec.
      let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 5)
      close(descriptor)
      return moved
    }
  }

  /// Forks and execs the command, writing its pid, then its wait status, peak RSS (KiB) and
  /// CPU times to descriptor 3.
  ///
  /// A launcher in between because a child spawned straight from the test process inherits
  /// its peak RSS: `posix_spawn` starts the child in the parent's address space, and Linux
  /// folds that space's high-water mark into the child's `ru_maxrss` at `exec`. A child forked
  /// from a small launcher starts from the launcher's few megabytes instead. The launcher's
  /// own habits (Python ignores SIGPIPE and SIGXFSZ) are undone before `exec`.
  static let launcher = """
    import os, signal, sys
    report = os.fdopen(3, "w")
    pid = os.fork()
    if pid == 0:
        report.close()
        try:
            os.dup2(4, 0)
            os.close(4)
        except OSError:
            os.close(0)
        for number in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
            signal.signal(number, signal.SIG_DFL)
        try:
            os.execv(sys.argv[1], sys.argv[1:])
        finally:
            os._exit(127)
    report.write(f"{pid}\\n")
    report.flush()
    _, status, usage = os.wait4(pid, 0)
    report.write(f"{status} {usage.ru_maxrss} {usage.ru_utime} {usage.ru_stime}\\n")
    report.close()
    """

  private func drain(_ descriptor: Int32, into box: Box, group: DispatchGroup) {
    onThread(group) {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        box.append(buffer[0..<count])
      }
      close(descriptor)
    }
  }
}

/// Reads lines from a descriptor, a byte at a time (the launcher writes two short lines).
private struct LineReader {
  let descriptor: Int32

  init(_ descriptor: Int32) { self.descriptor = descriptor }

  func line() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }
}

/// Runs `body` on a thread of its own, inside `group`.
private func onThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
  group.enter()
  Thread.detachNewThread {
    body()
    group.leave()
  }
}

/// Bytes and a flag shared with the threads that fill or watch them.
private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = Data()
  private var raised = false

  func append(_ bytes: ArraySlice<UInt8>) {
    lock.lock()
    storage.append(contentsOf: bytes)
    lock.unlock()
  }

  var data: Data {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  var flag: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return raised
    }
    set {
      lock.lock()
      raised = newValue
      lock.unlock()
    }
  }
}

/// `strings` as a NULL-terminated array of C strings for the duration of `body`.
private func withCStrings<T>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T
) -> T {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return body(pointers)
}

extension ProcessRun {
  /// Runs `script` with bash (pipelines, process substitution) and returns its standard output.
  public static func shell(_ script: String, timeout: Double = 60) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return "cannot run bash: \(error)" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
