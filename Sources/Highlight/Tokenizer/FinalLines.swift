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
  /// Written past `count` by the producer alone, read below `count` by anyone: a line is
  /// never changed once counted, so helpers read it without copying or locking.
  private let raws: UnsafeMutablePointer<Raw>
  private let capacity: Int
  private var count = 0
  private var closed = false
  private var nextChunk = 0
  private var finished: [Int: [Output]] = [:]

  /// Room for up to `capacity` lines (the document's).
  init(capacity: Int) {
    self.capacity = capacity
    raws = .allocate(capacity: max(1, capacity))
  }

  deinit {
    raws.deinitialize(count: count)
    raws.deallocate()
  }

  /// The number of lines added so far.
  var published: Int {
    condition.withLock { count }
  }

  /// Adds the next lines (the producer's, in order).
  func append(contentsOf lines: ArraySlice<Raw>) {
    guard !lines.isEmpty else { return }
    let start = published
    precondition(start + lines.count <= capacity, "more final lines than the document has")
    _ = UnsafeMutableBufferPointer(start: raws + start, count: lines.count).initialize(
      from: lines)
    condition.withLock {
      count = start + lines.count
      condition.broadcast()
    }
  }

  /// No more lines come: helpers finish what is left and return.
  func close() {
    condition.withLock {
      closed = true
      condition.broadcast()
    }
  }

  /// Finishes chunks of lines with `finish` until the producer has closed and every line was
  /// handed out; waits for full chunks meanwhile.
  func help(_ finish: (Int, Raw) -> Output) {
    let size = Self.chunkSize
    while true {
      let claimed: (chunk: Int, lines: Range<Int>)? = condition.withLock {
        while !closed && (nextChunk + 1) * size > count { condition.wait() }
        let start = nextChunk * size
        guard start < count else { return nil }
        let chunk = nextChunk
        nextChunk += 1
        return (chunk, start..<min(start + size, count))
      }
      guard let claimed else { return }
      var outputs: [Output] = []
      outputs.reserveCapacity(claimed.lines.count)
      for index in claimed.lines { outputs.append(finish(index, raws[index])) }
      condition.withLock { finished[claimed.chunk] = outputs }
    }
  }

  /// The finished outputs of every line added, in order; call once every helper returned.
  func outputs() -> [Output] {
    condition.withLock {
      var all: [Output] = []
      all.reserveCapacity(count)
      for chunk in 0..<nextChunk { all.append(contentsOf: finished[chunk] ?? []) }
      return all
    }
  }
}
