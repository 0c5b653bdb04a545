import RenderSupport

/// Reads an event model's statements in order (see `EventModelingParser`), keeping the
/// references to frames and data blocks by name for the parser to resolve once all are read.
struct EventModelingReader {
  /// A name written where a frame or data block is referred to.
  struct Reference: Sendable {
    var name: String
    var position: SourcePosition
  }

  /// The data types Mermaid's grammar names.
  static let dataTypes: Set<String> = [
    "json", "jsobj", "figma", "salt", "uri", "md", "html", "text",
  ]

  let lines: [ChartLine]
  var next = 0
  var diagram = EventModelingDiagram()
  var warnings: [Diagnostic] = []
  /// Per frame, the `->>` references written after it.
  var sources: [[Reference]] = []
  /// Per frame, its `[[name]]`.
  var dataReferences: [Reference?] = []
  /// Per note and per specification, the frame named.
  var noteFrames: [Reference] = []
  var specificationFrames: [Reference] = []

  init(lines: [ChartLine]) { self.lines = lines }

  mutating func readAll() throws(DiagramError) {
    while next < lines.count {
      let line = lines[next]
      next += 1
      if line.content.hasPrefix("/*") {
        skipBlockComment(from: line)
        continue
      }
      let content = Self.withoutComment(line.content)
      guard !content.isEmpty else { continue }
      let statement = ChartLine(number: line.number, indent: line.indent, content: content)
      try read(statement)
    }
  }

  /// Skips a `/* … */` comment from `line` to the line that closes it.
  mutating func skipBlockComment(from line: ChartLine) {
    guard !line.content.dropFirst(2).contains("*/") else { return }
    while next < lines.count {
      next += 1
      if lines[next - 1].content.contains("*/") { return }
    }
  }

  /// `text` without a `%%` or `//` comment that starts before any data (`{`, a quote or a
  /// backtick), so a URL inside data keeps its `//`.
  static func withoutComment(_ text: String) -> String {
    let data = text.firstIndex { $0 == "{" || $0 == "\"" || $0 == "'" || $0 == "`" }
    let head = text[..<(data ?? text.endIndex)]
    let marks = [head.firstRange(of: "%%"), head.firstRange(of: "//")].compactMap { $0 }
    guard let cut = marks.map(\.lowerBound).min() else { return text }
    return String(text[..<cut]).trimmingCharacters()
  }

  mutating func read(_ line: ChartLine) throws(DiagramError) {
    var scanner = EventModelingScanner(line)
    let keyword = scanner.word()
    switch keyword.text {
    case "tf", "timeframe": try readFrame(&scanner, isReset: false)
    case "rf", "resetframe": try readFrame(&scanner, isReset: true)
    case "data": try readDataBlock(&scanner)
    case "note": try readNote(&scanner)
    case "gwt": try readSpecification(&scanner)
    case "entity":
      let name = scanner.word()
      guard !name.text.isEmpty else {
        throw DiagramError(.syntax, "expected an entity name after entity", at: name.position)
      }
      try scanner.expectEnd()
      warnings.append(
        Diagnostic(
          .warning, "entity declaration \(DiagramError.quoted(name.text)) is not drawn",
          at: line.start))
    case "title":
      diagram.title = line.keyword.rest.isEmpty ? nil : line.keyword.rest
    default:
      throw DiagramError(
        .syntax,
        "expected tf, rf, timeframe, resetframe, data, note, gwt, entity or title, found "
          + DiagramError.quoted(keyword.text), at: keyword.position)
    }
  }

  /// `tf NN KIND [Namespace.]Name (->> NN)* [[block]]? data?`.
  mutating func readFrame(_ scanner: inout EventModelingScanner, isReset: Bool)
    throws(DiagramError)
  {
    let number = try scanner.frameNumber()
    let kindWord = scanner.word()
    guard let kind = EventModelingDiagram.Kind(word: kindWord.text) else {
      throw DiagramError(
        .syntax,
        "expected an entity type (ui, pcr/processor, cmd/command, rmo/readmodel or "
          + "evt/event), found " + DiagramError.quoted(kindWord.text), at: kindWord.position)
    }
    let identifier = try scanner.identifier()
    var parts = identifier.text.split(separator: ".", maxSplits: 1).map(String.init)
    let name = parts.removeLast()
    var references: [Reference] = []
    var block: Reference?
    var inline: EventModelingDiagram.Data?
    while !scanner.atEnd {
      if scanner.take("->>") {
        references.append(try scanner.frameNumber())
      } else if scanner.take("[[") {
        guard block == nil else {
          throw DiagramError(.syntax, "a frame has one [[data block]]", at: scanner.position)
        }
        let reference = try scanner.identifier()
        guard scanner.take("]]") else {
          throw DiagramError(
            .syntax, "expected ]] after the data block's name", at: scanner.position)
        }
        block = Reference(name: reference.text, position: reference.position)
      } else {
        inline = try scanner.inlineData()
        try scanner.expectEnd()
      }
    }
    diagram.frames.append(
      EventModelingDiagram.Frame(
        number: number.name, isReset: isReset, kind: kind, namespace: parts.first, name: name,
        inline: inline, position: scanner.line.start))
    sources.append(references)
    dataReferences.append(block)
  }

  /// `data NAME [`type`] { … }`.
  mutating func readDataBlock(_ scanner: inout EventModelingScanner) throws(DiagramError) {
    let name = try scanner.identifier()
    let data = try block(&scanner)
    diagram.dataBlocks.append(
      EventModelingDiagram.DataBlock(name: name.text, data: data, position: scanner.line.start))
  }

  /// `note NN [`type`] { … }`.
  mutating func readNote(_ scanner: inout EventModelingScanner) throws(DiagramError) {
    let frame = try scanner.frameNumber()
    let data = try block(&scanner)
    diagram.notes.append(
      EventModelingDiagram.Note(frame: 0, data: data, position: scanner.line.start))
    noteFrames.append(frame)
  }

  /// A `{ … }` value from the scanner's position: on one line, or from a `{` ending the line
  /// (or alone on the next) to the first later line starting with `}` no deeper than the
  /// statement, its lines kept with their relative indentation.
  mutating func block(_ scanner: inout EventModelingScanner) throws(DiagramError)
    -> EventModelingDiagram.Data
  {
    let type = try scanner.dataType()
    var open = scanner.position
    if scanner.atEnd, next < lines.count, lines[next].content == "{" {
      open = lines[next].start
      next += 1
    } else if scanner.take("{") {
      let rest = scanner.rest
      if !rest.isEmpty {
        guard rest.hasSuffix("}") else {
          throw DiagramError(.syntax, "the { is not closed on its line", at: open)
        }
        return .init(type: type, lines: [String(rest.dropLast()).trimmingCharacters()])
      }
    } else {
      throw DiagramError(.syntax, "expected { after the name", at: open)
    }
    let statement = scanner.line
    var body: [ChartLine] = []
    while next < lines.count {
      let line = lines[next]
      next += 1
      if line.content.hasPrefix("}"), line.indent <= statement.indent {
        guard line.content == "}" else {
          throw DiagramError(
            .syntax, "unexpected text after the block's }",
            at: SourcePosition(line: line.number, column: line.indent + 2))
        }
        return .init(type: type, lines: Self.dedented(body))
      }
      body.append(line)
    }
    throw DiagramError(.syntax, "the { is not closed", at: open)
  }

  /// The lines' text with their common indentation removed and blank edges dropped.
  static func dedented(_ lines: [ChartLine]) -> [String] {
    var lines = lines
    while lines.first?.content.isEmpty == true { lines.removeFirst() }
    while lines.last?.content.isEmpty == true { lines.removeLast() }
    let common = lines.filter { !$0.content.isEmpty }.map(\.indent).min() ?? 0
    return lines.map { line in
      line.content.isEmpty ? "" : String(repeating: " ", count: line.indent - common) + line.content
    }
  }

  /// `gwt NN given (KIND Name)+ [when (KIND Name)+] then (KIND Name)+`, its words on this
  /// line and on the following lines that start with `given`, `when`, `then` or a kind.
  mutating func readSpecification(_ scanner: inout EventModelingScanner) throws(DiagramError) {
    let frame = try scanner.frameNumber()
    var words: [(text: String, position: SourcePosition)] = []
    func collect(_ scanner: inout EventModelingScanner) {
      while !scanner.atEnd {
        let word = scanner.word()
        if word.text.isEmpty { break }
        words.append((word.text, word.position))
      }
    }
    collect(&scanner)
    let continuing: Set<String> = ["given", "when", "then"]
    while next < lines.count {
      let content = Self.withoutComment(lines[next].content)
      if content.isEmpty {
        next += 1
        continue
      }
      let line = ChartLine(number: lines[next].number, indent: lines[next].indent, content: content)
      let first = line.keyword.word
      guard continuing.contains(first) || EventModelingDiagram.Kind(word: first) != nil else {
        break
      }
      next += 1
      var more = EventModelingScanner(line)
      collect(&more)
    }
    var sections: [String: [EventModelingDiagram.Specification.Statement]] = [:]
    var order: [String] = []
    var index = 0
    while index < words.count {
      let (word, position) = words[index]
      guard continuing.contains(word) else {
        throw DiagramError(
          .syntax, "expected given, when or then, found " + DiagramError.quoted(word),
          at: position)
      }
      guard sections[word] == nil else {
        throw DiagramError(.syntax, "\(word) is written twice", at: position)
      }
      order.append(word)
      index += 1
      var statements: [EventModelingDiagram.Specification.Statement] = []
      while index < words.count, !continuing.contains(words[index].text) {
        guard let kind = EventModelingDiagram.Kind(word: words[index].text) else {
          throw DiagramError(
            .syntax, "expected an entity type, found " + DiagramError.quoted(words[index].text),
            at: words[index].position)
        }
        guard index + 1 < words.count, !continuing.contains(words[index + 1].text) else {
          throw DiagramError(.syntax, "expected a name after the type", at: words[index].position)
        }
        statements.append(.init(kind: kind, name: words[index + 1].text))
        index += 2
      }
      guard !statements.isEmpty else {
        throw DiagramError(.syntax, "expected a statement after \(word)", at: position)
      }
      sections[word] = statements
    }
    let expected = sections["when"] == nil ? ["given", "then"] : ["given", "when", "then"]
    guard order == expected else {
      throw DiagramError(
        .syntax, "a gwt's sections go given, when (optional), then", at: scanner.line.start)
    }
    diagram.specifications.append(
      EventModelingDiagram.Specification(
        frame: 0, given: sections["given"] ?? [], when: sections["when"] ?? [],
        then: sections["then"] ?? [], position: scanner.line.start))
    specificationFrames.append(frame)
  }
}
