import Foundation
import TestSupport
import Testing

/// The background query on a terminal that answers slowly (ssh, a loaded machine): the answer
/// is still read and used, and none of it is echoed into the output.
///
/// A pseudo-terminal stands in for the terminal: the binary runs with it as its controlling
/// terminal, and the test answers the OSC 11 and DA1 requests only after `delay` seconds.
@Suite(.enabled(if: PythonScript.isAvailable(modules: ["pty"]), "python3 with pty missing"))
struct TerminalQueryTests {
  /// Runs the binary in a pty, answers its query after `delay` seconds with a light
  /// background, and returns everything the terminal received (the program's output and any
  /// echo), with the terminal's `\r\n` turned back into `\n`.
  static func runAnsweringLate(_ arguments: [String], delay: Double) throws -> String {
    let folder = try TemporaryFolder()
    let captured = folder.path("screen.bin")
    let script = """
      import os, pty, sys, time, select
      captured, delay, argv = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
      pid, master = pty.fork()
      if pid == 0:
          os.execve(argv[0], argv, {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color",
                                     "COLORTERM": "truecolor", "LANG": "C.UTF-8"})
      received = b""
      answered = False
      deadline = time.time() + 20
      while time.time() < deadline:
          ready, _, _ = select.select([master], [], [], 0.05)
          if ready:
              try:
                  chunk = os.read(master, 65536)
              except OSError:
                  break
              if not chunk:
                  break
              received += chunk
          if not answered and b"\\x1b]11;?" in received and b"\\x1b[c" in received:
              time.sleep(delay)
              os.write(master, b"\\x1b]11;rgb:fafa/fafa/fafa\\x1b\\\\\\x1b[?1;2c")
              answered = True
          if os.waitpid(pid, os.WNOHANG) != (0, 0):
              # Drain what the child wrote before it ended.
              while select.select([master], [], [], 0.2)[0]:
                  try:
                      chunk = os.read(master, 65536)
                  except OSError:
                      break
                  if not chunk:
                      break
                  received += chunk
              break
      open(captured, "wb").write(received)
      """
    let run = try PythonScript.run(
      ["-c", script, captured, String(delay), ProcessRun.binary] + arguments)
    try #require(run.status == 0, "\(run.output)")
    let bytes = try #require(FileManager.default.contents(atPath: captured))
    return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  @Test(arguments: [0.0, 0.25])
  func aLateAnswerIsStillUsedAndNeverEchoed(delay: Double) throws {
    let folder = try TemporaryFolder()
    let code = folder.path("main.swift")
    try "let answer = 42 // why\n".write(toFile: code, atomically: true, encoding: .utf8)
    let screen = try Self.runAnsweringLate(
      ["highlight", "-p", "--paging", "never", "--color", "always", code], delay: delay)
    var light = ProcessRun(["highlight", "-p", "--color", "always", "--theme", "light", code])
    light.environment = ["PATH": "/usr/bin:/bin", "COLORTERM": "truecolor"]
    let expected = String(decoding: light.run().stdout, as: UTF8.self)
    #expect(!screen.contains("rgb:"), "\(screen.debugDescription)")
    #expect(!screen.contains("[?1;2c"), "\(screen.debugDescription)")
    #expect(screen.hasSuffix(expected), "\(screen.debugDescription)\n\(expected.debugDescription)")
  }
}
