import Glibc

/// The entry names of a directory, as `FileManager.contentsOfDirectory(atPath:)` gives them
/// (without `.` and `..`, in the file system's order).
///
/// Read with `opendir` and `readdir` rather than through Foundation, whose listing joins path
/// components with an unspecialized generic: its first use scans every conformance record of
/// the binary, a visible part of a start without the asset cache.
package enum DirectoryEntries {
  /// The names in the directory at `path`; nil when it cannot be listed.
  package static func names(atPath path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        // The end of the listing, or a failed read: then the list would be short.
        if errno != 0 { return nil }
        break
      }
      // The name in place: an entry is only as long as its name, so a copy of the whole
      // field could read past the end of the last entry that `readdir` buffered.
      let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
