import Foundation
import TestSupport
import Testing

/// `note --images always`, whole process: a note pointing its images at a FIFO with no
/// writer, `/dev/zero`, a directory and a huge sparse file finishes at once with its
/// references and one warning each, and never reads past the size limit.
@Suite struct HostileImageTests {
  @Test func hostileImageFilesNeitherHangNorFlood() throws {
    let folder = NSTemporaryDirectory() + "intent-render-hostile-images-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/fifo.png", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
    // A sparse file of 4 GiB: reading it would take the memory limit.
    let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    #expect(FileManager.default.createFile(atPath: folder + "/huge.png", contents: Data(header)))
    let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/huge.png"))
    try huge.truncate(atOffset: 4 << 30)
    try huge.close()
    var note = "# Hostile\n\n"
    for name in ["fifo.png", "zero.png", "huge.png", ".", "/dev/zero", "/dev/stdin", "../"] {
      note += "![\(name)](\(name))\n\n"
    }
    // Thousands of references to one missing file: a bounded number of warning lines.
    note += String(repeating: "![m](missing-\(UUID().uuidString).png) ", count: 2000) + "\n"
    for n in 0..<100 { note += "![n](n\(n).png)\n" }
    try Data(note.utf8).write(to: URL(fileURLWithPath: folder + "/note.md"))
    var run = ProcessRun(["note", folder + "/note.md", "--images", "always", "--width", "80"])
    run.input = .closed
    run.environment = ["TERM": "xterm-kitty", "PATH": "/usr/bin:/bin"]
    run.limits = ["--as=2000000000"]
    run.timeout = 10
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.signal == nil)
    #expect(!outcome.stdoutText.contains("\u{1B}_G"))
    for name in ["fifo.png", "zero.png", "huge.png", "/dev/zero", "/dev/stdin"] {
      #expect(outcome.stdoutText.contains("<\(name)>"), "\(name)")
    }
    let warnings = outcome.stderrLines
    #expect(warnings.count <= 22, "\(warnings.count) warning lines")
    #expect(warnings.contains { $0.contains("'fifo.png' not shown: not a regular file (a FIFO)") })
    #expect(warnings.contains { $0.contains("'huge.png' not shown: 4294967296 bytes, over") })
    #expect(warnings.contains { $0.contains("further images not shown are not listed") })
    #expect(outcome.cpuSeconds < 3)
  }
}
