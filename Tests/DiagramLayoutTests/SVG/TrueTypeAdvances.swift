import Foundation

/// Reads glyph advances straight from a TrueType file (cmap format 4 + hmtx), independently of
/// the generated table, so the test compares the table with the real font.
struct TrueTypeAdvances {
  let unitsPerEm: Double
  private let glyphForCode: [UInt32: Int]
  private let advances: [Int]

  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    var tables: [String: Int] = [:]
    for index in 0..<u16(4) {
      let record = 12 + 16 * index
      let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
      tables[tag] = u32(record + 8)
    }
    guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
      let cmap = tables["cmap"]
    else { return nil }
    unitsPerEm = Double(u16(head + 18))
    let metricCount = u16(hhea + 34)
    advances = (0..<metricCount).map { u16(hmtx + 4 * $0) }
    var subtable: Int?
    for index in 0..<u16(cmap + 2) {
      let record = cmap + 4 + 8 * index
      if u16(record) == 3, u16(record + 2) == 1 { subtable = cmap + u32(record + 4) }
    }
    guard let table = subtable, u16(table) == 4 else { return nil }
    let segments = u16(table + 6) / 2
    let ends = table + 14
    let starts = ends + 2 * segments + 2
    let deltas = starts + 2 * segments
    let offsets = deltas + 2 * segments
    var map: [UInt32: Int] = [:]
    for segment in 0..<segments {
      let start = u16(starts + 2 * segment)
      let end = u16(ends + 2 * segment)
      let delta = u16(deltas + 2 * segment)
      let rangeOffset = u16(offsets + 2 * segment)
      guard start <= end, end != 0xFFFF || start != 0xFFFF else { continue }
      for code in start...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let at = offsets + 2 * segment + rangeOffset + 2 * (code - start)
          glyph = u16(at)
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { map[UInt32(code)] = glyph }
      }
    }
    glyphForCode = map
  }

  /// The advance of `text` in pixels at `fontSize`, or nil when a character has no glyph.
  func width(_ text: String, fontSize: Double) -> Double? {
    var units = 0
    for scalar in text.unicodeScalars {
      guard let glyph = glyphForCode[scalar.value] else { return nil }
      units += advances[min(glyph, advances.count - 1)]
    }
    return Double(units) * fontSize / unitsPerEm
  }
}
