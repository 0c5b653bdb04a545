import Foundation

/// A byte destination commands stream into.
public protocol OutputSink: Sendable {
  func write(_ text: String)
  func write(_ data: Data)
}

/// Buffered writes to a file descriptor (standard output or error).
///
/// Writes go straight through `write(2)` in chunks: renderers stream large outputs (diffs,
/// transcripts) and must not hold them whole.
public final class FileDescriptorSink: OutputSink, @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  public func write(_ text: String) {
    var text = text
    text.withUTF8 { writeAll($0) }
  }

  public func write(_ data: Data) {
    data.withUnsafeBytes { writeAll($0.bindMemory(to: UInt8.self)) }
  }

  private func writeAll(_ buffer: UnsafeBufferPointer<UInt8>) {
    lock.lock()
    defer { lock.unlock() }
    guard var pointer = buffer.baseAddress else { return }
    var remaining = buffer.count
    while remaining > 0 {
      let written = Glibc.write(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return  // EPIPE (the reader went away, e.g. `| head`): drop the rest quietly.
      }
      remaining -= written
      pointer += written
    }
  }
}

/// Collects output in memory (tests, and small outputs written atomically).
public final class MemorySink: OutputSink, @unchecked Sendable {
  private let lock = NSLock()
  private var storage = Data()

  public init() {}

  public func write(_ text: String) {
    lock.lock()
    storage.append(contentsOf: Array(text.utf8))
    lock.unlock()
  }

  public func write(_ data: Data) {
    lock.lock()
    storage.append(data)
    lock.unlock()
  }

  /// Everything written so far.
  public var data: Data {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// Everything written so far, decoded as UTF-8.
  public var text: String { String(decoding: data, as: UTF8.self) }
}
