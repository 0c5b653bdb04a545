import RenderSupport

/// Lays out a sequence diagram in character cells: lifeline columns far enough apart for
/// every message, note and self-message between them (minimum distances, solved left to
/// right since each constraint joins a column to a later one), then one run of rows per
/// event, then frames sized around what they hold.
struct TerminalSequenceLayout {
  /// A message between two lifelines.
  struct Message {
    var message: SequenceMessage
    var lines: [String]
    var labelRow: Int
    var arrowRow: Int
    /// The message that creates its receiver ends at the new box's side.
    var endsAtBox: GridRect?
  }

  struct SelfMessage {
    var message: SequenceMessage
    var lines: [String]
    var participant: Int
    var row: Int
  }

  struct Note {
    var rect: GridRect
    var lines: [String]
  }

  /// A block's top border, a section separator or its bottom border.
  struct FrameRow {
    enum Kind { case top, separator, bottom }
    var kind: Kind
    var row: Int
    var label: String
    var block: Int
  }

  struct Block {
    var kind: SequenceBlockKind
    var left: Int
    var right: Int
    var top: Int
    var bottom: Int
  }

  struct Activation {
    var participant: Int
    var top: Int
    var bottom: Int
    var depth: Int
  }

  var labels: [[String]] = []
  var x: [Int] = []
  var heads: [GridRect?] = []
  var feet: [GridRect?] = []
  var lifelines: [(top: Int, bottom: Int)] = []
  var destroyed: [GridPoint] = []
  var messages: [Message] = []
  var selfMessages: [SelfMessage] = []
  var notes: [Note] = []
  var frameRows: [FrameRow] = []
  var blocks: [Block] = []
  var activations: [Activation] = []
  var kinds: [SequenceParticipant.Kind] = []
  var title: String?
  var width = 0
  var height = 0

  static func clean(_ lines: [String]) -> [String] {
    let cleaned = lines.map { String($0.filter { DisplayWidth.of($0) > 0 }) }
    return cleaned.isEmpty ? [""] : cleaned
  }

  static func width(_ lines: [String]) -> Int { TerminalFlowchartLayout.textWidth(lines) }

  /// A message's lines with its autonumber in front.
  static func text(of message: SequenceMessage) -> [String] {
    var lines = clean(message.text)
    if let number = message.number {
      lines[0] = lines[0].isEmpty ? "\(number)." : "\(number). " + lines[0]
    }
    if lines.count == 1, lines[0].isEmpty { return [] }
    return lines
  }

  init(_ diagram: SequenceDiagram) {
    labels = diagram.participants.map { Self.clean($0.label) }
    kinds = diagram.participants.map(\.kind)
    let joined = diagram.title.joined(separator: " ")
    title = joined.isEmpty ? nil : String(joined.filter { DisplayWidth.of($0) > 0 })
    placeColumns(diagram)
    placeRows(diagram)
    fitFrames(diagram)
  }

  func boxWidth(_ p: Int) -> Int { Self.width(labels[p]) + 4 }
  var headHeight: Int { (labels.map(\.count).max() ?? 1) + 2 }

  mutating func placeColumns(_ diagram: SequenceDiagram) {
    let count = labels.count
    var need = Array(repeating: [Int: Int](), count: count)
    func require(_ a: Int, _ b: Int, _ distance: Int) {
      guard a != b, a >= 0, b >= 0, a < count, b < count else { return }
      let (i, j) = (min(a, b), max(a, b))
      need[i][j] = max(need[i][j] ?? 0, distance)
    }
    for p in 0..<max(count - 1, 0) {
      require(p, p + 1, boxWidth(p) - boxWidth(p) / 2 + boxWidth(p + 1) / 2 + 2)
    }
    for event in diagram.events {
      switch event {
      case .message(let message):
        let width = Self.width(Self.text(of: message))
        if message.from == message.to {
          require(message.from, message.from + 1, 7 + width)
        } else {
          require(message.from, message.to, width + 4)
        }
      case .note(let note):
        let width = Self.width(Self.clean(note.text)) + 4
        switch note.placement {
        case .leftOf(let p): require(p - 1, p, width + 3)
        case .rightOf(let p): require(p, p + 1, width + 4)
        case .over(let a, let b) where a == b:
          require(a - 1, a, (width + 1) / 2 + 2)
          require(a, a + 1, (width + 1) / 2 + 2)
        case .over(let a, let b): require(a, b, width - 2)
        }
      case .blockStart(let kind, let label, _):
        _ = (kind, label)
      default: break
      }
    }
    x = Array(repeating: 0, count: count)
    for j in 0..<count {
      x[j] = boxWidth(j) / 2
      for i in 0..<j {
        if let distance = need[i][j] { x[j] = max(x[j], x[i] + distance) }
      }
    }
  }
}
