import Foundation

/// What a cached asset is checked against: a file's size, modification time (nanoseconds),
/// inode and device. A file edited in place changes its time, one replaced by a rename its
/// inode, so a cache entry made from other bytes is never taken for this file's.
struct FileStamp: Equatable, Sendable {
  var size: Int64
  var seconds: Int64
  var nanoseconds: Int64
  var inode: UInt64
  var device: UInt64

  /// The stamp of `path` (following links), or nil when it cannot be read.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    size = Int64(info.st_size)
    seconds = Int64(info.st_mtim.tv_sec)
    nanoseconds = Int64(info.st_mtim.tv_nsec)
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
  }

  init(size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64, device: UInt64) {
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
    self.inode = inode
    self.device = device
  }

  func write(to writer: inout CacheWriter) {
    writer.int(Int(size))
    writer.int(Int(seconds))
    writer.int(Int(nanoseconds))
    writer.uint(inode)
    writer.uint(device)
  }

  static func read(from reader: inout CacheReader) throws(CacheReader.Malformed) -> FileStamp {
    FileStamp(
      size: Int64(try reader.int()), seconds: Int64(try reader.int()),
      nanoseconds: Int64(try reader.int()), inode: try reader.uint(), device: try reader.uint())
  }
}
