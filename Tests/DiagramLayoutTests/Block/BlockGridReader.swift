/// The grid a block source asks for, read with regular expressions and a stack, not the
/// parser: each group's children (id, span, whether the block is a plain rectangle) and its
/// written columns, so tests compute columns and spans from the source on their own.
struct BlockGridReader {
  struct Child {
    var id: String
    var span: Int
    /// A bare id or `id["…"]`: drawn exactly as large as its cell.
    var fillsCell: Bool
  }

  struct Group {
    var columns: Int?
    var children: [Child] = []
  }

  /// Groups by id; the top level is `""`.
  var groups: [String: Group] = ["": Group()]

  init(_ text: String) {
    var stack = [""]
    var seen: Set<String> = []
    var anonymous = 0
    var spaces = 0
    var body = text
    if body.hasPrefix("---"), let end = body.dropFirst(3).range(of: "\n---") {
      body = String(body[end.upperBound...])
    }
    var sawHeader = false
    for rawLine in body.split(separator: "\n") {
      var line = String(rawLine)
      if let comment = line.range(of: "%%") { line = String(line[..<comment.lowerBound]) }
      line = line.replacing(/"[^"]*"/, with: "Q").replacing(/\(([^)]*)\)/) {
        "(" + $0.1.filter { $0 != " " } + ")"
      }
      let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
        .map(String.init)
      guard let first = tokens.first else { continue }
      if !sawHeader {
        sawHeader = first.hasPrefix("block")
        continue
      }
      if ["style", "classDef", "class", "accTitle:", "accDescr:", "accTitle", "accDescr"]
        .contains(first)
        || line.contains(/--|==|-\./)
      {
        continue
      }
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        let top = stack[stack.count - 1]
        if token == "columns", index < tokens.count {
          groups[top]?.columns = Int(tokens[index])
          index += 1
        } else if token == "end" {
          stack.removeLast()
        } else if let match = token.wholeMatch(of: /block(?::([\w-]+))?(?::(\d+))?/) {
          var id = match.1.map(String.init) ?? ""
          if id.isEmpty {
            anonymous += 1
            id = "block-\(anonymous)"
          }
          groups[top]?.children.append(
            Child(id: id, span: match.2.flatMap { Int($0) } ?? 1, fillsCell: true))
          groups[id] = Group()
          stack.append(id)
        } else if let match = token.wholeMatch(of: /space(?::(\d+))?/) {
          spaces += 1
          groups[top]?.children.append(
            Child(id: "space \(spaces)", span: match.1.flatMap { Int($0) } ?? 1, fillsCell: false))
        } else if let match = token.firstMatch(of: /^([\w.]+)(.*?)(?::(\d+))?$/) {
          let id = String(match.1)
          guard !seen.contains(id) else { continue }
          seen.insert(id)
          let shape = String(match.2)
          groups[top]?.children.append(
            Child(
              id: id, span: match.3.flatMap { Int($0) } ?? 1,
              fillsCell: shape.isEmpty || shape == "[Q]"))
        }
      }
    }
  }

  /// The columns of a group as Mermaid counts them: as written (at least the widest span),
  /// else every child on one row.
  func columns(_ id: String) -> Int {
    guard let group = groups[id] else { return 1 }
    let widest = group.children.map(\.span).max() ?? 1
    if let written = group.columns { return max(written, widest) }
    return max(group.children.reduce(0) { $0 + $1.span }, 1)
  }

  /// Each child's (column, row): left to right, a new row when the span does not fit.
  func cells(_ id: String) -> [(column: Int, row: Int)] {
    let columns = columns(id)
    var column = 0
    var row = 0
    var result: [(Int, Int)] = []
    for child in groups[id]?.children ?? [] {
      if column + child.span > columns {
        column = 0
        row += 1
      }
      result.append((column, row))
      column += child.span
    }
    return result
  }
}
