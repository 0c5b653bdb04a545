import Foundation
import TestSupport
import Testing

private let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// A signal while the terminal is in raw mode for the OSC 11 background query, whole process
/// on a pseudo-terminal: the process still ends by that signal, and the terminal is left with
/// echo and line editing as it found them.
@Suite(.enabled(if: python != nil, "needs python3 for its pty module"))
struct HostileTerminalSignalTests {
  /// Starts the binary on a new pseudo-terminal (its controlling terminal), waits for the
  /// OSC 11 query, sends the signal at once (the binary waits up to 100 ms for an answer that
  /// never comes), then reports the terminal's modes during the wait and after the end.
  static let driver = #"""
    import fcntl, os, select, signal, sys, termios, time
    binary, name, note = sys.argv[1:4]
    master, slave = os.openpty()
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(master)
        # As in a shell on a terminal: the test runner may ignore or block some of these, and
        # both stay so across exec.
        ends = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
        for number in ends:
            signal.signal(number, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, ends)
        env = {"TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "INTENT_RENDER_NO_CACHE": "1",
               "INTENT_RENDER_PAGER": ""}
        os.execve(binary, [binary, "note", note], env)
    seen = b""
    deadline = time.time() + 20
    while b"\x1b]11;?" not in seen and time.time() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            seen += os.read(master, 4096)
    during = termios.tcgetattr(slave)[3]
    os.kill(pid, getattr(signal, name))
    _, status = os.waitpid(pid, 0)
    after = termios.tcgetattr(slave)[3]
    print("query=%d raw_during=%d echo=%d icanon=%d signal=%d" % (
        b"\x1b]11;?" in seen, not (during & termios.ECHO),
        bool(after & termios.ECHO), bool(after & termios.ICANON),
        os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0))
    """#

  @Test(arguments: ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"])
  func aSignalDuringTheBackgroundQueryRestoresTheTerminal(name: String) throws {
    let folder = try TemporaryFolder()
    try Data(Self.driver.utf8).write(to: URL(fileURLWithPath: folder.path("driver.py")))
    try Data("# Hi\n\nText.\n".utf8).write(to: URL(fileURLWithPath: folder.path("note.md")))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(python))
    process.arguments = [folder.path("driver.py"), ProcessRun.binary, name, folder.path("note.md")]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let watchdog = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    watchdog.cancel()
    let number = ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP, "SIGQUIT": SIGQUIT][name]!
    #expect(report.contains("query=1 raw_during=1"), "\(report)")
    #expect(report.contains("echo=1 icanon=1"), "\(name): \(report)")
    #expect(report.contains("signal=\(number)"), "\(name): \(report)")
  }
}
