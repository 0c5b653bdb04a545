/// Reads what `CacheWriter` wrote, never trusting it: every length and count is checked
/// against the bytes left before anything is allocated, integers are capped at 64 bits, and
/// nesting is bounded by the caller. Any inconsistency throws `CacheReader.Malformed`, and
/// the caller then ignores the whole file.
struct CacheReader {
  /// The payload does not say what it claims to.
  struct Malformed: Error {}

  private let bytes: [UInt8]
  private(set) var offset: Int
  /// Where the readable part ends: a payload read in place inside its cache file stops
  /// before the checksum that follows it.
  private let end: Int
  #if DEBUG
    /// Where each number read lay, when a test asks (`CacheDecoding.fields`); nil otherwise.
    /// Kept in debug builds only, which the tests run: in the shipped binary, looking for a
    /// log at every number read was a visible part of a warm start.
    var log: FieldLog?
  #endif

  /// The byte ranges of the numbers a decoder read, and which of them were lengths or counts
  /// (`count`) rather than values (indices, flags, stamps, capture groups).
  final class FieldLog {
    var ranges: [Range<Int>] = []
    var lengths: Set<Int> = []
  }

  init(_ bytes: [UInt8], from offset: Int = 0) {
    self.init(bytes, from: offset, to: bytes.count)
  }

  /// A reader of `bytes[offset..<end]` (a range of `bytes` the caller has checked).
  init(_ bytes: [UInt8], from offset: Int, to end: Int) {
    self.bytes = bytes
    self.offset = offset
    self.end = end
  }

  var isAtEnd: Bool { offset == end }

  mutating func uint() throws(Malformed) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    #if DEBUG
      let start = offset
    #endif
    while true {
      guard offset < end, shift < 64 else { throw Malformed() }
      let byte = bytes[offset]
      offset += 1
      let part = UInt64(byte & 0x7F)
      // The tenth byte may only carry the top bit of a 64-bit value.
      guard shift < 63 || part <= 1 else { throw Malformed() }
      value |= part << shift
      if byte < 0x80 {
        #if DEBUG
          log?.ranges.append(start..<offset)
        #endif
        return value
      }
      shift += 7
    }
  }

  mutating func int() throws(Malformed) -> Int {
    Int(Int64(bitPattern: try uint()))
  }

  /// A count of items at least `minimumItemBytes` long each, so a forged count cannot make
  /// the reader reserve more than the file could hold.
  mutating func count(minimumItemBytes: Int = 1) throws(Malformed) -> Int {
    let value = try uint()
    #if DEBUG
      if let log { log.lengths.insert(log.ranges.count - 1) }
    #endif
    let left = UInt64(end - offset)
    guard value <= left / UInt64(max(1, minimumItemBytes)) else { throw Malformed() }
    return Int(value)
  }

  mutating func bool() throws(Malformed) -> Bool {
    guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
    #if DEBUG
      log?.ranges.append(offset..<offset + 1)
    #endif
    offset += 1
    return bytes[offset - 1] == 1
  }

  mutating func string() throws(Malformed) -> String {
    let length = try count()
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  /// The next string, which must come after `previous` (the range of the string read before
  /// it; nil for the first) in the order of their bytes, and then is `previous`: a list
  /// sorted by bytes is checked in place, without comparing Strings (String's `<` orders by
  /// Unicode's rules, not by bytes).
  mutating func string(after previous: inout Range<Int>?) throws(Malformed) -> String {
    let length = try count()
    let range = offset..<offset + length
    offset += length
    let (inOrder, text) = bytes.withUnsafeBufferPointer { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[range])
      let inOrder = previous.map { Self.precedes(UnsafeBufferPointer(rebasing: buffer[$0]), text) }
      return (inOrder ?? true, String(decoding: text, as: UTF8.self))
    }
    guard inOrder else { throw Malformed() }
    previous = range
    return text
  }

  /// Whether `a` comes before `b` in the order of their bytes (a prefix first).
  private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var index = 0
    while index < a.count, index < b.count {
      if a[index] != b[index] { return a[index] < b[index] }
      index += 1
    }
    return a.count < b.count
  }

  /// Steps over a string without making it.
  mutating func skipString() throws(Malformed) {
    offset += try count()
  }

  /// Whether the next string's bytes are `key`'s, without making it; the string is stepped
  /// over unless `rewind` (to compare it with another key).
  mutating func stringEquals(_ key: [UInt8], rewind: Bool = false) throws(Malformed) -> Bool {
    let start = offset
    let length = try count()
    let equal = length == key.count && bytes[offset..<offset + length].elementsEqual(key)
    offset = rewind ? start : offset + length
    return equal
  }

  /// Steps over a list of strings without making them.
  mutating func skipStrings() throws(Malformed) {
    for _ in 0..<(try count()) { try skipString() }
  }

  mutating func optionalString() throws(Malformed) -> String? {
    try bool() ? try string() : nil
  }

  mutating func strings() throws(Malformed) -> [String] {
    let total = try count()
    var result: [String] = []
    result.reserveCapacity(total)
    for _ in 0..<total { result.append(try string()) }
    return result
  }

  mutating func uint32s() throws(Malformed) -> [UInt32] {
    let total = try count()
    var result: [UInt32] = []
    result.reserveCapacity(total)
    for _ in 0..<total {
      let value = try uint()
      guard value <= UInt64(UInt32.max) else { throw Malformed() }
      result.append(UInt32(value))
    }
    return result
  }

  mutating func raw() throws(Malformed) -> [UInt8] {
    let length = try count()
    defer { offset += length }
    return Array(bytes[offset..<offset + length])
  }

  /// `raw` in place: a slice of the payload, not a copy of it.
  mutating func rawSlice() throws(Malformed) -> ArraySlice<UInt8> {
    let length = try count()
    defer { offset += length }
    return bytes[offset..<offset + length]
  }

  /// Every byte left, to the end.
  mutating func rest() -> [UInt8] {
    defer { offset = end }
    return Array(bytes[offset..<end])
  }

  /// A reader of the next raw field in place (no copy); this reader steps over it.
  mutating func rawReader() throws(Malformed) -> CacheReader {
    let length = try count()
    defer { offset += length }
    var reader = CacheReader(bytes, from: offset, to: offset + length)
    #if DEBUG
      reader.log = log
    #endif
    return reader
  }
}
