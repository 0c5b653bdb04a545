import Foundation

/// The process's environment variables, read straight from `environ`.
///
/// Foundation's `ProcessInfo.environment` splits each entry with `Character` comparisons:
/// with a shell's few dozen variables that was a large share of what `intent-render
/// --version` runs outside the dynamic loader.
enum ProcessEnvironment {
  /// The variables of this process.
  static func current() -> [String: String] {
    // At start-up `environ` is the array the kernel handed over (never null; empty when the
    // environment is); nothing in this process calls `clearenv`.
    variables(in: environ)
  }

  /// Every `NAME=value` entry of a null-terminated array of C strings; the first of two
  /// entries with one name wins, as with `getenv`. Entries without a name or without `=` are
  /// skipped; bytes that are not UTF-8 are repaired.
  static func variables(in entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String]
  {
    var result: [String: String] = [:]
    var entry = entries
    while let pointer = entry.pointee {
      let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
        let name = String(decoding: bytes[..<equals], as: UTF8.self)
        if result[name] == nil {
          result[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
      }
      entry += 1
    }
    return result
  }
}
