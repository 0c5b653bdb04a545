import Testing

@testable import DiffView

/// The HTML renderer escapes a line's segments from their bytes exactly as `escape` escapes
/// the text they decode to: the same marks for controls and bidirectional overrides, the
/// same entities, and the old path whenever a cut falls inside a scalar.
struct HTMLEscapedBytesTests {
  /// Scalars around every mark and every escape: controls, CR, DEL, C1, the bidirectional
  /// ranges' edges, the lead bytes they share with ordinary text, entities, CJK and emoji.
  static let scalars: [Unicode.Scalar] = [
    "a", " ", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}",
    "\u{9F}", "\u{A0}", "é", "&", "<", ">", "\"", "'", "\u{2029}", "\u{202A}", "\u{202E}",
    "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2000}", "\u{2040}",
    "\u{20AC}", "中", "\u{FFFD}", "\u{1F600}", "\u{10FFFF}",
  ]

  static func rendered(_ segment: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    let out = DiffOutput { bytes.append(contentsOf: $0) }
    HTMLDiffRenderer.writeEscaped(segment, to: out)
    out.flush()
    return bytes
  }

  @Test func segmentsEscapeAsTheirDecodedText() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<6000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...14, using: &rng) {
        scalars.append(Self.scalars.randomElement(using: &rng)!)
      }
      let bytes = Array(String(scalars).utf8)
      // Cuts anywhere, inside scalars too, as a token or word offset might fall.
      let lower = Int.random(in: 0...bytes.count, using: &rng)
      let upper = Int.random(in: lower...bytes.count, using: &rng)
      bytes.withUnsafeBufferPointer { buffer in
        let segment = UnsafeBufferPointer(rebasing: buffer[lower..<upper])
        let expected = HTMLDiffRenderer.escape(String(decoding: segment, as: UTF8.self))
        #expect(Self.rendered(segment) == Array(expected.utf8), "\(Array(segment))")
      }
    }
  }

  @Test func wholeScalarsAreTold() {
    let text = Array("a中😀".utf8)
    text.withUnsafeBufferPointer { buffer in
      #expect(HTMLDiffRenderer.holdsWholeScalars(buffer))
      #expect(HTMLDiffRenderer.holdsWholeScalars(UnsafeBufferPointer(rebasing: buffer[0..<0])))
      #expect(!HTMLDiffRenderer.holdsWholeScalars(UnsafeBufferPointer(rebasing: buffer[2...])))
      #expect(!HTMLDiffRenderer.holdsWholeScalars(UnsafeBufferPointer(rebasing: buffer[0..<3])))
      #expect(!HTMLDiffRenderer.holdsWholeScalars(UnsafeBufferPointer(rebasing: buffer[0..<7])))
      #expect(HTMLDiffRenderer.holdsWholeScalars(UnsafeBufferPointer(rebasing: buffer[0..<4])))
    }
  }
}
