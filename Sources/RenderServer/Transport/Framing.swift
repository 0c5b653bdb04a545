/// How messages are cut out of the byte stream.
public enum Framing: String, Sendable, CaseIterable {
  /// LSP's base protocol: `Content-Length: N` headers, a blank line, N bytes of JSON.
  case contentLength
  /// One JSON text per line (MCP's stdio transport, `--jsonl`).
  case jsonLines
}

/// What the reader found next in the stream.
enum FrameEvent: Equatable {
  /// One message's bytes.
  case message([UInt8])
  /// A message over the size cap, refused from its header (or its first cap's worth of
  /// bytes): it is skipped as it arrives, never held.
  case oversized(Int?)
  /// Headers that cannot be read; `field` names what is wrong.
  case malformed(String, field: String)
  /// End of input.
  case end
}

/// The stream's limits.
public struct FrameLimits: Sendable {
  /// The largest message (16 MiB): a bigger one is refused before it is read whole.
  public var maxMessageBytes: Int
  /// The largest header section of one frame.
  public var maxHeaderBytes: Int

  public init(maxMessageBytes: Int = 16 << 20, maxHeaderBytes: Int = 8192) {
    self.maxMessageBytes = maxMessageBytes
    self.maxHeaderBytes = maxHeaderBytes
  }
}
