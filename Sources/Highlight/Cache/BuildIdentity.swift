import Foundation

/// Names the running binary for the cache: the cache format's version plus the stamp of the
/// executable file, so any rebuild or upgrade (which rewrites the file) invalidates every
/// cached asset without a version number anyone has to remember to bump.
enum BuildIdentity {
  /// Bumped when the meaning of a payload changes without the binary changing (never, so far).
  static let formatVersion = 1

  static let current: String? = {
    guard let path = executablePath(), let stamp = FileStamp(path: path) else { return nil }
    return
      "\(formatVersion):\(stamp.size):\(stamp.seconds).\(stamp.nanoseconds):\(stamp.inode):\(stamp.device)"
  }()

  private static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
