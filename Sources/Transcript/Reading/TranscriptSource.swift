import Foundation

/// Where a transcript's bytes come from: a file, read again for each pass in fixed-size chunks
/// so even very large transcripts are never held whole, an open descriptor of a regular file
/// (read with `pread`, so a pass never reopens a path), or bytes already in memory.
///
/// Streams (pipes, FIFOs, `/dev/fd/N`, a terminal) can be read only once, and the reader makes
/// two passes: `spooling(descriptor:name:)` copies them first into an unlinked temporary file.
public struct TranscriptSource: Sendable {
  enum Storage: Sendable {
    case file(String)
    case descriptor(TranscriptDescriptor)
    case bytes([UInt8])
  }

  let storage: Storage
  /// The name diagnostics use.
  public let name: String
  /// The folder a relative image path is resolved against (files only).
  package let baseDirectory: String?
  /// Bytes read per chunk from a file.
  static let chunkSize = 1 << 20

  /// A file, read lazily on each pass.
  public static func file(_ path: String) -> TranscriptSource {
    TranscriptSource(storage: .file(path), name: path, baseDirectory: directory(of: path))
  }

  /// Bytes already read, e.g. from standard input.
  public static func bytes(_ bytes: [UInt8], name: String = "<stdin>") -> TranscriptSource {
    TranscriptSource(storage: .bytes(bytes), name: name, baseDirectory: nil)
  }

  /// Opens `path` once: a regular file is read in place on each pass, anything else (a FIFO,
  /// `/dev/fd/N`, a character device) is spooled as a stream.
  public static func open(_ path: String) throws -> TranscriptSource {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TranscriptError.unreadable(
        "\(path): cannot open file: \(String(cString: strerror(errno)))")
    }
    let owner = TranscriptDescriptor(descriptor)
    return try source(owner, name: path, baseDirectory: directory(of: path))
  }

  /// Standard input (or another descriptor the caller keeps open): read in place when it is a
  /// regular file, spooled when it is a stream. The descriptor is not closed.
  package static func spooling(descriptor: Int32, name: String = "<stdin>") throws
    -> TranscriptSource
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw TranscriptError.unreadable(
        errno == EBADF
          ? "\(name): cannot read: the stream is closed"
          : "\(name): cannot read: \(String(cString: strerror(errno)))")
    }
    let copy = dup(descriptor)
    guard copy >= 0 else {
      throw TranscriptError.unreadable("\(name): cannot read: \(String(cString: strerror(errno)))")
    }
    return try source(TranscriptDescriptor(copy), name: name, baseDirectory: nil)
  }

  private static func source(_ owner: TranscriptDescriptor, name: String, baseDirectory: String?)
    throws -> TranscriptSource
  {
    var info = stat()
    guard fstat(owner.descriptor, &info) == 0 else {
      throw TranscriptError.unreadable("\(name): cannot read: \(String(cString: strerror(errno)))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw TranscriptError.unreadable("\(name): is a directory")
    case S_IFREG:
      // Standard input redirected from a file starts where the shell left the offset.
      let start = lseek(owner.descriptor, 0, SEEK_CUR)
      owner.start = start > 0 ? Int(start) : 0
      return TranscriptSource(
        storage: .descriptor(owner), name: name, baseDirectory: baseDirectory)
    default:
      let spool = try TranscriptSpool.copy(from: owner.descriptor, name: name)
      return TranscriptSource(storage: .descriptor(spool), name: name, baseDirectory: baseDirectory)
    }
  }

  private static func directory(of path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  /// Calls `body` with successive chunks until the input ends or `body` returns `false`.
  package func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) throws {
    switch storage {
    case .bytes(let bytes):
      _ = try bytes.withUnsafeBufferPointer { try body($0) }
    case .descriptor(let owner):
      try owner.forEachChunk(size: Self.chunkSize, name: name, body)
    case .file(let path):
      let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw TranscriptError.unreadable("\(path): cannot open file")
      }
      try TranscriptDescriptor(descriptor).forEachChunk(size: Self.chunkSize, name: name, body)
    }
  }

  /// The first `count` bytes (format detection).
  package func prefix(_ count: Int) throws -> [UInt8] {
    var result: [UInt8] = []
    try forEachChunk { chunk in
      result.append(contentsOf: chunk.prefix(count - result.count))
      return result.count < count
    }
    return result
  }
}

/// An open file descriptor, closed when the last source using it goes away; passes read it
/// with `pread` from `start`, so they never share a file offset.
final class TranscriptDescriptor: @unchecked Sendable {
  let descriptor: Int32
  /// Where the transcript starts in the file.
  var start = 0

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  func forEachChunk(
    size: Int, name: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Bool
  ) throws {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    defer { buffer.deallocate() }
    var offset = start
    while true {
      let count = pread(descriptor, buffer.baseAddress, size, off_t(offset))
      if count < 0 {
        if errno == EINTR { continue }
        throw TranscriptError.unreadable(
          "\(name): cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { return }
      offset += count
      if try !body(UnsafeBufferPointer(rebasing: buffer[..<count])) { return }
    }
  }
}

/// A failure that stops a whole transcript (nothing could be read).
package enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
  case unreadable(String)
  case empty(String)
  /// A record, a stream or a document member over its stated cap.
  case overLimit(String)
  /// NUL bytes: not a JSON text at all.
  case binary(String)

  package var description: String {
    switch self {
    case .unreadable(let message), .empty(let message), .overLimit(let message),
      .binary(let message):
      return message
    }
  }
}
