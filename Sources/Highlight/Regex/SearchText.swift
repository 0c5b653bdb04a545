/// UTF-8 text the scanners search: a line (with its `\n`) or a prefix of it. `id` changes
/// whenever the bytes or their extent change, which is what keeps cached results honest.
struct SearchText {
  let base: UnsafePointer<UInt8>
  let count: Int
  let id: Int
}

/// The capture ranges of one match as UTF-8 byte offsets; an unmatched group is `-1..<-1`.
struct CaptureRanges: Equatable {
  /// start, end pairs, one per group (group 0 is the whole match).
  private(set) var bounds: [Int]

  init(bounds: [Int]) { self.bounds = bounds }

  var count: Int { bounds.count / 2 }
  func start(_ group: Int) -> Int { bounds[group * 2] }
  func end(_ group: Int) -> Int { bounds[group * 2 + 1] }
  func isEmpty(_ group: Int) -> Bool { bounds[group * 2] >= bounds[group * 2 + 1] }
}

/// The first match among a scanner's patterns.
struct ScanMatch {
  /// Which of the scanner's patterns matched.
  let index: Int
  let captures: CaptureRanges
}
