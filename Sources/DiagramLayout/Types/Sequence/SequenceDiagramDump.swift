extension SequenceDiagram {
  /// A readable, line-per-item text form of the model, for tests and debugging.
  ///
  /// Participants come first (`participant 0 A "Alice" actor box=0 created@3`), then one line
  /// per event, indented by block depth; multi-line text is joined with `|`.
  package var dump: String {
    var lines: [String] = []
    if !title.isEmpty { lines.append("title \"\(title.joined(separator: "|"))\"") }
    for (index, box) in boxes.enumerated() {
      lines.append(
        "box \(index) \"\(box.label.joined(separator: "|"))\" color=\(box.color ?? "-")")
    }
    for (index, participant) in participants.enumerated() {
      var line =
        "participant \(index) \(participant.id) \"\(participant.label.joined(separator: "|"))\""
      line += " \(participant.kind.rawValue)"
      if let box = participant.box { line += " box=\(box)" }
      if let created = participant.createdAt { line += " created@\(created)" }
      if let destroyed = participant.destroyedAt { line += " destroyed@\(destroyed)" }
      lines.append(line)
    }
    var depth = 0
    for (index, event) in events.enumerated() {
      if case .blockEnd = event { depth -= 1 }
      let pad = String(repeating: "  ", count: max(0, depth) + 0)
      let sectionPad = String(repeating: "  ", count: max(0, depth - 1))
      switch event {
      case .message(let message):
        var line = "\(pad)\(index) \(participants[message.from].id)\(message.arrow.token)"
        if message.activatesReceiver { line += "+" }
        if message.deactivatesSender { line += "-" }
        line += "\(participants[message.to].id)"
        if let number = message.number { line += " #\(number)" }
        if message.centralFrom || message.centralTo {
          line += " central=\(message.centralFrom ? "from" : "")\(message.centralTo ? "to" : "")"
        }
        line += " \"\(message.text.joined(separator: "|"))\""
        lines.append(line)
      case .note(let note):
        let place: String
        switch note.placement {
        case .leftOf(let p): place = "left of \(participants[p].id)"
        case .rightOf(let p): place = "right of \(participants[p].id)"
        case .over(let a, let b):
          place =
            a == b
            ? "over \(participants[a].id)" : "over \(participants[a].id),\(participants[b].id)"
        }
        lines.append("\(pad)\(index) note \(place) \"\(note.text.joined(separator: "|"))\"")
      case .activate(let p): lines.append("\(pad)\(index) activate \(participants[p].id)")
      case .deactivate(let p): lines.append("\(pad)\(index) deactivate \(participants[p].id)")
      case .blockStart(let kind, let label, let color):
        var line = "\(pad)\(index) \(kind.rawValue) \"\(label.joined(separator: "|"))\""
        if let color { line += " color=\(color)" }
        lines.append(line)
        depth += 1
      case .blockSection(let label):
        lines.append("\(sectionPad)\(index) section \"\(label.joined(separator: "|"))\"")
      case .blockEnd:
        lines.append("\(pad)\(index) end")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
