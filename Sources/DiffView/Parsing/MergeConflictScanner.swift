/// Finds conflict regions in a list of lines by their markers: seven `<`, `|`, `=` or `>` at
/// the start of a line (git's default `conflict-marker-size`), followed by a space and a label
/// or by nothing; `=======` carries no label.
package enum MergeConflictScanner {
  /// The kind of one marker line.
  package enum Marker: Equatable, Sendable {
    case ours(String?)
    case base(String?)
    case separator
    case theirs(String?)
  }

  /// The marker `text` is, or `nil`.
  package static func marker(_ text: some StringProtocol) -> Marker? {
    let bytes = text.utf8
    guard let first = bytes.first, first == 0x3C || first == 0x7C || first == 0x3D || first == 0x3E,
      bytes.count >= 7, bytes.prefix(7).allSatisfy({ $0 == first })
    else { return nil }
    let rest = bytes.dropFirst(7)
    var label: String?
    if let next = rest.first {
      // `<<<<<<<<` is not a marker of size 7; a label follows one space.
      guard next == 0x20 || next == 0x09 else { return nil }
      let trimmed = String(decoding: rest.dropFirst(), as: UTF8.self)
      label = trimmed.isEmpty ? nil : trimmed
    }
    switch first {
    case 0x3C: return .ours(label)
    case 0x7C: return .base(label)
    case 0x3D: return label == nil && rest.isEmpty ? .separator : nil
    default: return .theirs(label)
    }
  }

  /// Every complete region of `lines`, in order; a region whose markers do not come in order
  /// (`<<<<<<<`, optional `|||||||`, `=======`, `>>>>>>>`) is not one, and its lines stay
  /// what they were.
  package static func scan(_ lines: [String]) -> [MergeConflict] {
    scan(count: lines.count) { lines[$0] }
  }

  /// `scan` over `count` lines given by `text`.
  package static func scan(count: Int, text: (Int) -> String) -> [MergeConflict] {
    var found: [MergeConflict] = []
    var start: Int?
    var oursLabel: String?
    var baseStart: Int?
    var baseLabel: String?
    var separator: Int?
    for index in 0..<count {
      guard let marker = marker(text(index)) else { continue }
      switch marker {
      case .ours(let label):
        // A second `<<<<<<<` before the region closed starts again from it.
        (start, oursLabel, baseStart, baseLabel, separator) = (index, label, nil, nil, nil)
      case .base(let label):
        guard start != nil, baseStart == nil, separator == nil else { continue }
        (baseStart, baseLabel) = (index, label)
      case .separator:
        guard start != nil, separator == nil else { continue }
        separator = index
      case .theirs(let label):
        guard let open = start, let middle = separator else { continue }
        let oursEnd = baseStart ?? middle
        let ours = MergeConflict.Side(label: oursLabel, lines: (open + 1)..<oursEnd)
        let base = baseStart.map {
          MergeConflict.Side(label: baseLabel, lines: ($0 + 1)..<middle)
        }
        let theirs = MergeConflict.Side(label: label, lines: (middle + 1)..<index)
        found.append(
          MergeConflict(ours: ours, base: base, theirs: theirs, range: open..<(index + 1)))
        start = nil
        separator = nil
      }
    }
    return found
  }
}
