/// Literal byte search for detection's checks (`-*-`, `UseVimball`, `xml version=`).
///
/// Foundation's `firstRange(of:)` on byte arrays goes through `DataProtocol` generically: the
/// first call looks its conformances up at run time, which cost more than the search itself on
/// the few lines detection reads, in every run that detects a language.
extension ArraySlice where Element == UInt8 {
  /// Where `needle` first occurs (in this slice's indices), or nil; an empty needle is found
  /// at the start.
  func range(ofBytes needle: [UInt8]) -> Range<Int>? {
    guard let first = needle.first else { return startIndex..<startIndex }
    guard needle.count <= count else { return nil }
    var index = startIndex
    let last = endIndex - needle.count
    while index <= last {
      if self[index] == first {
        var matched = 1
        while matched < needle.count, self[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index..<(index + needle.count) }
      }
      index += 1
    }
    return nil
  }
}

extension Array where Element == UInt8 {
  /// Where `needle` first occurs, or nil; an empty needle is found at the start.
  func range(ofBytes needle: [UInt8]) -> Range<Int>? {
    self[...].range(ofBytes: needle)
  }
}
