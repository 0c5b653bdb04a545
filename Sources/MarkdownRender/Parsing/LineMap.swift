/// Maps line numbers of a parsed buffer back to the whole text: a section is parsed after the
/// definitions it borrows, each copied from elsewhere, so the buffer is a list of segments.
struct LineMap: Sendable {
  /// (first buffer line, the whole text's line for it), in buffer order.
  var segments: [(buffer: Int, original: Int)] = [(1, 1)]

  func original(_ line: Int) -> Int {
    var chosen = segments.first ?? (1, 1)
    for segment in segments where segment.buffer <= line { chosen = segment }
    return chosen.original + (line - chosen.buffer)
  }
}
