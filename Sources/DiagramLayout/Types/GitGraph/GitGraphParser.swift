import RenderSupport

/// Parses a Mermaid Git graph and runs its commands (`commit`, `branch`, `checkout`/`switch`,
/// `merge`, `cherry-pick`) as Mermaid's `gitGraphAst` does, with its errors for invalid
/// operations reported at their line.
enum GitGraphParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> GitGraph {
    var graph = GitGraph()
    graph.title = source.title
    var header = source.headerArgument
    if header.hasPrefix(":") { header.removeFirst() }
    if header.hasSuffix(":") { header.removeLast() }
    switch header.trimmingCharacters() {
    case "", "LR": break
    case "TB": graph.orientation = .topToBottom
    case "BT": graph.orientation = .bottomToTop
    default:
      throw DiagramError(
        .syntax, "expected LR, TB or BT after 'gitGraph', found \(DiagramError.quoted(header))",
        at: source.headerPosition)
    }
    let settings = source.settings
    graph.showBranches = settings.flag("config.gitGraph.showBranches") ?? true
    graph.showCommitLabel = settings.flag("config.gitGraph.showCommitLabel") ?? true
    graph.rotateCommitLabel = settings.flag("config.gitGraph.rotateCommitLabel") ?? true
    graph.parallelCommits = settings.flag("config.gitGraph.parallelCommits") ?? false
    let mainName = settings.value("config.gitGraph.mainBranchName") ?? "main"
    let mainOrder = settings.value("config.gitGraph.mainBranchOrder").flatMap(ChartNumber.parse)
    var state = GitGraphState(graph: graph, mainBranch: mainName, mainOrder: mainOrder)
    for line in ChartLine.joiningOpenStrings(ChartLine.lines(source)) {
      var (word, rest) = line.keyword
      if word == "checkout" || word == "switch" {
        try state.checkout(rest, at: line.start)
        continue
      }
      if word == "accTitle" || word == "accDescr" { continue }
      if word == "cherry-pick" { word = "cherry-pick" }
      let attributes = try GitGraphAttributes(rest, line: line, restStart: line.restStart)
      switch word {
      case "commit":
        try attributes.allow(["id", "tag", "type", "msg"], keyword: word)
        try state.commit(attributes, at: line.start)
      case "branch":
        try attributes.allow(["order"], keyword: word)
        try state.branch(attributes, at: line.start)
      case "merge":
        try attributes.allow(["id", "tag", "type"], keyword: word)
        try state.merge(attributes, at: line.start)
      case "cherry-pick":
        try attributes.allow(["id", "tag", "parent"], keyword: word)
        try state.cherryPick(attributes, at: line.start)
      default:
        throw DiagramError(
          .syntax,
          "expected commit, branch, checkout, switch, merge or cherry-pick, found "
            + DiagramError.quoted(word), at: line.start)
      }
    }
    return state.graph
  }
}

/// The `name` and `key: value` pairs after a Git graph command (`merge develop id: "x"`).
struct GitGraphAttributes {
  var name: String?
  var values: [String: String] = [:]
  var tags: [String] = []
  let position: SourcePosition

  init(_ text: String, line: ChartLine, restStart: SourcePosition) throws(DiagramError) {
    position = restStart
    var scalars = Array(text.unicodeScalars)[...]
    func skipBlanks() {
      while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    }
    func word() -> String {
      var result = String.UnicodeScalarView()
      while let first = scalars.first, first != " ", first != "\t", first != ":", first != "\"" {
        result.append(first)
        scalars.removeFirst()
      }
      return String(result)
    }
    func value() throws(DiagramError) -> String {
      skipBlanks()
      if scalars.first == "\"" {
        scalars.removeFirst()
        guard let close = scalars.firstIndex(of: "\"") else {
          throw DiagramError(.syntax, "the quoted text is not closed", at: restStart)
        }
        let result = String(unicodeScalars: scalars[..<close])
        scalars = scalars[(close + 1)...]
        return result
      }
      return word()
    }
    skipBlanks()
    while !scalars.isEmpty {
      if scalars.first == "\"" {
        let quoted = try value()
        if name == nil { name = quoted }
        skipBlanks()
        continue
      }
      let key = word()
      skipBlanks()
      if scalars.first == ":" {
        scalars.removeFirst()
        let value = try value()
        if key == "tag" { tags.append(value) } else { values[key] = value }
      } else if name == nil, !key.isEmpty {
        name = key
      } else {
        throw DiagramError(
          .syntax,
          "unexpected \(DiagramError.quoted(key.isEmpty ? String(unicodeScalars: scalars) : key))",
          at: restStart)
      }
      skipBlanks()
    }
  }

  func allow(_ keys: Set<String>, keyword: String) throws(DiagramError) {
    for key in values.keys.sorted() where !keys.contains(key) {
      throw DiagramError(.syntax, "'\(keyword)' takes no '\(String(key.prefix(40)))'", at: position)
    }
  }
}
