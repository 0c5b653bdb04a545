/// The grapheme clusters of a text, as `for character in text` finds them, with a fast path
/// for the scalars that always stand alone.
///
/// Segmenting is most of the cost of painting a long non-ASCII line (minified code with CJK
/// strings): a scalar of the ranges in `standsAlone` followed by another one is a cluster of
/// its own under every rule of UAX #29 (both are Grapheme_Cluster_Break=Other, neither
/// regional indicator, Hangul, a joiner nor a linker, so only GB999 applies between them), so
/// only the clusters around other scalars are found with `String.index(after:)`.
/// `GraphemeClustersTests` checks the ranges against Swift's own segmentation.
enum GraphemeClusters {
  enum Cluster {
    /// One scalar that stands alone (none of them needs a placeholder).
    case scalar(Unicode.Scalar)
    /// A cluster found by the standard library.
    case character(Character)
  }

  /// Calls `body` with each cluster of `bytes` decoded as `String(decoding:as:)` decodes
  /// them (ill-formed sequences become U+FFFD), and the cluster's UTF-8 bytes.
  ///
  /// Well-formed scalars that stand alone are taken straight from `bytes`; from the first
  /// scalar that does not (or the first ill-formed sequence) on, the rest is decoded as a
  /// String. Decoding from there gives the same String as decoding the whole, since the
  /// bytes before it are well-formed, and the same clusters, since a scalar that stands alone
  /// ends every rule that looks back.
  static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>,
    _ body: (Cluster, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var position = 0
    var current = bytes.isEmpty ? nil : wellFormedScalar(bytes, at: 0)
    while let (value, length) = current, standsAlone(value) {
      let next = position + length
      let following = next < bytes.count ? wellFormedScalar(bytes, at: next) : nil
      guard next == bytes.count || following.map({ standsAlone($0.value) }) == true else { break }
      // `standsAlone` takes no surrogate and nothing above U+10FFFF.
      body(.scalar(Unicode.Scalar(value)!), UnsafeBufferPointer(rebasing: bytes[position..<next]))
      position = next
      current = following
    }
    guard position < bytes.count else { return }
    let rest = UnsafeBufferPointer(rebasing: bytes[position...])
    forEach(in: String(decoding: rest, as: UTF8.self)) { cluster, range, utf8 in
      body(cluster, UnsafeBufferPointer(rebasing: utf8[range]))
    }
  }

  /// The scalar value starting at `position` and its length in bytes, when a well-formed
  /// UTF-8 sequence starts there (shortest form, no surrogate, at most U+10FFFF).
  private static func wellFormedScalar(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int)
    -> (value: UInt32, length: Int)?
  {
    let lead = UInt32(bytes[position])
    func continuation(_ offset: Int) -> UInt32? {
      guard position + offset < bytes.count else { return nil }
      let byte = bytes[position + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    switch lead {
    case 0..<0x80:
      return (lead, 1)
    case 0xC2..<0xE0:
      guard let second = continuation(1) else { return nil }
      return ((lead & 0x1F) << 6 | second, 2)
    case 0xE0..<0xF0:
      guard let second = continuation(1), let third = continuation(2) else { return nil }
      let value = (lead & 0x0F) << 12 | second << 6 | third
      guard value >= 0x800, !(0xD800...0xDFFF).contains(value) else { return nil }
      return (value, 3)
    case 0xF0..<0xF5:
      guard let second = continuation(1), let third = continuation(2),
        let fourth = continuation(3)
      else { return nil }
      let value = (lead & 0x07) << 18 | second << 12 | third << 6 | fourth
      guard (0x10000...0x10FFFF).contains(value) else { return nil }
      return (value, 4)
    default:
      return nil
    }
  }

  /// Calls `body` with each cluster of `text` and the range of its UTF-8 bytes in
  /// `text.utf8`, in order.
  static func forEach(
    in text: String, _ body: (Cluster, Range<Int>, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      var position = 0
      while position < bytes.count {
        // A String's UTF-8 is well-formed.
        let (value, length) = wellFormedScalar(bytes, at: position)!
        let next = position + length
        if standsAlone(value)
          && (next == bytes.count || standsAlone(wellFormedScalar(bytes, at: next)!.value))
        {
          body(.scalar(Unicode.Scalar(value)!), position..<next, bytes)
          position = next
          continue
        }
        // `position` is a cluster boundary: the start, or after a scalar that stands alone.
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: position)
        let end = text.index(after: index)
        let endOffset = text.utf8.distance(from: text.utf8.startIndex, to: end)
        body(.character(text[index]), position..<endOffset, bytes)
        position = endOffset
      }
    }
    if done == nil {
      // Only a bridged string lacks contiguous UTF-8: its clusters are found one by one.
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { bytes in
        var offset = 0
        for character in text {
          let count = character.utf8.count
          body(.character(character), offset..<(offset + count), bytes)
          offset += count
        }
      }
    }
  }

  /// Scalars that are a cluster of their own between two others of this list: Latin, Greek
  /// and Cyrillic letters without combining marks, punctuation, arrows, maths, box drawing
  /// and shapes, miscellaneous symbols and dingbats, CJK punctuation, kana and ideographs,
  /// fullwidth forms, and the emoji of the pictograph, emoticon, transport and supplemental
  /// blocks. An emoji is Extended_Pictographic, but what would join it to a neighbour (a
  /// modifier, a variation selector, a zero-width joiner) is never on this list. Left out on
  /// purpose: combining marks, format and control characters (U+00AD, U+200B…U+200F,
  /// U+2028…U+202E, U+2060…), kana voicing marks, Hangul, regional indicators and the emoji
  /// modifiers U+1F3FB…U+1F3FF.
  static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F,
      0x2010...0x2027, 0x2030...0x205F, 0x2190...0x22FF, 0x2500...0x27BF,
      0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A0...0x30FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF9D, 0x1F300...0x1F3FA,
      0x1F400...0x1F6FF, 0x1F900...0x1FAFF:
      return true
    default:
      return false
    }
  }
}
