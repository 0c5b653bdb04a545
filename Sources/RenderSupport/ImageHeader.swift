/// The format and pixel size of a PNG, JPEG or GIF file, read from its first bytes without
/// decoding it: terminals are sent the file as it is, sized in cells from these dimensions.
package struct ImageHeader: Equatable, Sendable {
  /// The image formats terminals display as they are.
  package enum Format: String, Sendable {
    case png, jpeg, gif
  }

  package var format: Format
  package var width: Int
  package var height: Int

  package init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// The header of `bytes`, or `nil` when they are not a PNG, JPEG or GIF with a positive size.
  package static func read(_ bytes: [UInt8]) -> ImageHeader? {
    let header: ImageHeader?
    if bytes.starts(with: pngSignature) {
      header = png(bytes)
    } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
      header = gif(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      header = jpeg(bytes)
    } else {
      header = nil
    }
    guard let header, header.width > 0, header.height > 0 else { return nil }
    return header
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// PNG (ISO/IEC 15948 §5.2–5.3, §11.2.2): the signature, then the IHDR chunk first, holding
  /// the width and height as big-endian 32-bit numbers.
  private static func png(_ bytes: [UInt8]) -> ImageHeader? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    // The specification caps both at 2^31 - 1.
    guard width < 1 << 31, height < 1 << 31 else { return nil }
    return ImageHeader(format: .png, width: width, height: height)
  }

  /// GIF89a §18: the logical screen width and height, little-endian 16-bit, after the
  /// six-byte signature.
  private static func gif(_ bytes: [UInt8]) -> ImageHeader? {
    guard bytes.count >= 10 else { return nil }
    let width = Int(bytes[6]) | Int(bytes[7]) << 8
    let height = Int(bytes[8]) | Int(bytes[9]) << 8
    return ImageHeader(format: .gif, width: width, height: height)
  }

  /// JPEG (ITU T.81 §B.1.1, B.2.2): markers after SOI, each but the standalone ones followed by
  /// a big-endian length that counts itself; the first start-of-frame marker (C0–CF except
  /// DHT C4, JPG C8 and DAC CC) holds the precision, then height and width. Fill bytes (FF)
  /// may precede a marker. The walk only moves forward, so any input ends it.
  private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
    var index = 2
    while index + 1 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      index += 2
      // Standalone markers: TEM, RST0–7; SOI again; EOI or SOS before a frame is no image.
      if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
      if marker == 0xD9 || marker == 0xDA { return nil }
      guard index + 2 <= bytes.count else { return nil }
      let length = bigEndian(bytes, at: index, count: 2)
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard length >= 7, index + 7 <= bytes.count else { return nil }
        let height = bigEndian(bytes, at: index + 3, count: 2)
        let width = bigEndian(bytes, at: index + 5, count: 2)
        return ImageHeader(format: .jpeg, width: width, height: height)
      }
      index += length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
    var value = 0
    for byte in bytes[start..<(start + count)] { value = value << 8 | Int(byte) }
    return value
  }
}
