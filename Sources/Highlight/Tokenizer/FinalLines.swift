import Foundation

/// The lines of a document whose step output is final, in order from line 0, as the first
/// part's thread makes them (its own part, then any redo of the second part): those never
/// depend on a guess. Threads with nothing left to tokenize finish them (style them) a chunk
/// at a time while that thread goes on, so a document that cannot be split still keeps a
/// second core busy, with the styling instead of the searching.
final class FinalLines<Raw, Output>: @unchecked Sendable {
  /// Lines handed out at once: enough to make the lock rare, few enough to share the tail.
  static var chunkSize: Int { 256 }

  private let condition = NSCondition()
  private var raws: [Raw] = []
  private var closed = false
  private var nextChunk = 0
  private var finished: [Int: [Output]] = [:]

  /// Room for `expected` lines, so appending never moves the ones already there.
  init(expected: Int) { raws.reserveCapacity(expected) }

  /// Adds the next lines (the producer's, in order).
  func append(contentsOf lines: [Raw]) {
    condition.lock()
    raws.append(contentsOf: lines)
    condition.broadcast()
    condition.unlock()
  }

  /// No more lines come: helpers finish what is left and return.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Finishes chunks of lines with `finish` until the producer has closed and every line was
  /// handed out; waits for full chunks meanwhile.
  func help(_ finish: (Int, Raw) -> Output) {
    let size = Self.chunkSize
    while true {
      condition.lock()
      while !closed && (nextChunk + 1) * size > raws.count { condition.wait() }
      let start = nextChunk * size
      guard start < raws.count else {
        condition.unlock()
        return
      }
      let end = min(start + size, raws.count)
      let chunk = nextChunk
      nextChunk += 1
      // Copied out under the lock: a slice would keep the buffer shared, and every append
      // meanwhile would copy all the lines.
      let lines = Array(raws[start..<end])
      condition.unlock()
      var outputs: [Output] = []
      outputs.reserveCapacity(lines.count)
      for (offset, raw) in lines.enumerated() { outputs.append(finish(start + offset, raw)) }
      condition.lock()
      finished[chunk] = outputs
      condition.unlock()
    }
  }

  /// The finished outputs of every line added, in order; call once every helper returned.
  func outputs() -> [Output] {
    condition.lock()
    defer { condition.unlock() }
    var all: [Output] = []
    all.reserveCapacity(raws.count)
    for chunk in 0..<nextChunk { all.append(contentsOf: finished[chunk] ?? []) }
    return all
  }
}
