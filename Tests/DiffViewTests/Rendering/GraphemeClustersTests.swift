import Testing

@testable import DiffView

/// `GraphemeClusters` finds the clusters Swift's own segmentation finds, with or without its
/// fast path.
struct GraphemeClustersTests {
  /// Scalars around the edges of the fast path's ranges and of the rules that join scalars:
  /// combining marks, joiners, variation selectors, regional indicators, Hangul jamo, Indic
  /// conjuncts, prepended marks, controls and emoji.
  static let scalars: [Unicode.Scalar] = [
    "\u{A0}", "\u{AC}", "\u{AD}", "\u{AE}", "é", "\u{2FF}", "\u{300}", "\u{301}", "\u{36F}",
    "\u{370}", "Ω", "\u{3FF}", "Ж", "\u{482}", "\u{483}", "\u{489}", "\u{48A}", "\u{52F}",
    "\u{600}", "\u{61C}", "\u{644}", "\u{915}", "\u{94D}", "\u{937}", "\u{E33}", "\u{1100}",
    "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{2010}", "\u{2027}", "\u{2028}", "\u{202E}",
    "\u{2030}", "\u{205F}", "\u{2060}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}",
    "\u{2190}", "\u{22FF}", "\u{231A}", "\u{2500}", "\u{25FF}", "\u{2764}", "\u{3000}",
    "\u{3029}", "\u{302A}", "\u{3030}", "\u{3041}", "\u{3096}", "\u{3099}", "\u{309A}",
    "\u{30A0}", "\u{30FF}", "\u{3400}", "中", "\u{9FFF}", "\u{FE0E}", "\u{FE0F}", "\u{FF01}",
    "\u{FF9D}", "\u{FF9E}", "\u{FF9F}", "\u{FFFD}", "\u{1F1E6}", "\u{1F1FA}", "\u{1F3FB}",
    "\u{1F468}", "\u{1F600}", "\u{E0061}", "\u{85}", "\u{9F}", "\u{2600}", "\u{26A1}",
    "\u{27BF}", "\u{1F1FF}", "\u{1F2FF}", "\u{1F300}", "\u{1F3FA}", "\u{1F3FF}", "\u{1F400}",
    "\u{1F6FF}", "\u{1F700}", "\u{1F900}", "\u{1F9D1}", "\u{1FAFF}", "\u{1FB00}", "\u{20E3}",
  ]

  static func clusters(_ text: String) -> [(String, Range<Int>)] {
    var result: [(String, Range<Int>)] = []
    GraphemeClusters.forEach(in: text) { cluster, range, _ in
      switch cluster {
      case .scalar(let scalar): result.append((String(Character(scalar)), range))
      case .character(let character): result.append((String(character), range))
      }
    }
    return result
  }

  static func expected(_ text: String) -> [(String, Range<Int>)] {
    var offset = 0
    return text.map { character in
      let count = String(character).utf8.count
      defer { offset += count }
      return (String(character), offset..<(offset + count))
    }
  }

  @Test func randomTextsSegmentAsTheStandardLibrary() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<4000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        scalars.append(Self.scalars.randomElement(using: &rng)!)
      }
      let text = String(scalars)
      let found = Self.clusters(text)
      let expected = Self.expected(text)
      #expect(found.map(\.0) == expected.map(\.0), "\(text.unicodeScalars.map(\.value))")
      #expect(found.map(\.1) == expected.map(\.1), "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// From raw bytes, well-formed or not, the clusters and their bytes are those of the
  /// String the bytes decode to.
  @Test func rawBytesSegmentAsTheirDecodedString() {
    var rng = SystemRandomNumberGenerator()
    let pieces: [[UInt8]] =
      Self.scalars.map { Array(String(Character($0)).utf8) } + [
        [0x80], [0xC0, 0xA0], [0xC2], [0xE0, 0x82, 0xA0], [0xE4, 0xB8], [0xED, 0xA0, 0x80],
        [0xF0, 0x9F], [0xFF], [0xE4, 0x41], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x98], Array("a".utf8),
        [0x0D], [0x0A],
      ]
    for _ in 0..<4000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...10, using: &rng) {
        bytes += pieces.randomElement(using: &rng)!
      }
      var found: [[UInt8]] = []
      bytes.withUnsafeBufferPointer { buffer in
        GraphemeClusters.forEach(in: buffer) { cluster, clusterBytes in
          let text: String
          switch cluster {
          case .scalar(let scalar): text = String(Character(scalar))
          case .character(let character): text = String(character)
          }
          #expect(Array(text.utf8) == Array(clusterBytes))
          found.append(Array(clusterBytes))
        }
      }
      let expected = String(decoding: bytes, as: UTF8.self).map { Array(String($0).utf8) }
      #expect(found == expected, "\(bytes)")
    }
  }

  /// Every scalar the fast path takes breaks from its neighbours on both sides in Swift's
  /// own segmentation, next to a sample of the others (the rules look only at the classes of
  /// the two scalars here, and each range holds one class).
  @Test func everyFastScalarStandsAloneBetweenOthers() {
    let fast = (0xA0...0x10FFFF).compactMap { value -> Unicode.Scalar? in
      guard GraphemeClusters.standsAlone(UInt32(value)) else { return nil }
      return Unicode.Scalar(UInt32(value))
    }
    let sample = Self.scalars.filter { GraphemeClusters.standsAlone($0.value) }
    #expect(fast.count > 20_000)
    var wrong: [UInt32] = []
    for scalar in fast {
      for other in sample {
        var pair = String.UnicodeScalarView()
        pair.append(scalar)
        pair.append(other)
        var reversed = String.UnicodeScalarView()
        reversed.append(other)
        reversed.append(scalar)
        if String(pair).count != 2 || String(reversed).count != 2 { wrong.append(scalar.value) }
      }
    }
    #expect(wrong.isEmpty, "\(Set(wrong).sorted().prefix(20))")
  }
}
