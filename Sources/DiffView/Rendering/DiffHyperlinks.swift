/// Where the OSC 8 links of a terminal diff lead (delta's `hyperlinks`): file paths to a
/// file-link format, commit hashes to the web page of the repository's commit.
///
/// The formats take delta's placeholders (`hyperlinks-file-link-format`,
/// `hyperlinks-commit-link-format`): `{path}` (absolute), `{line}` and `{host}` for files,
/// `{commit}` for commits. Each placeholder is replaced once, left to right, so a path that
/// itself holds `{line}` is never substituted again. The link is escaped where it is written
/// (`ANSIText.hyperlinkStart`), so nothing from the input can end the escape sequence.
public struct DiffHyperlinks: Sendable, Equatable {
  /// delta's default: the file itself.
  public static let defaultFileLinkFormat = "file://{path}"

  /// The format of file links.
  public var fileLinkFormat: String
  /// The format of commit links, `nil` when commits are not linked (no known web remote).
  public var commitLinkFormat: String?
  /// The absolute directory the diff's relative paths are under (a repository's top level).
  public var root: String
  /// This machine's name, for `{host}`.
  public var host: String

  /// Links with the given formats; `root` is made to end without a slash.
  public init(
    fileLinkFormat: String = defaultFileLinkFormat, commitLinkFormat: String? = nil,
    root: String, host: String
  ) {
    self.fileLinkFormat = fileLinkFormat
    self.commitLinkFormat = commitLinkFormat
    var root = root
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    self.root = root
    self.host = host
  }

  /// The link of `path` (as the diff names it), at `line` when known.
  package func fileURL(path: String, line: Int?) -> String {
    let absolute = path.hasPrefix("/") ? path : (root == "/" ? "" : root) + "/" + path
    return Self.fill(
      fileLinkFormat,
      ["path": absolute, "line": line.map(String.init) ?? "", "host": host])
  }

  /// The link of commit `hash`, or `nil` without a commit-link format.
  package func commitURL(hash: String) -> String? {
    commitLinkFormat.map { Self.fill($0, ["commit": hash]) }
  }

  /// `format` with each `{name}` of `values` replaced; other braces are kept as written.
  static func fill(_ format: String, _ values: [String: String]) -> String {
    var out = ""
    var rest = Substring(format)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
        out += value
        rest = after[after.index(after: close)...]
      } else {
        out += "{"
        rest = after
      }
    }
    return out + rest
  }

  /// The commit-link format of a repository whose remote is `remote` (`git remote get-url`):
  /// GitHub's and GitLab's web pages, else `nil`. Accepts `https://host/owner/repo(.git)`,
  /// `ssh://git@host/owner/repo` and scp-like `git@host:owner/repo.git`.
  public static func commitLinkFormat(remote: String) -> String? {
    var text = String(remote.filter { !$0.isWhitespace })
    var host: Substring
    var path: Substring
    if let scheme = text.range(of: "://") {
      let rest = text[scheme.upperBound...]
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      host = rest[..<slash]
      path = rest[slash...].drop { $0 == "/" }
    } else if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
      host = text[..<colon]
      path = text[text.index(after: colon)...].drop { $0 == "/" }
    } else {
      return nil
    }
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if let port = host.firstIndex(of: ":") { host = host[..<port] }
    if path.hasSuffix("/") { path = path.dropLast() }
    if path.hasSuffix(".git") { path = path.dropLast(4) }
    text = String(path)
    let parts = text.split(separator: "/")
    guard parts.count >= 2,
      parts.allSatisfy({ part in
        part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
      })
    else { return nil }
    let name = host.lowercased()
    if name == "github.com" { return "https://github.com/\(text)/commit/{commit}" }
    if name == "gitlab.com" || name.hasPrefix("gitlab.") {
      return "https://\(name)/\(text)/-/commit/{commit}"
    }
    return nil
  }
}
