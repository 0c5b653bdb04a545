/// Conflict regions in the JSON contract. A hunk's `"conflicts":[{"start","end","ours","base",
/// "theirs"}…]`: `start`/`end` the indices in its `lines` of the `<<<<<<<` line and one past the
/// `>>>>>>>` line, each side `{"label","start","end"}` (indices of its lines, markers
/// excluded; `label` `null` when the marker has none; `base` `null` without a common
/// ancestor). A conflicted file read as it is gives the top level
/// `"conflicts":[{"inputLine","lines":[…],"start","end","ours","base","theirs"}…]` with indices
/// into its own `lines`.
extension JSONDiffRenderer {
  static func write(_ conflicts: [MergeConflict], into j: inout JSONBuffer) {
    j.bytes.append(0x5B)
    for (index, conflict) in conflicts.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      writeFields(conflict, first: true, into: &j)
      j.bytes.append(0x7D)
    }
    j.bytes.append(0x5D)
  }

  static func write(_ texts: [ConflictText], into j: inout JSONBuffer) {
    j.bytes.append(0x5B)
    for (index, text) in texts.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      j.bytes.append(0x0A)
      j.key("inputLine", first: true)
      j.number(text.inputLine)
      j.key("lines")
      j.bytes.append(0x5B)
      for (line, content) in text.lines.enumerated() {
        if line > 0 { j.bytes.append(0x2C) }
        j.string(content)
      }
      j.bytes.append(0x5D)
      writeFields(text.conflict, first: false, into: &j)
      j.bytes.append(0x7D)
    }
    j.bytes.append(0x5D)
  }

  private static func writeFields(_ conflict: MergeConflict, first: Bool, into j: inout JSONBuffer)
  {
    j.key("start", first: first)
    j.number(conflict.range.lowerBound)
    j.key("end")
    j.number(conflict.range.upperBound)
    j.key("ours")
    write(conflict.ours, into: &j)
    j.key("base")
    if let base = conflict.base { write(base, into: &j) } else { j.raw("null") }
    j.key("theirs")
    write(conflict.theirs, into: &j)
  }

  private static func write(_ side: MergeConflict.Side, into j: inout JSONBuffer) {
    j.key("label", first: true)
    j.string(side.label)
    j.key("start")
    j.number(side.lines.lowerBound)
    j.key("end")
    j.number(side.lines.upperBound)
    j.bytes.append(0x7D)
  }
}
