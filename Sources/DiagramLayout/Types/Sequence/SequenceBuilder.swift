import Foundation
import RenderSupport

/// The parser's mutable state: participants by name, open blocks and boxes, numbering,
/// pending `create`/`destroy`, open activations. It checks Mermaid's rules as statements come.
struct SequenceBuilder {
  var diagram = SequenceDiagram()
  /// True inside a multi-line `accDescr { … }`.
  var inLongDescription = false

  private enum Open {
    case box(Int)
    case block(SequenceBlockKind)
  }

  private var indexByID: [String: Int] = [:]
  private var open: [(open: Open, position: SourcePosition)] = []
  /// Mermaid's message count, in hundredths: it starts at 1 and advances with every message
  /// whether or not numbers are shown; `autonumber START STEP` resets it.
  private var count: (next: Int, step: Int) = (100, 100)
  /// Whether numbers are shown (`autonumber` on, `autonumber off`).
  private var numbered = false
  private var pendingCreate: (participant: Int, position: SourcePosition)?
  private var pendingDestroy: [(participant: Int, position: SourcePosition)] = []
  private var activeDepth: [Int] = []
  private var messageCount = 0
  /// `sequence.wrap` (or `%%{wrap}%%`): texts without a `wrap:`/`nowrap:` prefix wrap.
  var wrapsByDefault = false

  /// `showSequenceNumbers`: numbering on from the first message, as `autonumber` would.
  mutating func numberFromStart() { numbered = true }

  /// Adds a line to the accessible description.
  mutating func appendDescription(_ line: String) {
    let text = SequenceText.trim(line)
    guard !text.isEmpty else { return }
    let old = diagram.accessibleDescription
    diagram.accessibleDescription = old.map { $0 + "\n" + text } ?? text
  }

  // MARK: Participants

  /// `participant ID[@{…}] [as Label]` (and `actor`, and `create participant …`).
  mutating func declare(
    _ rest: String, kind: SequenceParticipant.Kind, create: Bool, at position: SourcePosition
  ) throws(DiagramError) {
    var id = rest
    var alias: String?
    var kind = kind
    if let metaStart = rest.range(of: "@{") {
      id = String(rest[..<metaStart.lowerBound])
      guard let close = rest[metaStart.upperBound...].firstIndex(of: "}") else {
        throw DiagramError(.syntax, "the '@{' here is not closed with '}'", at: position)
      }
      let metadata = Self.metadata(String(rest[metaStart.upperBound..<close]))
      if let type = metadata["type"],
        let typed = SequenceParticipant.Kind(rawValue: type.lowercased())
      {
        kind = typed
      }
      alias = metadata["alias"]
      let after = SequenceText.trim(String(rest[rest.index(after: close)...]))
      if after.lowercased().hasPrefix("as ") { alias = String(after.dropFirst(3)) }
    } else if let asRange = rest.range(of: " as ", options: .caseInsensitive) {
      id = String(rest[..<asRange.lowerBound])
      alias = String(rest[asRange.upperBound...])
    }
    id = SequenceText.trim(id)
    guard !id.isEmpty else {
      throw DiagramError(.syntax, "a participant needs a name", at: position)
    }
    let index = participant(id, at: position)
    diagram.participants[index].kind = kind
    if let alias {
      let (wraps, text) = SequenceText.wrapPrefix(Substring(alias))
      if !SequenceText.trim(String(text)).isEmpty {
        diagram.participants[index].label = SequenceText.lines(String(text))
        diagram.participants[index].wraps = wraps
      }
    }
    if case .box(let box)? = open.last?.open { diagram.participants[index].box = box }
    if create {
      if let pending = pendingCreate {
        throw DiagramError(
          .syntax,
          "'\(diagram.participants[pending.participant].id)' is created but no message follows",
          at: pending.position)
      }
      pendingCreate = (index, position)
    }
  }

  /// `destroy ID`: the participant ends with the next message that involves it.
  mutating func destroy(_ rest: String, at position: SourcePosition) throws(DiagramError) {
    guard !rest.isEmpty else {
      throw DiagramError(.syntax, "'destroy' needs a participant name", at: position)
    }
    pendingDestroy.append((participant(rest, at: position), position))
  }

  /// The index of participant `id`, adding it (in order of first mention) when new.
  private mutating func participant(_ id: String, at position: SourcePosition) -> Int {
    if let index = indexByID[id] { return index }
    let index = diagram.participants.count
    diagram.participants.append(SequenceParticipant(id: id, label: SequenceText.lines(id)))
    indexByID[id] = index
    activeDepth.append(0)
    return index
  }

  /// `"type": "database", "alias": "DB"` (quotes optional) as a dictionary.
  static func metadata(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for pair in text.split(separator: ",") {
      guard let colon = pair.firstIndex(of: ":") else { continue }
      let unquote: (Substring) -> String = {
        var value = SequenceText.trim(String($0))
        if value.count >= 2, let first = value.first, first == "\"" || first == "'",
          value.last == first
        {
          value = String(value.dropFirst().dropLast())
        }
        return value
      }
      result[unquote(pair[..<colon]).lowercased()] = unquote(pair[pair.index(after: colon)...])
    }
    return result
  }

  // MARK: Groups

  mutating func openBox(_ rest: String, at position: SourcePosition) throws(DiagramError) {
    guard open.isEmpty else {
      throw DiagramError(.syntax, "a box cannot be inside a block or another box", at: position)
    }
    let (color, title) = SequenceColor.splitLeading(rest)
    diagram.boxes.append(
      SequenceBox(label: title.isEmpty ? [] : SequenceText.lines(title), color: color))
    open.append((.box(diagram.boxes.count - 1), position))
  }

  mutating func openBlock(
    _ kind: SequenceBlockKind, _ rest: String, at position: SourcePosition
  ) throws(DiagramError) {
    try requireOutsideBox("a block", at: position)
    try DiagramLimits.checkNesting(open.count + 1, at: position)
    if kind == .rect {
      diagram.events.append(.blockStart(.rect, label: [], color: SequenceColor.validate(rest)))
    } else {
      diagram.events.append(.blockStart(kind, label: SequenceText.lines(rest), color: nil))
    }
    open.append((.block(kind), position))
  }

  /// `else`, `and`, `option`: only inside `alt`, `par`, `critical` respectively.
  mutating func section(
    _ keyword: String, _ rest: String, at position: SourcePosition
  ) throws(DiagramError) {
    guard case .block(let kind)? = open.last?.open, kind.sectionKeyword == keyword else {
      let owner = ["else": "alt", "and": "par", "option": "critical"][keyword] ?? ""
      throw DiagramError(
        .syntax, "\(DiagramError.quoted(keyword)) outside an '\(owner)' block", at: position)
    }
    diagram.events.append(.blockSection(label: SequenceText.lines(rest)))
  }

  mutating func close(at position: SourcePosition) throws(DiagramError) {
    guard let last = open.popLast() else {
      throw DiagramError(.syntax, "'end' without an open block or box", at: position)
    }
    if case .block = last.open { diagram.events.append(.blockEnd) }
  }

  private func requireOutsideBox(_ what: String, at position: SourcePosition) throws(DiagramError) {
    if case .box? = open.last?.open {
      throw DiagramError(
        .syntax, "\(what) cannot be inside a box (a box holds participants only)", at: position)
    }
  }

  // MARK: Events

  mutating func message(
    from: String, to: String, arrow: SequenceArrow, text: [String], activates: Bool,
    deactivates: Bool, central: (from: Bool, to: Bool) = (false, false), wraps: Bool? = nil,
    at position: SourcePosition
  ) throws(DiagramError) {
    try requireOutsideBox("a message", at: position)
    messageCount += 1
    try DiagramLimits.checkEdgeCount(messageCount, noun: "messages", at: position)
    let fromIndex = participant(from, at: position)
    let toIndex = participant(to, at: position)
    let number = numbered ? SequenceNumber(hundredths: count.next) : nil
    count.next += count.step
    let eventIndex = diagram.events.count
    var message = SequenceMessage(
      from: fromIndex, to: toIndex, arrow: arrow, text: text, number: number,
      activatesReceiver: activates, deactivatesSender: deactivates, position: position)
    message.centralFrom = central.from
    message.centralTo = central.to
    message.wraps = wraps ?? wrapsByDefault
    diagram.events.append(.message(message))
    if let pending = pendingCreate {
      guard pending.participant == fromIndex || pending.participant == toIndex else {
        throw DiagramError(
          .syntax,
          "'\(diagram.participants[pending.participant].id)' is created but the next message "
            + "does not involve it", at: pending.position)
      }
      diagram.participants[pending.participant].createdAt = eventIndex
      pendingCreate = nil
    }
    for pending in pendingDestroy {
      guard pending.participant == fromIndex || pending.participant == toIndex else {
        throw DiagramError(
          .syntax,
          "'\(diagram.participants[pending.participant].id)' is destroyed but the next message "
            + "does not involve it", at: pending.position)
      }
      diagram.participants[pending.participant].destroyedAt = eventIndex
    }
    pendingDestroy.removeAll()
    if activates {
      activeDepth[toIndex] += 1
    }
    if deactivates {
      // The message itself carries the deactivation; no separate event.
      try endActivation(fromIndex, at: position, recordEvent: false)
    }
  }

  mutating func note(_ rest: String, at position: SourcePosition) throws(DiagramError) {
    try requireOutsideBox("a note", at: position)
    guard let colon = rest.firstIndex(of: ":") else {
      throw DiagramError(.syntax, "a note needs ':' before its text", at: position)
    }
    let where_ = SequenceText.trim(String(rest[..<colon]))
    let (wraps, body) = SequenceText.wrapPrefix(rest[rest.index(after: colon)...])
    let text = SequenceText.lines(String(body))
    let lower = where_.lowercased()
    let placement: SequenceNote.Placement
    if lower.hasPrefix("left of ") {
      placement = .leftOf(participant(SequenceText.trim(String(where_.dropFirst(8))), at: position))
    } else if lower.hasPrefix("right of ") {
      placement = .rightOf(
        participant(SequenceText.trim(String(where_.dropFirst(9))), at: position))
    } else if lower.hasPrefix("over ") {
      let names = where_.dropFirst(5).split(separator: ",").map {
        SequenceText.trim(String($0))
      }
      guard (1...2).contains(names.count), !names.contains(where: \.isEmpty) else {
        throw DiagramError(.syntax, "'note over' takes one or two participants", at: position)
      }
      let first = participant(names[0], at: position)
      let second = names.count == 2 ? participant(names[1], at: position) : first
      placement = .over(min(first, second), max(first, second))
    } else {
      throw DiagramError(
        .syntax, "expected 'left of', 'right of' or 'over' after 'note'", at: position)
    }
    var note = SequenceNote(placement: placement, text: text)
    note.wraps = wraps ?? wrapsByDefault
    diagram.events.append(.note(note))
  }

  mutating func activation(
    _ rest: String, on: Bool, at position: SourcePosition
  ) throws(DiagramError) {
    try requireOutsideBox("an activation", at: position)
    guard !rest.isEmpty else {
      throw DiagramError(
        .syntax, "'\(on ? "activate" : "deactivate")' needs a participant name", at: position)
    }
    let index = participant(rest, at: position)
    if on {
      activeDepth[index] += 1
      diagram.events.append(.activate(index))
    } else {
      try endActivation(index, at: position)
    }
  }

  private mutating func endActivation(
    _ index: Int, at position: SourcePosition, recordEvent: Bool = true
  ) throws(DiagramError) {
    guard activeDepth[index] > 0 else {
      throw DiagramError(
        .syntax, "'\(diagram.participants[index].id)' is deactivated but not active",
        at: position)
    }
    activeDepth[index] -= 1
    if recordEvent { diagram.events.append(.deactivate(index)) }
  }

  /// `autonumber`, `autonumber START`, `autonumber START STEP`, `autonumber off`. START and
  /// STEP may be decimal with up to two places (`autonumber 10.1 .01`). The count runs under
  /// `autonumber off` and before the first `autonumber`, so a bare `autonumber` shows the
  /// number of the message it stands before, as Mermaid's renderer counts.
  mutating func autonumber(_ rest: String, at position: SourcePosition) throws(DiagramError) {
    let words = rest.split(separator: " ", omittingEmptySubsequences: true)
    if words.first?.lowercased() == "off" {
      numbered = false
      return
    }
    let values = words.map { SequenceNumber(parsing: $0) }
    guard words.count <= 2, !values.contains(nil),
      values.allSatisfy({ (-100_000_000_000...100_000_000_000).contains($0?.hundredths ?? 0) })
    else {
      throw DiagramError(
        .syntax,
        "'autonumber' takes 'off', or a start and an optional step (up to two decimal places)",
        at: position)
    }
    numbered = true
    if let start = values.first {
      count = (start!.hundredths, values.count > 1 ? values[1]!.hundredths : 100)
    }
  }

  /// Checks nothing is left open and returns the diagram.
  mutating func finish(endLine: Int) throws(DiagramError) -> SequenceDiagram {
    if let last = open.last {
      let name: String
      switch last.open {
      case .box: name = "box"
      case .block(let kind): name = kind.rawValue
      }
      throw DiagramError(
        .syntax, "the '\(name)' opened here is not closed with 'end'", at: last.position)
    }
    if let pending = pendingCreate {
      throw DiagramError(
        .syntax,
        "'\(diagram.participants[pending.participant].id)' is created but no message follows",
        at: pending.position)
    }
    if let pending = pendingDestroy.first {
      throw DiagramError(
        .syntax,
        "'\(diagram.participants[pending.participant].id)' is destroyed but no message follows",
        at: pending.position)
    }
    return diagram
  }
}
