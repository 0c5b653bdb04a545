/// Collects one `<text>` element's lines and runs: a `tspan` with `x` or `y` starts a line
/// (the renderers write one per wrapped line), text inside adds a run in the innermost
/// element's style. Blanks follow SVG's default `xml:space` (runs of blanks collapse to one,
/// none at a line's ends), and every run is measured with the shipped metrics.
struct SceneTextBuilder {
  private var lines: [SceneTextLine] = []
  private var anchor: SceneText.Anchor
  private var transform: SceneTransform?
  private var classes: [String]
  private var position: (x: Double, y: Double)
  private let measurer: TextMeasurer

  init(
    style: SceneStyle, x: Double?, y: Double?, transform: SceneTransform?, classes: [String],
    measurer: TextMeasurer
  ) {
    anchor = style.anchor
    self.transform = transform
    self.classes = classes
    self.measurer = measurer
    position = (x ?? 0, y ?? 0)
  }

  /// Starts a line at the given point (a coordinate not given keeps the current one).
  mutating func startLine(x: Double?, y: Double?, style: SceneStyle) {
    guard x != nil || y != nil else { return }
    position = (x ?? position.x, y ?? position.y)
    lines.append(SceneTextLine(x: position.x, y: position.y, width: 0, runs: []))
  }

  /// Adds `content` in `style` to the current line.
  mutating func append(_ content: String, style: SceneStyle) {
    if lines.isEmpty {
      lines.append(SceneTextLine(x: position.x, y: position.y, width: 0, runs: []))
    }
    let flat = content.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
    var collapsed = ""
    let previousEndsBlank =
      lines[lines.count - 1].runs.last?.text.last == " " || lines[lines.count - 1].runs.isEmpty
    var blank = previousEndsBlank
    for character in flat {
      if character == " " {
        if blank { continue }
        blank = true
      } else {
        blank = false
      }
      collapsed.append(character)
    }
    guard !collapsed.isEmpty else { return }
    let paint = style.paint
    lines[lines.count - 1].runs.append(
      SceneTextRun(
        text: collapsed, fontFamily: style.fontFamily, fontSize: style.fontSize,
        bold: style.bold, italic: style.italic, fill: paint.fill,
        fillOpacity: paint.fillOpacity, underline: style.underline,
        strikethrough: style.strikethrough, baselineShift: style.shift, width: 0))
  }

  /// The text, its lines trimmed and measured; nil when nothing is left to draw.
  func finish(opacity: Double) -> SceneText? {
    var result: [SceneTextLine] = []
    for var line in lines {
      // No blank at a line's ends.
      while let last = line.runs.last, last.text.hasSuffix(" ") {
        line.runs[line.runs.count - 1].text.removeLast()
        if line.runs[line.runs.count - 1].text.isEmpty { line.runs.removeLast() }
      }
      while let first = line.runs.first, first.text.hasPrefix(" ") {
        line.runs[0].text.removeFirst()
        if line.runs[0].text.isEmpty { line.runs.removeFirst() }
      }
      guard !line.runs.isEmpty else { continue }
      for index in line.runs.indices {
        var sized = measurer
        sized.fontSize = line.runs[index].fontSize
        line.runs[index].width = sized.width(line.runs[index].text, bold: line.runs[index].bold)
      }
      line.width = line.runs.reduce(0) { $0 + $1.width }
      result.append(line)
    }
    guard !result.isEmpty else { return nil }
    return SceneText(
      anchor: anchor, lines: result, transform: transform, opacity: opacity, classes: classes)
  }
}
