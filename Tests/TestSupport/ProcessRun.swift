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
  /// A signal sent this many seconds after the start.
  public var signal: (number: Int32, after: Double)? = nil
  /// The watchdog: SIGKILL after this many seconds.
  public var timeout: Double = 60

  public init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The binary under test: `INTENT_RENDER_BIN`, else the debug build of this checkout.
  public static var binary: String {
    if let path = ProcessInfo.processInfo.environment["INTENT_RENDER_BIN"] { return path }
    return Fixtures.root.appendingPathComponent(".build/debug/intent-render").path
  }

  /// Runs the binary and waits for it (or for the watchdog).
  public func run() -> Outcome {
    var command = [Self.binary] + arguments
    if !limits.isEmpty { command = ["/usr/bin/prlimit"] + limits + ["--"] + command }
    if let directory { command = ["/usr/bin/env", "-C", directory] + command }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var stdinPipe: [Int32] = [-1, -1]
    var stdoutPipe: [Int32] = [-1, -1]
    var stderrPipe: [Int32] = [-1, -1]
    pipe(&stderrPipe)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    switch input {
    case .data:
      pipe(&stdinPipe)
      posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    case .file(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
    case .closed: posix_spawn_file_actions_addclose(&actions, 0)
    }
    switch output {
    case .pipe:
      pipe(&stdoutPipe)
      posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    case .closed: posix_spawn_file_actions_addclose(&actions, 1)
    }
    for descriptor in stdinPipe + stdoutPipe + stderrPipe where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let environment = (self.environment ?? ProcessInfo.processInfo.environment)
      .map { "\($0.key)=\($0.value)" }
    let started = Date()
    var pid: pid_t = 0
    let spawned = withCStrings(command) { argv in
      withCStrings(environment) { envp in posix_spawn(&pid, command[0], &actions, nil, argv, envp) }
    }
    for descriptor in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] where descriptor >= 0 {
      close(descriptor)
    }
    guard spawned == 0 else {
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
      DispatchQueue.global().async(group: group) {
        data.withUnsafeBytes { raw in
          var offset = 0
          while offset < raw.count {
            let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written <= 0 { break }
            offset += written
          }
        }
        close(descriptor)
      }
    }
    if stdoutPipe[0] >= 0 { drain(stdoutPipe[0], into: stdoutBox, group: group) }
    drain(stderrPipe[0], into: stderrBox, group: group)

    let finished = Box()
    let child = pid
    if let signal {
      DispatchQueue.global().asyncAfter(deadline: .now() + signal.after) {
        if !finished.flag { kill(child, signal.number) }
      }
    }
    let killed = Box()
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if !finished.flag {
        killed.flag = true
        kill(child, SIGKILL)
      }
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    finished.flag = true
    group.wait()

    let exited = status & 0x7f == 0
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return Outcome(
      status: exited ? (status >> 8) & 0xff : nil, signal: exited ? nil : status & 0x7f,
      stdout: stdoutBox.data, stderr: String(decoding: stderrBox.data, as: UTF8.self),
      cpuSeconds: cpu, peakRSSBytes: Int(usage.ru_maxrss) * 1024,
      wallSeconds: Date().timeIntervalSince(started), timedOut: killed.flag)
  }

  private func drain(_ descriptor: Int32, into box: Box, group: DispatchGroup) {
    DispatchQueue.global().async(group: group) {
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
