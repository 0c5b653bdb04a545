import Foundation
import RenderSupport
import Testing

/// The sizes of PNG, JPEG and GIF files are read from their headers; anything else, or a
/// truncated or zero-sized header, is no image.
@Suite struct ImageHeaderTests {
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    return bytes + [8, 6, 0, 0, 0]
  }

  @Test func png() {
    #expect(
      ImageHeader.read(Self.png(width: 640, height: 70_000))
        == ImageHeader(format: .png, width: 640, height: 70_000))
    #expect(ImageHeader.read(Self.png(width: 0, height: 10)) == nil)
    #expect(ImageHeader.read(Array(Self.png(width: 3, height: 4).prefix(20))) == nil)
  }

  @Test func gif() {
    let bytes = Array("GIF89a".utf8) + [0x2C, 0x01, 0x10, 0x00, 0, 0, 0]
    #expect(ImageHeader.read(bytes) == ImageHeader(format: .gif, width: 300, height: 16))
    #expect(ImageHeader.read(Array("GIF87a".utf8) + [1, 0]) == nil)
  }

  @Test func jpegSkipsSegmentsToTheFrame() {
    // SOI, an APP0 of 16 bytes, fill bytes, then SOF2 (progressive) with 480 rows of 640.
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0x41, count: 14)
    bytes += [0xFF, 0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
    #expect(ImageHeader.read(bytes) == ImageHeader(format: .jpeg, width: 640, height: 480))
    // DHT (C4) is not a frame; a scan before any frame ends the search.
    let huffmanOnly: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x04, 0, 0, 0xFF, 0xDA, 0, 2]
    #expect(ImageHeader.read(huffmanOnly) == nil)
  }

  @Test func jpegAfterAQuantizationTable() {
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x02, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 16, 0, 16, 1,
    ]
    #expect(ImageHeader.read(jpeg) == ImageHeader(format: .jpeg, width: 16, height: 16))
  }

  @Test(arguments: [
    [UInt8](), Array("hello world".utf8), [0xFF, 0xD8], [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00],
    [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF], Array("<svg xmlns=".utf8),
  ])
  func notImages(_ bytes: [UInt8]) {
    #expect(ImageHeader.read(bytes) == nil)
  }

  @Test func everyTruncationOfAJPEGEndsWithoutATrap() {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x08] + Array(repeating: 0, count: 6)
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x30, 0x03]
    // The frame's component count, its last byte, is not needed for the size.
    for end in 0..<(bytes.count - 1) {
      #expect(ImageHeader.read(Array(bytes.prefix(end))) == nil, "\(end)")
    }
    #expect(ImageHeader.read(bytes) == ImageHeader(format: .jpeg, width: 48, height: 32))
  }
}
