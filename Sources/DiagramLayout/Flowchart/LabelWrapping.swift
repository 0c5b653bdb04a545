/// Wraps label lines wider than Mermaid's wrapping width (`flowchart.wrappingWidth`, 200 px
/// by default) at spaces, as Mermaid's label `div` does (`max-width` then `white-space:
/// break-spaces`): a long decision becomes a few lines in a compact diamond instead of one
/// wide strip. A word wider than the width stays whole, on a line of its own.
///
/// Pre: labels hold their source lines. Post: every line is at most `width` wide unless it is
/// one word; runs keep their emphasis; explicit breaks (`<br>`, newlines) stay.
enum LabelWrapping {
  /// Mermaid's default `flowchart.wrappingWidth`.
  static let defaultWidth = 200.0

  /// The chart with every node and edge label wrapped (subgraph titles stay one line, as in
  /// Mermaid).
  static func apply(_ chart: Flowchart, width: Double, measurer: TextMeasurer) -> Flowchart {
    var result = chart
    for index in result.nodes.indices {
      result.nodes[index].label = wrap(chart.nodes[index].label, width: width, measurer: measurer)
    }
    for index in result.edges.indices {
      if let label = chart.edges[index].label {
        result.edges[index].label = wrap(label, width: width, measurer: measurer)
      }
    }
    return result
  }

  static func wrap(_ label: FlowLabel, width: Double, measurer: TextMeasurer) -> FlowLabel {
    func measure(_ runs: [TextRun]) -> Double {
      runs.reduce(0) { $0 + measurer.width($1.text, bold: $1.bold) }
    }
    guard label.lines.contains(where: { measure($0) > width }) else { return label }
    var lines: [[TextRun]] = []
    let space = measurer.width(" ")
    for line in label.lines {
      guard measure(line) > width else {
        lines.append(line)
        continue
      }
      var current: [TextRun] = []
      var currentWidth = 0.0
      for word in words(line) {
        let wordWidth = measure(word)
        if !current.isEmpty, currentWidth + space + wordWidth > width {
          lines.append(merged(current))
          current = []
          currentWidth = 0
        }
        // The blank between words keeps the weight and slant before it, but is never
        // underlined or struck through.
        if let last = current.last, !word.isEmpty {
          var blank = TextRun(" ", bold: last.bold, italic: last.italic)
          blank.shift = last.shift
          current.append(blank)
          currentWidth += space
        }
        current += word
        currentWidth += wordWidth
      }
      lines.append(merged(current))
    }
    return FlowLabel(lines: lines)
  }

  /// The line's words: runs of non-blank text, each a list of styled pieces.
  static func words(_ line: [TextRun]) -> [[TextRun]] {
    var words: [[TextRun]] = [[]]
    for run in line {
      var piece = ""
      for character in run.text {
        if character == " " {
          if !piece.isEmpty {
            words[words.count - 1].append(styled(run, piece))
            piece = ""
          }
          if !words[words.count - 1].isEmpty { words.append([]) }
        } else {
          piece.append(character)
        }
      }
      if !piece.isEmpty {
        words[words.count - 1].append(styled(run, piece))
      }
    }
    if words.last?.isEmpty == true { words.removeLast() }
    return words
  }

  /// `text` in `run`'s style.
  static func styled(_ run: TextRun, _ text: String) -> TextRun {
    var result = run
    result.text = text
    return result
  }

  /// Adjacent runs of one style joined, so the SVG writes one `tspan` per style change.
  static func merged(_ runs: [TextRun]) -> [TextRun] {
    var result: [TextRun] = []
    for run in runs {
      if let last = result.last, styled(last, "") == styled(run, "") {
        result[result.count - 1].text += run.text
      } else {
        result.append(run)
      }
    }
    return result.isEmpty ? [TextRun("")] : result
  }
}
