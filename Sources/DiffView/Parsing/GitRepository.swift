import Foundation

/// The `git` program run in a working directory: diffs streamed from its output, blobs read
/// with `git cat-file`.
package struct GitRepository: Sendable {
  package var directory: String

  package init(directory: String = FileManager.default.currentDirectoryPath) {
    self.directory = directory
  }

  /// A running git command whose standard output is read through `descriptor`.
  package final class RunningCommand: @unchecked Sendable {
    let process: Process
    let pipe: Pipe
    let errors: Pipe

    init(process: Process, pipe: Pipe, errors: Pipe) {
      self.process = process
      self.pipe = pipe
      self.errors = errors
    }

    package var descriptor: Int32 { pipe.fileHandleForReading.fileDescriptor }

    /// Waits for git to end; returns its exit status and what it wrote on standard error.
    package func wait() -> (status: Int32, errors: String) {
      let message = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }
  }

  /// Starts `git ARGUMENTS`; its output is to be read from the returned command's descriptor.
  package func start(_ arguments: [String]) throws -> RunningCommand {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    let errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return RunningCommand(process: process, pipe: pipe, errors: errors)
  }

  /// Runs `git ARGUMENTS` to completion and returns its output, or `nil` if it failed.
  package func output(_ arguments: [String]) -> Data? {
    guard let command = try? start(arguments) else { return nil }
    let data = command.pipe.fileHandleForReading.readDataToEndOfFile()
    guard command.wait().status == 0 else { return nil }
    return data
  }

  /// Why a `--git` value is not passed to git.
  package enum RevisionError: Error, Equatable, Sendable {
    /// The value is empty.
    case empty
    /// The value starts with `-`: git would read it as an option (`--output=FILE` writes a
    /// file, `--ext-diff` runs a program), so it is refused before git sees it.
    case option(String)
  }

  /// Checks that `revisions` can only be read as a revision (`REV`, `A..B`, `A...B`).
  package static func checkRevisions(_ revisions: String) throws(RevisionError) {
    if revisions.isEmpty { throw .empty }
    if revisions.hasPrefix("-") { throw .option(revisions) }
  }

  /// The arguments of `git diff` for `--git REVS`: `A..B`, `A...B` or one revision against the
  /// working tree. Full blob names make the sources readable afterwards; colour, external
  /// diff drivers and text conversion are off so the output is plain patch text. The value is
  /// checked to be no option, and `--end-of-options` (git 2.24 and later) makes git itself
  /// read whatever follows as a revision, never as an option.
  package static func diffArguments(revisions: String) throws(RevisionError) -> [String] {
    try checkRevisions(revisions)
    return [
      "-c", "core.quotepath=true", "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false",
      "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--full-index", "-M",
      "--end-of-options", revisions, "--",
    ]
  }

  /// The repository's top-level directory.
  package func topLevel() -> String? {
    guard let data = output(["rev-parse", "--show-toplevel"]) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// Full sources read through git: old sides from the `index` line's blob names, new sides from
/// blobs too, or from the working tree when the diff compares against it.
package struct GitSourceProvider: DiffSourceProvider {
  package var repository: GitRepository
  /// The directory new sides are read from when the new side is the working tree.
  package var workTree: String?
  /// Sources above this size are not read (the highlighter would refuse them anyway).
  package var maxBytes = 4 << 20

  package init(repository: GitRepository, workTree: String?) {
    self.repository = repository
    self.workTree = workTree
  }

  package func oldSource(for file: DiffFile) -> String? {
    blob(file.oldBlob)
  }

  package func newSource(for file: DiffFile) -> String? {
    if let workTree, let path = file.newPath {
      let url = URL(fileURLWithPath: workTree).appendingPathComponent(path)
      guard let data = try? Data(contentsOf: url), data.count <= maxBytes else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
    return blob(file.newBlob)
  }

  private func blob(_ name: String?) -> String? {
    guard let name, !name.isEmpty, name.contains(where: { $0 != "0" }),
      name.allSatisfy(\.isHexDigit),
      let data = repository.output(["cat-file", "blob", name]), data.count <= maxBytes
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Full sources given as two files (`--old A --new B`), used for every file of the diff.
package struct FileSourceProvider: DiffSourceProvider {
  package var old: String
  package var new: String

  /// Reads both files now; throws if either cannot be read.
  package init(oldPath: String, newPath: String) throws {
    old = String(decoding: try Data(contentsOf: URL(fileURLWithPath: oldPath)), as: UTF8.self)
    new = String(decoding: try Data(contentsOf: URL(fileURLWithPath: newPath)), as: UTF8.self)
  }

  package func oldSource(for file: DiffFile) -> String? { old }
  package func newSource(for file: DiffFile) -> String? { new }
}
