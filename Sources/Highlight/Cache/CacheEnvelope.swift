/// The frame around every cache file's payload: a magic number, the identity of the binary
/// that wrote it, the kind of asset, the payload and an FNV-1a checksum of all of it. A file
/// whose frame does not check out (another build, another kind, truncated, flipped bytes) is
/// not read at all.
enum CacheEnvelope {
  static let magic = Array("IRCACHE\u{1}".utf8)

  static func seal(kind: String, build: String, payload: [UInt8]) -> [UInt8] {
    var writer = CacheWriter()
    writer.string(build)
    writer.string(kind)
    writer.raw(payload)
    var bytes = magic + writer.bytes
    var sum = checksum(bytes)
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: sum))
      sum >>= 8
    }
    return bytes
  }

  /// The payload, or nil when the frame is not one `seal` made for this build and kind.
  static func open(_ bytes: [UInt8], kind: String, build: String) -> [UInt8]? {
    guard var reader = payloadReader(bytes, kind: kind, build: build) else { return nil }
    return reader.rest()
  }

  /// A reader of the payload in place, or nil when the frame is not one `seal` made for this
  /// build and kind. Reading it inside the file's own bytes saves copying every grammar a
  /// run loads twice (the body, then the payload out of it), which was most of reading one.
  static func payloadReader(_ bytes: [UInt8], kind: String, build: String) -> CacheReader? {
    guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
    let body = bytes.count - 8
    var stored: UInt64 = 0
    for index in (body..<bytes.count).reversed() { stored = stored << 8 | UInt64(bytes[index]) }
    guard checksum(bytes[0..<body]) == stored else { return nil }
    var reader = CacheReader(bytes, from: magic.count, to: body)
    guard (try? reader.string()) == build, (try? reader.string()) == kind,
      let payload = try? reader.rawReader(), reader.isAtEnd
    else { return nil }
    return payload
  }

  /// 64-bit FNV-1a: catches truncation and corruption (not tampering, which needs write
  /// access to the user's own cache directory anyway).
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
