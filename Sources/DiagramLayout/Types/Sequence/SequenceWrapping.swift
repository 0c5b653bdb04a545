/// Mermaid's sequence `wrap`: message and note texts that ask for it are broken into lines
/// at word boundaries before layout, so the columns and rows grow to fit the wrapped text.
///
/// Mermaid 11 (`sequenceRenderer.ts`) wraps a message at `sequence.width` (150 px by default)
/// and a note at that width less `2 × wrapPadding` (10 px), both measured in
/// `messageFontSize` (16 px). This library draws text at its own font size, so the width is
/// scaled by the ratio of the two: a line holds the words it holds in Mermaid. A word wider
/// than the whole width is broken between characters, as Mermaid's `wrapLabel` does.
enum SequenceWrapping {
  /// Mermaid's `wrapPadding`.
  static let wrapPadding = 10.0

  /// The width messages wrap at, in pixels at `measurer`'s size.
  static func messageWidth(_ settings: DiagramSettings, measurer: TextMeasurer) -> Double {
    let width = settings.number("config.sequence.width", in: 40...1000) ?? 150
    let fontSize = settings.number("config.sequence.messageFontSize", in: 6...64) ?? 16
    return width * measurer.fontSize / fontSize
  }

  /// `diagram` with every text that asks for wrapping wrapped.
  static func apply(
    _ diagram: SequenceDiagram, settings: DiagramSettings, measurer: TextMeasurer
  ) -> SequenceDiagram {
    let width = messageWidth(settings, measurer: measurer)
    let noteWidth = width - 2 * wrapPadding * measurer.fontSize / 16
    var result = diagram
    // The diagram-wide `wrap` also wraps what has no prefix of its own, as Mermaid does:
    // participant names (at the note width) and block conditions.
    let wrapsAll = settings.flag("config.sequence.wrap", "config.wrap") ?? false
    for index in diagram.participants.indices
    where diagram.participants[index].wraps ?? wrapsAll {
      result.participants[index].label = wrap(
        diagram.participants[index].label, width: noteWidth, measurer: measurer)
    }
    for index in diagram.events.indices {
      switch diagram.events[index] {
      case .blockStart(let kind, let label, let color) where wrapsAll:
        result.events[index] = .blockStart(
          kind, label: wrap(label, width: width, measurer: measurer), color: color)
      case .blockSection(let label) where wrapsAll:
        result.events[index] = .blockSection(
          label: wrap(label, width: width, measurer: measurer))
      case .message(var message) where message.wraps:
        message.text = wrap(message.text, width: width, measurer: measurer)
        result.events[index] = .message(message)
      case .note(var note) where note.wraps:
        note.text = wrap(note.text, width: noteWidth, measurer: measurer)
        result.events[index] = .note(note)
      default:
        continue
      }
    }
    return result
  }

  /// `lines` with each line wider than `width` broken at blanks (and inside over-long words).
  static func wrap(_ lines: [String], width: Double, measurer: TextMeasurer) -> [String] {
    var result: [String] = []
    for line in lines {
      guard measurer.width(line) > width else {
        result.append(line)
        continue
      }
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if measurer.width(candidate) <= width {
          current = candidate
          continue
        }
        if !current.isEmpty { result.append(current) }
        current = ""
        // A word wider than a line is broken between characters.
        for character in word {
          let longer = current + String(character)
          if !current.isEmpty, measurer.width(longer) > width {
            result.append(current)
            current = String(character)
          } else {
            current = longer
          }
        }
      }
      result.append(current)
    }
    return result
  }
}
