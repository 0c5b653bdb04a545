/// The sort of one layer by its sweep keys, the innermost step of every sweep.
extension Ordering {
  /// Sorts by key, ties by index: a total order, so the result is the one any sort gives.
  ///
  /// A bottom-up merge sort over raw buffers, with insertion-sorted runs of 32 and a merge
  /// skipped when two runs are already in order (a layer's keys mostly are after the first
  /// sweeps): the library sort, through its comparison closure, cost more than all the rest
  /// of a sweep. `spare` is scratch room, kept across calls.
  static func sortByKey(
    _ items: inout [(key: Double, index: Int)], spare: inout [(key: Double, index: Int)]
  ) {
    let count = items.count
    guard count > 1 else { return }
    if spare.count < count { spare = items }
    let run = 32
    var inSpare = false
    items.withUnsafeMutableBufferPointer { items in
      spare.withUnsafeMutableBufferPointer { spare in
        for low in stride(from: 0, to: count, by: run) {
          let high = min(low + run, count)
          for at in (low + 1)..<max(low + 1, high) {
            let item = items[at]
            var to = at
            while to > low, precedes(item, items[to - 1]) {
              items[to] = items[to - 1]
              to -= 1
            }
            items[to] = item
          }
        }
        var (from, into) = (items, spare)
        var width = run
        while width < count {
          for low in stride(from: 0, to: count, by: 2 * width) {
            let middle = min(low + width, count)
            let high = min(low + 2 * width, count)
            var (left, right, out) = (low, middle, low)
            if middle < high, precedes(from[middle - 1], from[middle]) {
              for at in low..<high { into[at] = from[at] }
              continue
            }
            while left < middle, right < high {
              if precedes(from[right], from[left]) {
                into[out] = from[right]
                right += 1
              } else {
                into[out] = from[left]
                left += 1
              }
              out += 1
            }
            while left < middle {
              into[out] = from[left]
              left += 1
              out += 1
            }
            while right < high {
              into[out] = from[right]
              right += 1
              out += 1
            }
          }
          swap(&from, &into)
          inSpare.toggle()
          width *= 2
        }
      }
    }
    if inSpare {
      for at in 0..<count { items[at] = spare[at] }
    }
  }

  /// Whether `a` sorts before `b`: by key, ties by index.
  @inline(__always)
  static func precedes(_ a: (key: Double, index: Int), _ b: (key: Double, index: Int)) -> Bool {
    a.key < b.key || (a.key == b.key && a.index < b.index)
  }
}
