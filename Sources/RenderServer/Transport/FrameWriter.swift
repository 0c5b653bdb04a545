import Foundation

/// Writes whole messages, one at a time, from any thread.
///
/// A message is framed and written under one lock, so answers finished on different workers
/// never interleave. When the reader has gone away (EPIPE) or the output fails, the writer
/// remembers it and drops the rest: the server then stops reading.
public final class FrameWriter: @unchecked Sendable {
  private let framing: Framing
  private let sink: @Sendable ([UInt8]) -> Bool
  private let lock = NSLock()
  private var broken = false

  /// `sink` writes all the bytes it is given, false when it cannot.
  public init(framing: Framing, sink: @escaping @Sendable ([UInt8]) -> Bool) {
    self.framing = framing
    self.sink = sink
  }

  /// A writer to a file descriptor.
  public convenience init(descriptor: Int32, framing: Framing) {
    self.init(framing: framing) { bytes in
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return false
          }
          offset += written
        }
        return true
      }
    }
  }

  /// Whether a write has failed.
  public var isBroken: Bool {
    lock.withLock { broken }
  }

  /// Writes one message (JSON text without line breaks): a Content-Length header and the
  /// body as two writes under one lock, so a large body is never copied behind its header.
  public func send(_ message: JSONReply) {
    var body = message.bytes
    var header: [UInt8] = []
    switch framing {
    case .contentLength: header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    case .jsonLines: body.append(0x0A)
    }
    lock.withLock {
      guard !broken else { return }
      if !header.isEmpty, !sink(header) {
        broken = true
        return
      }
      if !sink(body) { broken = true }
    }
  }
}
