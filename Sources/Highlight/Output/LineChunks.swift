import Foundation
import RenderSupport

/// Writes the lines of a long source in chunks on every core and joins the bytes in order:
/// each format writes a line from that line alone (and a chunk's starting UTF-16 offset), so
/// the output is the same as one pass, and a 2 MiB file is not written on one core while the
/// others wait.
enum LineChunks {
  /// Sources with fewer lines are written in one chunk (threads would cost more).
  static let minimumLines = 2000

  /// The line ranges of the chunks of `lineCount` lines.
  static func ranges(lineCount: Int) -> [Range<Int>] {
    let cores = ProcessorCount.active
    let count = max(1, min(cores * 2, lineCount / minimumLines))
    return (0..<count).map { chunk in
      (lineCount * chunk / count)..<(lineCount * (chunk + 1) / count)
    }
  }

  /// `write(index, range)` for each of `chunks`, run concurrently; the results in order.
  static func map<Value: Sendable>(
    _ chunks: [Range<Int>], _ write: @Sendable (Int, Range<Int>) -> Value
  ) -> [Value] {
    if chunks.count == 1 { return [write(0, chunks[0])] }
    return PartSlots.concurrently(chunks.count) { write($0, chunks[$0]) }
  }

  /// The chunks' bytes joined in order after `head`, dropping the first `dropFirst` bytes of
  /// the first non-empty chunk (a separator that only goes between items).
  static func joined(_ parts: [[UInt8]], after head: [UInt8], dropFirst: Int = 0) -> [UInt8] {
    var out = head
    out.reserveCapacity(head.count + parts.reduce(0) { $0 + $1.count })
    var dropping = dropFirst
    for part in parts where !part.isEmpty {
      out.append(contentsOf: part[min(dropping, part.count)...])
      dropping = 0
    }
    return out
  }
}
