import Foundation

/// Where a transcript's bytes come from: a file, read again for each pass in fixed-size chunks
/// so even very large transcripts are never held whole, or bytes already in memory (standard
/// input).
public struct TranscriptSource: Sendable {
  enum Storage: Sendable {
    case file(String)
    case bytes([UInt8])
  }

  let storage: Storage
  /// The name diagnostics use.
  public let name: String
  /// Bytes read per chunk from a file.
  static let chunkSize = 1 << 20

  /// A file, read lazily on each pass.
  public static func file(_ path: String) -> TranscriptSource {
    TranscriptSource(storage: .file(path), name: path)
  }

  /// Bytes already read, e.g. from standard input.
  public static func bytes(_ bytes: [UInt8], name: String = "<stdin>") -> TranscriptSource {
    TranscriptSource(storage: .bytes(bytes), name: name)
  }

  /// The folder a relative image path is resolved against (files only).
  public var baseDirectory: String? {
    guard case .file(let path) = storage else { return nil }
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  /// Calls `body` with successive chunks until the input ends or `body` returns `false`.
  public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) throws {
    switch storage {
    case .bytes(let bytes):
      _ = try bytes.withUnsafeBufferPointer { try body($0) }
    case .file(let path):
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw TranscriptError.unreadable("\(path): cannot open file")
      }
      defer { try? handle.close() }
      while true {
        let chunk: Data?
        do {
          chunk = try handle.read(upToCount: Self.chunkSize)
        } catch {
          throw TranscriptError.unreadable("\(path): cannot read: \(error.localizedDescription)")
        }
        guard let chunk, !chunk.isEmpty else { return }
        let goOn = try chunk.withUnsafeBytes { raw in
          try body(raw.bindMemory(to: UInt8.self))
        }
        if !goOn { return }
      }
    }
  }

  /// The first `count` bytes (format detection).
  public func prefix(_ count: Int) throws -> [UInt8] {
    var result: [UInt8] = []
    try forEachChunk { chunk in
      result.append(contentsOf: chunk.prefix(count - result.count))
      return result.count < count
    }
    return result
  }
}

/// A failure that stops a whole transcript (nothing could be read).
public enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
  case unreadable(String)
  case empty(String)

  public var description: String {
    switch self {
    case .unreadable(let message), .empty(let message): return message
    }
  }
}
