import Foundation
import TestSupport
import Testing

/// Pictures come only from the note's folder and below (the current directory for standard
/// input), whole process: an absolute path, `..`, a symbolic link pointing out and a
/// transcript's image block with an absolute path are refused with one warning each and keep
/// their references, while a picture inside (also through a link that stays inside) is shown.
@Suite struct HostilePictureFolderTests {
  /// A 1×1 PNG.
  static let png: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// `root/private/secret.png` outside `root/notes/`, which holds the note, `inside.png`,
  /// `sub/deep.png`, a link out (`out.png`) and a link that stays in (`alias.png`).
  static func layout() throws -> (folder: TemporaryFolder, notes: String, secret: String) {
    let folder = try TemporaryFolder()
    let notes = folder.path("notes")
    let secret = folder.path("private/secret.png")
    for directory in [notes + "/sub", folder.path("private")] {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    for path in [secret, notes + "/inside.png", notes + "/sub/deep.png"] {
      try Data(png).write(to: URL(fileURLWithPath: path))
    }
    try FileManager.default.createSymbolicLink(
      atPath: notes + "/out.png", withDestinationPath: secret)
    try FileManager.default.createSymbolicLink(
      atPath: notes + "/alias.png", withDestinationPath: "sub/deep.png")
    return (folder, notes, secret)
  }

  static func run(_ arguments: [String], directory: String? = nil, input: String? = nil)
    -> ProcessRun.Outcome
  {
    var run = ProcessRun(arguments + ["--images", "always", "--width", "80"])
    run.input = input.map { .data(Data($0.utf8)) } ?? .closed
    run.directory = directory
    run.environment = [
      "TERM": "xterm-kitty", "PATH": "/usr/bin:/bin", "INTENT_RENDER_NO_CACHE": "1",
    ]
    run.timeout = 20
    return run.run()
  }

  @Test func aNoteShowsPicturesFromItsFolderOnly() throws {
    let (folder, notes, secret) = try Self.layout()
    defer { withExtendedLifetime(folder) {} }
    let outside = [
      "/abs": secret, "dots": "../private/secret.png", "link": "out.png",
      "encoded": "%2E%2E/private/secret.png", "root": "/etc/../" + String(secret.dropFirst()),
    ]
    let inside = [
      "in": "inside.png", "deep": "sub/deep.png", "alias": "alias.png",
      "dotted": "sub/../inside.png",
    ]
    var note = "# Pictures\n\n"
    for (alt, source) in (outside.merging(inside) { $1 }).sorted(by: { $0.key < $1.key }) {
      note += "![\(alt)](\(source))\n\n"
    }
    try Data(note.utf8).write(to: URL(fileURLWithPath: notes + "/note.md"))
    let outcome = Self.run(["note", notes + "/note.md"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    // One picture (kitty's `ESC _ G` escape starts each) per image inside.
    let pictures = outcome.stdoutText.components(separatedBy: "\u{1B}_Ga=T").count - 1
    #expect(pictures == inside.count, "\(pictures) pictures: \(outcome.stderr)")
    for (_, source) in outside {
      let warnings = outcome.stderrLines.filter { $0.contains("'\(source)' not shown") }
      #expect(warnings.count == 1, "\(source): \(outcome.stderr)")
      #expect(warnings.first?.contains("outside") == true, "\(warnings)")
    }
    #expect(outcome.stderrLines.count == outside.count, "\(outcome.stderr)")
  }

  @Test func standardInputShowsPicturesFromTheCurrentDirectoryOnly() throws {
    let (folder, notes, secret) = try Self.layout()
    defer { withExtendedLifetime(folder) {} }
    let outcome = Self.run(
      ["note", "-"], directory: notes,
      input: "![a](\(secret))\n\n![b](inside.png)\n\n![c](../private/secret.png)\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdoutText.components(separatedBy: "\u{1B}_Ga=T").count - 1 == 1)
    #expect(outcome.stderrLines.filter { $0.contains("outside") }.count == 2, "\(outcome.stderr)")
  }

  @Test func aTranscriptImageBlockWithAnAbsolutePathIsRefused() throws {
    let (folder, notes, secret) = try Self.layout()
    defer { withExtendedLifetime(folder) {} }
    let transcript: [String: Any] = [
      "format": "intent-transcript", "version": 1,
      "messages": [
        [
          "role": "user", "timestamp": "2026-03-02T09:00:05Z",
          "blocks": [
            ["type": "text", "text": "Look"], ["type": "image", "path": secret, "alt": "abs"],
            ["type": "image", "path": "out.png", "alt": "link"],
            ["type": "image", "path": "inside.png", "alt": "in"],
          ],
        ]
      ],
    ]
    try JSONSerialization.data(withJSONObject: transcript).write(
      to: URL(fileURLWithPath: notes + "/t.json"))
    let outcome = Self.run(["transcript", notes + "/t.json", "--format", "ansi"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdoutText.components(separatedBy: "\u{1B}_Ga=T").count - 1 == 1, "\(outcome.stderr)")
    #expect(outcome.stderrLines.filter { $0.contains("outside") }.count == 2, "\(outcome.stderr)")
  }
}
