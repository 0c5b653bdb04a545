/// Phase 1: participant sizes and column centres.
///
/// Pre: a parsed diagram. Post: `centers[i] < centers[i+1]`, and for every message, note and
/// self-message the distance between the columns it spans leaves room for its text (plus
/// badges, activation bars and padding), so text never crosses a lifeline it should not.
/// Each requirement is a minimum distance between two columns; they are met in one pass in
/// order of increasing span, spreading a shortfall evenly over the gaps in between. Gaps only
/// grow, so a requirement met stays met.
enum SequenceColumns {
  /// The widest line of `lines`.
  static func width(_ lines: [String], _ measurer: TextMeasurer, bold: Bool = false) -> Double {
    lines.reduce(0) { max($0, measurer.width($1, bold: bold)) }
  }

  /// Whether the kind is drawn as an icon above its label rather than as a box.
  static func isIcon(_ kind: SequenceParticipant.Kind) -> Bool {
    switch kind {
    case .actor, .boundary, .control, .entity: return true
    default: return false
    }
  }

  /// The head (and foot) size of each participant.
  static func headSizes(
    _ diagram: SequenceDiagram, measurer: TextMeasurer, options: SequenceLayoutOptions
  ) -> [(width: Double, height: Double)] {
    var sizes = diagram.participants.map { participant -> (width: Double, height: Double) in
      let textWidth = width(participant.label, measurer)
      let textHeight = Double(participant.label.count) * measurer.lineHeight
      let boxWidth = max(textWidth + 2 * options.boxPadding, options.minimumParticipantWidth)
      switch participant.kind {
      case .actor, .boundary, .control, .entity:
        return (boxWidth, options.iconHeight + 4 + textHeight)
      case .database:
        return (boxWidth, textHeight + 2 * options.boxPadding + 12)
      case .participant, .collections, .queue:
        return (boxWidth, textHeight + 2 * options.boxPadding)
      }
    }
    // A one-member box is as wide as its title needs.
    for (index, box) in diagram.boxes.enumerated() {
      let members = diagram.participants.indices.filter { diagram.participants[$0].box == index }
      if members.count == 1, let only = members.first {
        sizes[only].width = max(sizes[only].width, width(box.label, measurer, bold: true))
      }
    }
    return sizes
  }

  /// The x of each participant's centre (the first at 0).
  static func place(
    _ diagram: SequenceDiagram, headSizes: [(width: Double, height: Double)],
    measurer: TextMeasurer, options: SequenceLayoutOptions
  ) -> [Double] {
    let count = diagram.participants.count
    guard count > 0 else { return [] }
    var needs: [(from: Int, to: Int, distance: Double)] = []
    for index in 0..<max(0, count - 1) {
      var distance =
        (headSizes[index].width + headSizes[index + 1].width) / 2 + options.participantGap
      if diagram.participants[index].box != diagram.participants[index + 1].box {
        distance += 2 * options.groupPadding
      }
      needs.append((index, index + 1, distance))
    }
    // Activation bars push message ends and notes sideways; count the deepest stack.
    var depth = Array(repeating: 0, count: count)
    var deepest = Array(repeating: 0, count: count)
    let barSide = { (participant: Int) in
      options.activationWidth / 2 * Double(deepest[participant] + 1)
    }
    for event in diagram.events {
      switch event {
      case .activate(let p):
        depth[p] += 1
        deepest[p] = max(deepest[p], depth[p])
      case .deactivate(let p): depth[p] = max(0, depth[p] - 1)
      case .message(let m) where m.activatesReceiver:
        depth[m.to] += 1
        deepest[m.to] = max(deepest[m.to], depth[m.to])
      default: break
      }
    }
    for event in diagram.events {
      switch event {
      case .message(let message):
        let textWidth = width(message.text, measurer)
        var badge = message.number.map { badgeRadius($0, measurer) * 2 + 4 } ?? 0
        if message.arrow.bidirectional, let number = message.number {
          badge += badgeRadius(number, measurer) + 11
        }
        if message.from == message.to {
          guard message.from + 1 < count else { continue }
          let loop = max(textWidth + 8, options.selfLoopWidth) + badge
          needs.append((message.from, message.from + 1, barSide(message.from) + loop + 12))
        } else {
          let low = min(message.from, message.to)
          let high = max(message.from, message.to)
          // The text is centred between the badge and the receiving end.
          var distance = textWidth + badge + 24 + barSide(low) + barSide(high)
          if let created = diagram.participants[message.to].createdAt,
            diagram.events.indices.contains(created)
          {
            distance += headSizes[message.to].width / 2
          }
          needs.append((low, high, distance))
        }
      case .note(let note):
        let noteWidth = width(note.text, measurer) + 2 * options.boxPadding
        switch note.placement {
        case .rightOf(let p) where p + 1 < count:
          needs.append((p, p + 1, barSide(p) + noteWidth + 14))
        case .leftOf(let p) where p > 0:
          needs.append((p - 1, p, barSide(p) + noteWidth + 14))
        case .over(let a, let b) where a != b:
          needs.append((a, b, noteWidth - 2 * noteOverhang))
        default: break
        }
      default: break
      }
    }
    needs.sort { ($0.to - $0.from, $0.from, $0.to) < ($1.to - $1.from, $1.from, $1.to) }
    var gaps = Array(repeating: 0.0, count: max(0, count - 1))
    for need in needs {
      var current = 0.0
      for gap in need.from..<need.to { current += gaps[gap] }
      guard current < need.distance else { continue }
      let share = (need.distance - current) / Double(need.to - need.from)
      for gap in need.from..<need.to { gaps[gap] += share }
    }
    var centers = [0.0]
    for gap in gaps { centers.append((centers.last ?? 0) + gap.rounded(.up)) }
    return centers
  }

  /// How far a note over two participants reaches past each of their lifelines.
  static let noteOverhang = 24.0

  /// The radius of the autonumber badge holding `number`.
  static func badgeRadius(_ number: SequenceNumber, _ measurer: TextMeasurer) -> Double {
    let small = TextMeasurer(fontSize: measurer.fontSize * 0.8)
    return max(9, small.width(number.description, bold: true) / 2 + 4)
  }
}
