import DiffView
import Foundation

/// `diff --hyperlinks`: where the links of paths and commit hashes lead, as delta's
/// `hyperlinks`, `hyperlinks-file-link-format` and `hyperlinks-commit-link-format` decide it.
extension DiffCommand {
  static let hyperlinkOptions = [
    OptionSpec(
      "--hyperlinks", .flag,
      help: "terminal: OSC 8 links on file paths and hunk headers (to the file, see "
        + "--hyperlinks-file-link-format) and on commit hashes (to the commit's page when the "
        + "repository's origin is on GitHub or GitLab)"),
    OptionSpec(
      "--hyperlinks-file-link-format", .text, placeholder: "FMT",
      help: "the link of a file, with {path} (absolute), {line} and {host} (default: "
        + "\(DiffHyperlinks.defaultFileLinkFormat); e.g. vscode://file/{path}:{line})"),
    OptionSpec(
      "--hyperlinks-commit-link-format", .text, placeholder: "FMT",
      help: "the link of a commit, with {commit} (default: from the origin remote's web page, "
        + "e.g. https://github.com/OWNER/REPO/commit/{commit})"),
  ]

  /// The links `parsed` asks for, `nil` without `--hyperlinks`. Relative paths are taken
  /// under the repository of the working directory (its top level), else the directory.
  static func hyperlinks(_ parsed: ParsedOptions) throws -> DiffHyperlinks? {
    let fileFormat = parsed.string("--hyperlinks-file-link-format")
    let commitFormat = parsed.string("--hyperlinks-commit-link-format")
    guard parsed.has("--hyperlinks") else {
      if let given = ["--hyperlinks-file-link-format", "--hyperlinks-commit-link-format"].first(
        where: parsed.typed)
      {
        throw CLIError.usage("\(given) goes with --hyperlinks")
      }
      return nil
    }
    let repository = GitRepository()
    let root = repository.topLevel() ?? repository.directory
    let remote = repository.output(["remote", "get-url", "origin"]).map {
      String(decoding: $0, as: UTF8.self)
    }
    return DiffHyperlinks(
      fileLinkFormat: fileFormat ?? DiffHyperlinks.defaultFileLinkFormat,
      commitLinkFormat: commitFormat ?? remote.flatMap(DiffHyperlinks.commitLinkFormat),
      root: root, host: ProcessInfo.processInfo.hostName)
  }
}
