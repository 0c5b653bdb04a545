import RenderSupport

/// A cursor over one Wardley statement's scalars, a `#` comment (after a blank, outside
/// quotes) cut off; each read skips blanks first and reports errors at its own column.
struct WardleyReader {
  let line: ChartLine
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ line: ChartLine) {
    self.line = line
    var scalars = Array(line.content.unicodeScalars)
    var quoted = false
    for (offset, scalar) in scalars.enumerated() {
      if scalar == "\"" { quoted.toggle() }
      if scalar == "#", !quoted, offset > 0,
        scalars[offset - 1] == " " || scalars[offset - 1] == "\t"
      {
        scalars.removeSubrange(offset...)
        break
      }
    }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    self.scalars = scalars
  }

  var position: SourcePosition {
    SourcePosition(line: line.number, column: line.indent + 1 + index)
  }

  var atEnd: Bool { index >= scalars.count }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// The text from the cursor to the end, trimmed.
  var rest: String {
    String(String.UnicodeScalarView(scalars[min(index, scalars.count)...])).trimmingCharacters()
  }

  mutating func skipBlanks() {
    while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
  }

  /// The next run of non-blank scalars.
  mutating func word() -> String {
    skipBlanks()
    var view = String.UnicodeScalarView()
    while let scalar = current, scalar != " ", scalar != "\t" {
      view.append(scalar)
      index += 1
    }
    return String(view)
  }

  func error(_ message: String) -> DiagramError {
    DiagramError(.syntax, message, at: position)
  }

  /// A quoted or bare name. A bare name (Mermaid's `NAME_WITH_SPACES`) starts with a letter,
  /// goes on with letters, digits, `_ ( ) &` and `-` not before `>`, and takes in more words
  /// after blanks while they start with a letter or `(`.
  mutating func name() throws(DiagramError) -> String {
    skipBlanks()
    if current == "\"" { return try quoted() }
    guard let first = current, first.properties.isAlphabetic else {
      throw error("expected a name, found " + DiagramError.quoted(rest))
    }
    var end = index
    func isNameScalar(_ at: Int) -> Bool {
      let scalar = scalars[at]
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return true }
      if "_()&".unicodeScalars.contains(scalar) { return true }
      return scalar == "-" && (at + 1 >= scalars.count || scalars[at + 1] != ">")
    }
    var at = index
    while at < scalars.count {
      guard isNameScalar(at) else { break }
      at += 1
      end = at
      // Blanks, then a letter or `(`, continue the name.
      var next = at
      while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
      if next > at, next < scalars.count,
        scalars[next].properties.isAlphabetic || scalars[next] == "("
      {
        at = next
      }
    }
    let name = String(String.UnicodeScalarView(scalars[index..<end]))
    index = end
    return name
  }

  /// A `"…"` string.
  mutating func quoted() throws(DiagramError) -> String {
    skipBlanks()
    guard current == "\"" else {
      throw error("expected a quoted text (\"…\"), found " + DiagramError.quoted(rest))
    }
    let start = position
    index += 1
    var view = String.UnicodeScalarView()
    while let scalar = current, scalar != "\"" {
      view.append(scalar)
      index += 1
    }
    guard !atEnd else { throw DiagramError(.syntax, "a quoted text is not closed", at: start) }
    index += 1
    return String(view)
  }

  mutating func expect(_ scalar: Unicode.Scalar) throws(DiagramError) {
    skipBlanks()
    guard current == scalar else {
      throw error("expected '\(scalar)', found " + DiagramError.quoted(rest))
    }
    index += 1
  }

  /// Nothing but blanks left.
  mutating func end() throws(DiagramError) {
    skipBlanks()
    guard atEnd else { throw error("unexpected " + DiagramError.quoted(rest)) }
  }

  /// A number (`0.5`, `12`, `-3`) within `range`.
  mutating func number(range: ClosedRange<Double>) throws(DiagramError) -> Double {
    skipBlanks()
    let start = position
    var view = String.UnicodeScalarView()
    while let scalar = current,
      ("0"..."9").contains(scalar) || scalar == "." || (scalar == "-" && view.isEmpty)
    {
      view.append(scalar)
      index += 1
    }
    guard view.count <= 12, let value = Double(String(view)), value.isFinite else {
      throw DiagramError(
        .syntax, "expected a number, found " + DiagramError.quoted(rest), at: start)
    }
    guard range.contains(value) else {
      throw DiagramError(
        .syntax,
        "\(String(view)) is outside \(SVGNumber.format(range.lowerBound))…\(SVGNumber.format(range.upperBound))",
        at: start)
    }
    return value
  }

  mutating func integer() throws(DiagramError) -> Int {
    Int(try number(range: 0...1_000_000))
  }

  /// `count` numbers separated by commas, in brackets unless `bracketed` is false.
  mutating func numbers(
    count: Int, range: ClosedRange<Double>, bracketed: Bool = true
  ) throws(DiagramError) -> [Double] {
    if bracketed { try expect("[") }
    var values: [Double] = []
    for position in 0..<count {
      if position > 0 { try expect(",") }
      values.append(try number(range: range))
    }
    if bracketed { try expect("]") }
    return values
  }

  /// `[visibility, evolution]` (or `[evolution]` in a pipeline), each within 0…1.
  mutating func coordinates(count: Int) throws(DiagramError) -> [Double] {
    try numbers(count: count, range: 0...1)
  }

  /// An optional `label [dx, dy]`.
  mutating func labelOffset() throws(DiagramError) -> (x: Double, y: Double)? {
    skipBlanks()
    let save = index
    guard
      word() == "label"
        || {
          index = save; return false
        }()
    else { return nil }
    let offset = try numbers(count: 2, range: -2_000...2_000)
    return (offset[0], offset[1])
  }

  /// A component's `label [dx, dy]`, `(strategy)` and `(inertia)`/`inertia`, in any order.
  mutating func decorations(into component: inout WardleyMap.Component) throws(DiagramError) {
    while true {
      skipBlanks()
      guard !atEnd else { return }
      if let offset = try labelOffset() {
        component.labelOffset = offset
        continue
      }
      let start = position
      let bracketed = current == "("
      if bracketed { index += 1 }
      let word = self.word().replacingAll(")", with: "")
      if bracketed, scalars[index - 1] != ")" { try expect(")") }
      if word == "inertia" {
        component.inertia = true
      } else if bracketed, let strategy = WardleyMap.Strategy(rawValue: word) {
        component.strategy = strategy
      } else {
        throw DiagramError(
          .syntax,
          "expected label [dx, dy], (build), (buy), (outsource), (market) or (inertia), found "
            + DiagramError.quoted(word), at: start)
      }
    }
  }

  /// `evolution` stages: `Name[@end][/ Second] -> …`, two or more.
  mutating func stages() throws(DiagramError) -> [WardleyMap.Stage] {
    let start = position
    let parts = rest.split(separator: "->", omittingEmptySubsequences: false)
    guard parts.count >= 2 else {
      throw DiagramError(.syntax, "expected two stages or more: A -> B -> …", at: start)
    }
    var stages: [WardleyMap.Stage] = []
    for part in parts {
      let halves = part.split(separator: "/", maxSplits: 1).map {
        String($0).trimmingCharacters().replacingAll("\"", with: "")
      }
      var main = halves.first ?? ""
      var end: Double?
      if let at = main.firstIndex(of: "@") {
        guard let value = Double(String(main[main.index(after: at)...]).trimmingCharacters()),
          (0...1).contains(value)
        else {
          throw DiagramError(
            .syntax,
            "a stage's end (@) is a number within 0…1, in "
              + DiagramError.quoted(String(part).trimmingCharacters()), at: start)
        }
        end = value
        main = String(main[..<at]).trimmingCharacters()
      }
      guard !main.isEmpty else { throw DiagramError(.syntax, "a stage has no name", at: start) }
      stages.append(
        WardleyMap.Stage(name: main, secondName: halves.count > 1 ? halves[1] : nil, end: end))
    }
    index = scalars.count
    return stages
  }

  /// A link: `FROM ARROW TO [; label]`.
  mutating func link() throws(DiagramError) -> WardleyMap.Link {
    let start = position
    let from = try name()
    skipBlanks()
    var link = WardleyMap.Link(from: from, to: "", position: start)
    let text = rest
    if text.hasPrefix("+'") {
      index += 2
      var label = String.UnicodeScalarView()
      while let scalar = current, scalar != "'" {
        label.append(scalar)
        index += 1
      }
      guard !atEnd else { throw error("a flow's label is not closed with '") }
      index += 1
      link.label = String(label)
      try flowHeads(into: &link)
    } else if text.hasPrefix("+") {
      index += 1
      try flowHeads(into: &link)
    } else if let arrow = ["-->", "-.->", "->", ">"].first(where: { text.hasPrefix($0) }) {
      index += arrow.unicodeScalars.count
    } else {
      throw DiagramError(
        .syntax,
        "expected a statement (component, anchor, evolve, pipeline, note, …) or a link "
          + "(A -> B), found " + DiagramError.quoted(String(line.content)), at: line.start)
    }
    link.to = try name()
    skipBlanks()
    if current == ";" {
      index += 1
      let label = rest
      link.label = label.isEmpty ? link.label : label
      index = scalars.count
    }
    try end()
    return link
  }

  /// A flow's heads after `+` (and its label): `<>`, `<` or `>`.
  mutating func flowHeads(into link: inout WardleyMap.Link) throws(DiagramError) {
    link.isFlow = true
    if rest.hasPrefix("<>") {
      (link.arrowAtSource, link.arrowAtTarget) = (true, true)
      index += 2
    } else if current == "<" {
      link.arrowAtSource = true
      index += 1
    } else if current == ">" {
      link.arrowAtTarget = true
      index += 1
    } else {
      throw error("expected a flow (+>, +<, +<>, +'text'>), found " + DiagramError.quoted(rest))
    }
  }
}
