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
    while let entry = readdir(directory) {
      let capacity = MemoryLayout.size(ofValue: entry.pointee.d_name)
      let name = withUnsafePointer(to: entry.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
