import RenderSupport

extension ClassParser {
  /// `A : member`, a relation `A "1" <|-- "*" B : label`, or a lone class name.
  mutating func relationOrMember(_ line: inout StatementLine) throws(DiagramError) {
    let position = line.position
    let first = try classID(&line)
    let firstClasses = line.classSuffix().map { [$0] } ?? []
    line.skipBlanks()
    let from = declare(first, at: position)
    diagram.classes[from].classes += firstClasses
    if line.atEnd { return }
    if line.consume(":") {
      let text = line.rest()
      if text.hasPrefix("<<"), text.hasSuffix(">>") {
        diagram.classes[from].annotations.append(String(text.dropFirst(2).dropLast(2)))
      } else if !text.isEmpty {
        diagram.classes[from].members.append(ClassParser.member(text))
      }
      return
    }
    let fromCardinality = try line.quoted()
    line.skipBlanks()
    guard let (fromEnd, dashed, toEnd) = ClassParser.relationOperator(&line) else {
      throw line.unexpected("a relation such as '<|--' or ':'")
    }
    line.skipBlanks()
    let toCardinality = try line.quoted()
    line.skipBlanks()
    let targetPosition = line.position
    let second = try classID(&line)
    let to = declare(second, at: targetPosition)
    if let name = line.classSuffix() { diagram.classes[to].classes.append(name) }
    line.skipBlanks()
    var label: String?
    if line.consume(":") {
      let text = line.rest()
      if !text.isEmpty { label = DiagramLimits.cutLabelLine(text) }
    }
    guard line.atEnd else { throw line.unexpected("':' or the end of the line") }
    try DiagramLimits.checkEdgeCount(diagram.relations.count + 1, noun: "relations", at: position)
    diagram.relations.append(
      ClassDiagram.Relation(
        from: from, to: to, fromEnd: fromEnd, toEnd: toEnd, dashed: dashed, label: label,
        fromCardinality: fromCardinality.map(DiagramLimits.cutLabelLine),
        toCardinality: toCardinality.map(DiagramLimits.cutLabelLine), position: position))
  }

  /// `[head] (-- | ..) [head]`: the heads at each end and whether the line is dashed.
  static func relationOperator(_ line: inout StatementLine) -> (
    ClassDiagram.End, Bool, ClassDiagram.End
  )? {
    let saved = line.index
    var left = ClassDiagram.End.none
    let leftHeads: [(String, ClassDiagram.End)] = [
      ("<|", .inheritance), ("()", .lollipop), ("*", .composition), ("o", .aggregation),
      ("<", .association),
    ]
    for (text, end) in leftHeads
    where line.starts(with: text + "--") || line.starts(with: text + "..") {
      _ = line.consume(text)
      left = end
      break
    }
    let dashed: Bool
    if line.consume("--") {
      dashed = false
    } else if line.consume("..") {
      dashed = true
    } else {
      line.index = saved
      return nil
    }
    var right = ClassDiagram.End.none
    let rightHeads: [(String, ClassDiagram.End)] = [
      ("|>", .inheritance), ("()", .lollipop), ("*", .composition), ("o", .aggregation),
      (">", .association),
    ]
    for (text, end) in rightHeads where line.starts(with: text) {
      // `o` is a head only when it stands alone (`--o B`, not `--oB` as a name).
      let after = line.peek(text.unicodeScalars.count)
      if text == "o", let after, !StatementLine.isBlank(after), after != "\"" { continue }
      _ = line.consume(text)
      right = end
      break
    }
    return (left, dashed, right)
  }

  /// A member line: visibility, `$` static and `*` abstract classifiers, generics, and a
  /// method's return type shown after ` : ` (as Mermaid draws it).
  static func member(_ raw: String) -> ClassDiagram.Member {
    var text = raw.trimmingCharacters()
    var isStatic = false
    var isAbstract = false
    let isMethod = text.contains("(") && text.contains(")")
    if isMethod, let close = text.lastIndex(of: ")") {
      let name = String(text[...close])
      var after = String(text[text.index(after: close)...]).trimmingCharacters()
      if after.hasPrefix("$") {
        isStatic = true
        after.removeFirst()
      } else if after.hasPrefix("*") {
        isAbstract = true
        after.removeFirst()
      }
      after = after.trimmingCharacters()
      text = after.isEmpty ? name : name + " : " + after
    } else if text.hasSuffix("$") {
      isStatic = true
      text.removeLast()
    } else if text.hasSuffix("*") {
      isAbstract = true
      text.removeLast()
    }
    return ClassDiagram.Member(
      text: DiagramLimits.cutLabelLine(generics(text)), isMethod: isMethod, isStatic: isStatic,
      isAbstract: isAbstract)
  }

  /// `~` pairs as angle brackets: a `~` before an id character opens, any other closes
  /// (`List~List~int~~` is `List<List<int>>`).
  static func generics(_ text: String) -> String {
    guard text.contains("~") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var depth = 0
    for (at, scalar) in scalars.enumerated() {
      guard scalar == "~" else {
        result.append(scalar)
        continue
      }
      let next = at + 1 < scalars.count ? scalars[at + 1] : nil
      if let next, StatementLine.isIDScalar(next) || depth == 0 {
        result.append("<")
        depth += 1
      } else if depth > 0 {
        result.append(">")
        depth -= 1
      } else {
        result.append("<")
        depth += 1
      }
    }
    return String(result)
  }
}
