/// One fuzz input: its bytes, its text, and option choices drawn from its first bytes.
///
/// Options come from the input rather than from a second stream so that a saved input replays
/// exactly; the whole input stays the document, so seeds from `Fixtures/` work unchanged.
struct FuzzInput {
  let bytes: [UInt8]

  init(_ buffer: UnsafeRawBufferPointer) {
    bytes = [UInt8](buffer)
  }

  /// The input as text, invalid UTF-8 replaced (as the CLI's readers do before parsing).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The byte at `index`, or 0 past the end.
  func byte(_ index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }

  /// Whether bit `bit` of the first byte is set.
  func flag(_ bit: Int) -> Bool {
    byte(0) & (1 << UInt8(bit)) != 0
  }

  /// A terminal width from 8 to 135 cells, from the second byte.
  var width: Int { 8 + Int(byte(1) % 128) }

  /// Whether the first non-blank byte opens a JSON object (else the input is read as a plist).
  var looksLikeJSON: Bool {
    bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
  }
}
