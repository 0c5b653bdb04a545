/// Builds the payload of a cache file: unsigned LEB128 integers, length-prefixed UTF-8
/// strings and byte runs. The format is this program's own and only read back by
/// `CacheReader`, which checks every length against what is left.
struct CacheWriter {
  private(set) var bytes: [UInt8] = []

  init() {}

  mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

  mutating func uint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func int(_ value: Int) { uint(UInt64(bitPattern: Int64(value))) }

  mutating func count(_ value: Int) { uint(UInt64(value)) }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func string(_ text: String) {
    // Appended from its contiguous UTF-8: appending the `utf8` view went byte by byte.
    var text = text
    text.withUTF8 { utf8 in
      count(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// A flag byte, then the string when present.
  mutating func optionalString(_ text: String?) {
    bool(text != nil)
    if let text { string(text) }
  }

  mutating func strings(_ texts: [String]) {
    count(texts.count)
    for text in texts { string(text) }
  }

  mutating func uint32s(_ values: [UInt32]) {
    count(values.count)
    for value in values { uint(UInt64(value)) }
  }

  /// What another writer wrote, as is.
  mutating func append(_ other: CacheWriter) {
    bytes.append(contentsOf: other.bytes)
  }

  mutating func raw(_ data: [UInt8]) {
    count(data.count)
    bytes.append(contentsOf: data)
  }

  /// `raw` of a part of a buffer (`ByteStrings`), without copying it out first.
  mutating func raw(_ data: ArraySlice<UInt8>) {
    count(data.count)
    bytes.append(contentsOf: data)
  }
}
