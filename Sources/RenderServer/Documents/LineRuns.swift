import Highlight
import RenderSupport

/// The runs of one line for document answers: offsets in UTF-16 units from the line's start,
/// merged and filtered by the rules of the token-run contract (`TokenRunBuilder`).
struct LineRuns: Equatable, Sendable {
  struct Run: Equatable, Sendable {
    var location: Int
    var length: Int
    var styles: [TokenStyle]
  }

  var runs: [Run]

  /// `plains` are the themes' default styles: text plain in every theme is left out.
  init(spans: [StyledSpan], line: some StringProtocol, plains: [TokenStyle]) {
    var open: (start: Int, end: Int, styles: [TokenStyle])?
    var result: [(Int, Int, [TokenStyle])] = []
    for span in spans where span.end > span.start {
      var styles = [span.style]
      if plains.count > 1 { styles.append(span.alternateStyle ?? plains[1]) }
      if zip(styles, plains).allSatisfy({ $0.foreground == $1.foreground && $0.fontStyle.isEmpty })
      {
        continue
      }
      if let run = open, run.end == span.start,
        zip(run.styles, styles).allSatisfy({
          $0.foreground == $1.foreground && $0.fontStyle == $1.fontStyle
        })
      {
        open!.end = span.end
      } else {
        if let run = open { result.append(run) }
        open = (span.start, span.end, styles)
      }
    }
    if let run = open { result.append(run) }
    var utf8 = Array(line.utf8)
    runs = utf8.withUnsafeMutableBufferPointer { bytes in
      var counter = UTF16Counter(bytes: UnsafeBufferPointer(bytes))
      return result.map { start, end, styles in
        let location = counter.offset(at: start)
        return Run(location: location, length: counter.offset(at: end) - location, styles: styles)
      }
    }
  }

  /// `[{"location","length","color","fontStyle"}]`, or with two themes `colors` and
  /// `fontStyles` arrays.
  var reply: JSONReply {
    .array(
      runs.map { run in
        var members: [(String, JSONReply)] = [
          ("location", .int(run.location)), ("length", .int(run.length)),
        ]
        if run.styles.count == 1 {
          members.append(("color", .string(run.styles[0].foreground.hex)))
          members.append(("fontStyle", .int(Int(run.styles[0].fontStyle.rawValue))))
        } else {
          members.append(("colors", .array(run.styles.map { .string($0.foreground.hex) })))
          members.append(
            ("fontStyles", .array(run.styles.map { .int(Int($0.fontStyle.rawValue)) })))
        }
        return .object(members)
      })
  }
}
