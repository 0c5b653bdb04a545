import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// The set-up (#33 "Set-up"): `setup.sh` checks for swift before installing anything,
/// `uninstall.sh` removes exactly what setup listed, and the man page's EXAMPLES are README
/// examples (which the README tests run).
@Suite struct SetupScriptTests {
  static let scripts = Fixtures.root.appendingPathComponent("scripts")

  static func bash(
    _ script: String, _ arguments: [String] = [], environment: [String: String]
  ) -> ProcessRun.Outcome {
    var run = ProcessRun([scripts.appendingPathComponent(script).path] + arguments)
    run.executable = "/bin/bash"
    run.environment = environment
    return run.run()
  }

  /// Without swift on PATH nothing is installed (no apt-get, no dpkg-query) and the message
  /// says where to get a toolchain.
  @Test func withoutSwiftNothingIsInstalled() throws {
    let folder = try TemporaryFolder()
    // A PATH holding only a logging apt-get and dpkg-query, and what bash needs.
    let bin = folder.path("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    for tool in ["apt-get", "dpkg-query", "sudo"] {
      let path = bin + "/" + tool
      try "#!/bin/sh\necho \(tool) >> \(folder.path("called"))\n".write(
        toFile: path, atomically: true, encoding: .utf8)
      chmod(path, 0o755)
    }
    for tool in ["dirname", "cat", "id", "grep"] {
      try FileManager.default.createSymbolicLink(
        atPath: bin + "/" + tool, withDestinationPath: "/usr/bin/" + tool)
    }
    let outcome = Self.bash("setup.sh", environment: ["PATH": bin, "HOME": folder.path("")])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("swift is not on PATH"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("https://www.swift.org/install/linux/"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("called")))
    let unknown = Self.bash("setup.sh", ["--everything"], environment: ["PATH": "/usr/bin:/bin"])
    #expect(unknown.status == 2)
  }

  /// The user set-up installs no test-only package: those come with --deps.
  @Test func testToolsStayOutOfTheUserSetUp() throws {
    let text = try String(
      contentsOf: Self.scripts.appendingPathComponent("setup.sh"), encoding: .utf8)
    let packages = text.components(separatedBy: "\nPACKAGES=(\n")[1]
      .components(separatedBy: "\n)\n")[0]
    // The package names: each line's words before its comment.
    let names = Set(
      packages.split(separator: "\n").flatMap {
        $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
          .split(separator: " ").map(String.init)
      })
    #expect(names.contains("libonig-dev") && names.contains("ruby-github-linguist"))
    for tool in ["chromium", "tmux", "zsh", "fish", "cmark-gfm", "graphviz"] {
      #expect(!names.contains(tool), "\(tool) in the user set-up")
    }
  }

  @Test func uninstallRemovesExactlyTheListedFiles() throws {
    let folder = try TemporaryFolder()
    let data = folder.path("share")
    let listed = [folder.path("bin/intent-render"), folder.path("man/intent-render.1")]
    let kept = folder.path("bin/other-tool")
    try FileManager.default.createDirectory(
      atPath: data + "/intent-render", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("bin"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("man"), withIntermediateDirectories: true)
    for file in listed + [kept] { try "x".write(toFile: file, atomically: true, encoding: .utf8) }
    try (listed + [folder.path("bin/never-made")]).joined(separator: "\n").appending("\n").write(
      toFile: data + "/intent-render/installed-files", atomically: true, encoding: .utf8)
    let environment = ["PATH": "/usr/bin:/bin", "XDG_DATA_HOME": data, "HOME": folder.path("")]
    let dry = Self.bash("uninstall.sh", ["--dry-run"], environment: environment)
    #expect(dry.status == 0)
    #expect(listed.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    let outcome = Self.bash("uninstall.sh", environment: environment)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(listed.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    #expect(FileManager.default.fileExists(atPath: kept))
    #expect(!FileManager.default.fileExists(atPath: data + "/intent-render"))
    let again = Self.bash("uninstall.sh", environment: environment)
    #expect(again.status == 0)
    #expect(again.stdoutText.contains("nothing to remove"))
  }

  /// Each EXAMPLES command of the man page is a `$ ` line of README.md, so the README's
  /// example tests run it; the page written by the binary carries them all.
  @Test func manPageExamplesAreReadmeExamples() throws {
    let readme = try String(
      contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
    let commands = Set(
      readme.split(separator: "\n").filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) })
    for example in ManPageExamples.all {
      #expect(commands.contains(example.command), "\(example.command)")
    }
    var run = ProcessRun(["--man"])
    run.environment = ["PATH": "/usr/bin:/bin"]
    let page = run.run().stdoutText
    #expect(page.contains(".SH EXAMPLES"))
    #expect(page.contains("highlight hello.swift \\-r 1:2"))
  }
}
