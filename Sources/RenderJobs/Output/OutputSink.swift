import Foundation

/// A byte destination commands stream into.
///
/// Writes never throw, so renderers can stream from deep inside their loops; a sink that fails
/// remembers its first failure, drops what follows, and the command's end (`CLI.run`, or the
/// commit of an `-o` file) turns it into an error.
public protocol OutputSink: Sendable {
  func write(_ text: String)
  func write(_ data: Data)
  /// The first write that failed, if any.
  var failure: WriteFailure? { get }
}

extension OutputSink {
  public var failure: WriteFailure? { nil }
}

/// Why a write failed: the `errno` of the failing `write(2)`, `fsync(2)` or `close(2)`.
public struct WriteFailure: Error, Equatable, Sendable {
  public var code: Int32

  public init(code: Int32) {
    self.code = code
  }

  /// The reason in words (`No space left on device`).
  public var reason: String { String(cString: strerror(code)) }
}

/// Buffered writes to a file descriptor (standard output or error).
///
/// Writes go straight through `write(2)` in chunks: renderers stream large outputs (diffs,
/// transcripts) and must not hold them whole.
public final class FileDescriptorSink: OutputSink, @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var firstFailure: WriteFailure?
  private let onBrokenPipe: (@Sendable () -> Void)?

  /// `failed` starts the sink failed (standard output closed before the process started: the
  /// first write reports it). `onBrokenPipe` runs when the reader has gone away (EPIPE);
  /// without it that is recorded like any other failure.
  public init(
    descriptor: Int32, failed: WriteFailure? = nil,
    onBrokenPipe: (@Sendable () -> Void)? = nil
  ) {
    self.descriptor = descriptor
    self.onBrokenPipe = onBrokenPipe
    pendingFailure = failed
  }

  /// A failure known before any write, reported only once something is written.
  private var pendingFailure: WriteFailure?

  public var failure: WriteFailure? {
    lock.withLock { firstFailure }
  }

  public func write(_ text: String) {
    var text = text
    text.withUTF8 { writeAll($0) }
  }

  public func write(_ data: Data) {
    data.withUnsafeBytes { writeAll($0.bindMemory(to: UInt8.self)) }
  }

  private func writeAll(_ buffer: UnsafeBufferPointer<UInt8>) {
    lock.withLock {
      guard firstFailure == nil else { return }
      if let pendingFailure {
        firstFailure = pendingFailure
        return
      }
      guard var pointer = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        let written = Glibc.write(descriptor, pointer, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          let code = errno
          if code == EPIPE, let onBrokenPipe {
            onBrokenPipe()
          }
          firstFailure = WriteFailure(code: code)
          return
        }
        remaining -= written
        pointer += written
      }
    }
  }
}

/// Collects output in memory (tests, and small outputs written atomically).
public final class MemorySink: OutputSink, @unchecked Sendable {
  private let lock = NSLock()
  private var storage = Data()

  public init() {}

  public func write(_ text: String) {
    lock.withLock { storage.append(contentsOf: Array(text.utf8)) }
  }

  public func write(_ data: Data) {
    lock.withLock { storage.append(data) }
  }

  /// Everything written so far.
  public var data: Data {
    lock.withLock { storage }
  }

  /// Everything written so far, decoded as UTF-8.
  public var text: String { String(decoding: data, as: UTF8.self) }
}
