/// A path's directory and last name, split on the last `/` as `dirname`/`basename` do (trailing
/// slashes ignored; `.` when there is no directory, `/` at the root), without Foundation's
/// URL or NSString, whose first use costs a scan of the binary's conformance records.
package enum PathComponents {
  package static func split(_ path: String) -> (directory: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.last == "/" { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let directory = trimmed[..<slash]
    return (
      directory.isEmpty ? "/" : String(directory), String(trimmed[trimmed.index(after: slash)...])
    )
  }
}
