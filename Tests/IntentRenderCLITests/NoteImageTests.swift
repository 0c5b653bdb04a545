import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderJobs

/// `note --images`: local images shown as pictures under the file rules, everything else as
/// the reference the note showed before, with one warning each.
@Suite struct NoteImageTests {
  /// A folder with a note's images: a PNG and a GIF header (the terminal decodes them, so a
  /// header is all the renderer reads), a text file named `.png`, a directory, a FIFO, a
  /// symlink to `/dev/zero` and a file over the size limit.
  final class Folder {
    let path: String

    init() throws {
      path = NSTemporaryDirectory() + "intent-render-images-\(UUID().uuidString)"
      let files = FileManager.default
      try files.createDirectory(atPath: path + "/sub dir", withIntermediateDirectories: true)
      try Data(Self.png(width: 200, height: 100)).write(to: URL(fileURLWithPath: path + "/a.png"))
      try Data(Self.png(width: 20, height: 20)).write(
        to: URL(fileURLWithPath: path + "/sub dir/b.png"))
      try Data(Array("GIF89a".utf8) + [40, 0, 20, 0, 0, 0]).write(
        to: URL(fileURLWithPath: path + "/c.gif"))
      try Data("not an image".utf8).write(to: URL(fileURLWithPath: path + "/text.png"))
      try files.createDirectory(atPath: path + "/dir.png", withIntermediateDirectories: false)
      #expect(mkfifo(path + "/fifo.png", 0o600) == 0)
      try files.createSymbolicLink(atPath: path + "/zero.png", withDestinationPath: "/dev/zero")
      #expect(
        files.createFile(atPath: path + "/big.png", contents: Data(Self.png(width: 1, height: 1))))
      let big = try FileHandle(forWritingTo: URL(fileURLWithPath: path + "/big.png"))
      big.truncateFile(atOffset: UInt64(LocalImageFile.maximumBytes + 1))
      big.closeFile()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    static func png(width: UInt32, height: UInt32) -> [UInt8] {
      var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      bytes += Array("IHDR".utf8)
      for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { bytes += $0 } }
      return bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }
  }

  @Test func fileRules() throws {
    let folder = try Folder()
    func failure(_ name: String) -> LocalImageFile.Failure? {
      do {
        _ = try LocalImageFile.read(folder.path + "/" + name)
        return nil
      } catch {
        return error
      }
    }
    #expect(try LocalImageFile.read(folder.path + "/a.png").header.width == 200)
    #expect(try LocalImageFile.read(folder.path + "/c.gif").header.format == .gif)
    #expect(failure("missing.png") == .missing)
    #expect(failure("text.png") == .notAnImage)
    #expect(failure("dir.png") == .notRegular("a directory"))
    #expect(failure("fifo.png") == .notRegular("a FIFO"))
    #expect(failure("zero.png") == .notRegular("a device"))
    #expect(failure("big.png") == .tooLarge(LocalImageFile.maximumBytes + 1))
  }

  @Test(arguments: [
    ("https://example.com/a.png", true), ("http://x/y.gif", true), ("//cdn.example/a.png", true),
    ("data:image/png;base64,iVBORw0KGgo=", true), ("file:///etc/a.png", true),
    ("mailto:a@b", true), ("a.png", false), ("./img/a.png", false), ("../a.png", false),
    ("/abs/a.png", false), ("img/a:b.png", false), ("1x:a.png", false),
  ])
  func remoteImagesAreNeverRead(_ source: String, remote: Bool) {
    #expect(LocalImageFile.isRemote(source) == remote)
  }

  @Test func pathsResolveAgainstTheNotesFolder() {
    #expect(
      LocalImageFile.path(of: "sub%20dir/b.png?raw=1#x", baseDirectory: "/n") == "/n/sub dir/b.png")
    #expect(LocalImageFile.path(of: "/abs.png", baseDirectory: "/n/") == "/abs.png")
    #expect(LocalImageFile.path(of: "#only", baseDirectory: "/n") == nil)
    #expect(LocalImageFile.path(of: "a%00.png", baseDirectory: "/n") == nil)
    #expect(NoteImageSource.baseDirectory(forNote: "docs/README.md") == "docs")
    #expect(NoteImageSource.baseDirectory(forNote: "README.md") == ".")
  }

  static let note = """
    # Pictures

    ![a](a.png) ![b](sub%20dir/b.png) ![c](c.gif)

    ![remote](https://example.com/r.png) ![text](text.png) ![dir](dir.png) ![fifo](fifo.png)
    ![zero](zero.png) ![big](big.png) ![missing](missing.png)

    <img src="a.png" alt="again">
    """

  func run(_ folder: Folder, _ extra: [String], environment: [String: String] = [:])
    -> (Int32, String, String)
  {
    let notePath = folder.path + "/note.md"
    try? Data(Self.note.utf8).write(to: URL(fileURLWithPath: notePath))
    return runCLI(["note", notePath, "--width", "60"] + extra, environment: environment)
  }

  @Test func kittyPicturesAndOneWarningPerUnshownImage() throws {
    let folder = try Folder()
    let (code, out, err) = run(
      folder, ["--images", "always"], environment: ["TERM": "xterm-kitty"])
    #expect(code == 0)
    // a.png twice (Markdown and <img>), b.png, and c.gif redrawn as PNG by librsvg (kitty's
    // f=100 takes PNG only).
    #expect(out.components(separatedBy: "\u{1B}_Ga=T,f=100,q=2,").count - 1 == 4)
    #expect(out.contains("\u{1B}_Ga=T,f=100,q=2,c=20,r=5,m=0;"))
    #expect(out.contains("\u{1B}_Ga=T,f=100,q=2,c=2,r=1,m=0;"))
    #expect(out.contains("\u{1B}_Ga=T,f=100,q=2,c=4,r=1,m=0;iVBORw0KGgo"))
    #expect(out.contains("[image: remote]"))
    let warnings = err.split(separator: "\n")
    for name in ["text.png", "dir.png", "fifo.png", "zero.png", "big.png", "missing.png"] {
      #expect(warnings.filter { $0.contains("image '\(name)' not shown") }.count == 1, "\(name)")
      #expect(out.contains("<\(name)>"))
    }
    #expect(!err.contains("example.com"))
    #expect(
      warnings.allSatisfy { $0.hasPrefix("intent-render: warning: \(folder.path)/note.md: ") })
  }

  @Test func iterm2TakesGIFAsItIs() throws {
    let folder = try Folder()
    let (code, out, _) = run(
      folder, ["--images", "always"], environment: ["TERM_PROGRAM": "iTerm.app"])
    #expect(code == 0)
    #expect(out.components(separatedBy: "\u{1B}]1337;File=inline=1;").count - 1 == 4)
    #expect(out.contains("size=12;width=4;height=1;preserveAspectRatio=1:R0lGODlhKAAUAAAA\u{07}"))
  }

  @Test func withImagesOffTheOutputIsByteIdentical() throws {
    let folder = try Folder()
    let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]
    let plain = run(folder, [], environment: kitty)
    // Not a terminal: auto shows none; never shows none; text never does.
    #expect(run(folder, ["--images", "never"], environment: kitty).1 == plain.1)
    #expect(
      run(folder, ["--images", "auto", "--color", "always"], environment: kitty).1
        == run(folder, ["--color", "always"], environment: kitty).1)
    let text = run(folder, ["--images", "always", "--format", "text"], environment: kitty)
    #expect(text.1 == run(folder, ["--format", "text"], environment: kitty).1)
    #expect(!text.1.contains("\u{1B}"))
    #expect(plain.2.isEmpty)
  }

  @Test func mermaidFencesBecomePictures() {
    let note = "```mermaid\nflowchart LR\n  A --> B\n```\n"
    let (code, out, err) = runCLI(
      ["note", "-", "--images", "always", "--width", "80"], stdin: note,
      environment: ["TERM": "xterm-kitty"])
    #expect(code == 0, "\(err)")
    #expect(out.hasPrefix("\u{1B}_Ga=T,f=100,q=2,c="))
    let never = runCLI(["note", "-", "--images", "never"], stdin: note).1
    #expect(never.contains("+---+"))
  }

  @Test func tmuxGetsPicturesOnlyWhenForcedAndWrapped() throws {
    let folder = try Folder()
    let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "KITTY_WINDOW_ID": "1"]
    let (_, out, _) = run(folder, ["--images", "always"], environment: inTmux)
    #expect(out.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=100,q=2,"))
  }

  @Test func transcriptScreenshotsBecomePictures() {
    let path = Fixtures.directory("Transcript").appendingPathComponent("leap-day.intent.json").path
    let base = ["transcript", path, "--format", "ansi", "--color", "always", "--width", "80"]
    let kitty = ["TERM": "xterm-kitty"]
    let (code, out, err) = runCLI(base + ["--images", "always", "--expand"], environment: kitty)
    #expect(code == 0, "\(err)")
    // The 24×16 screenshot under its reference line: 3 columns of 10-pixel cells, 1 row.
    #expect(out.contains("758 B\u{1B}[0m\n\u{1B}_Ga=T,f=100,q=2,c=3,r=1,m=0;iVBORw0KGgo"))
    let never = runCLI(base + ["--images", "never", "--expand"], environment: kitty).1
    #expect(never == runCLI(base + ["--expand"], environment: kitty).1)
    #expect(!never.contains("\u{1B}_G"))
  }
}
