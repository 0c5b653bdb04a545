import RenderSupport

/// The repository a Git graph's commands act on: the current branch, each branch's head,
/// and Mermaid's rules for what may not be done (messages as Mermaid words them, shortened).
struct GitGraphState {
  var graph: GitGraph
  var heads: [Int?] = []
  var current = 0
  var ids: [String: Int] = [:]
  var branchIndex: [String: Int] = [:]

  init(graph: GitGraph, mainBranch: String, mainOrder: Double?) {
    self.graph = graph
    self.graph.branches = [GitGraph.Branch(name: mainBranch, order: mainOrder)]
    heads = [nil]
    branchIndex[mainBranch] = 0
  }

  func fail(_ message: String, _ position: SourcePosition) -> DiagramError {
    DiagramError(.syntax, message, at: position)
  }

  static func short(_ text: String) -> String { String(text.prefix(40)) }

  mutating func checkout(_ name: String, at position: SourcePosition) throws(DiagramError) {
    let name = GitGraphState.unquote(name)
    guard let index = branchIndex[name] else {
      throw fail("cannot check out '\(Self.short(name))': no branch has that name yet", position)
    }
    current = index
  }

  static func unquote(_ text: String) -> String {
    text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      ? String(text.dropFirst().dropLast()) : text
  }

  mutating func add(
    id: String?, parents: [Int], type: GitGraph.CommitType, tags: [String],
    at position: SourcePosition, unique: Bool = false
  ) throws(DiagramError) {
    try DiagramLimits.checkEdgeCount(graph.commits.count + 1, noun: "commits", at: position)
    let number = graph.commits.count
    // Mermaid makes ids random; a hash of the commit's number and branch keeps them stable.
    let made =
      id ?? "\(number)-" + String(GitGraphState.hash("\(number)/\(current)"), radix: 16).prefix(7)
    // Mermaid lets a commit reuse an id (the docs do: the later one is what ids name then),
    // but not a merge.
    if unique, ids[made] != nil {
      throw fail("the commit id '\(Self.short(made))' is already used", position)
    }
    ids[made] = number
    graph.commits.append(
      GitGraph.Commit(
        id: made, branch: current, parents: parents, type: type, tags: tags,
        hasCustomID: id != nil, position: position))
    heads[current] = number
  }

  static func hash(_ text: String) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value | 0x1000_0000_0000_0000
  }

  func type(_ attributes: GitGraphAttributes) throws(DiagramError) -> GitGraph.CommitType? {
    guard let text = attributes.values["type"] else { return nil }
    switch text {
    case "NORMAL": return .normal
    case "REVERSE": return .reverse
    case "HIGHLIGHT": return .highlight
    default:
      throw fail(
        "expected type NORMAL, REVERSE or HIGHLIGHT, found \(DiagramError.quoted(text))",
        attributes.position)
    }
  }

  mutating func commit(_ attributes: GitGraphAttributes, at position: SourcePosition)
    throws(DiagramError)
  {
    let parents = heads[current].map { [$0] } ?? []
    try add(
      id: attributes.values["id"], parents: parents, type: try type(attributes) ?? .normal,
      tags: attributes.tags, at: position)
  }

  mutating func branch(_ attributes: GitGraphAttributes, at position: SourcePosition)
    throws(DiagramError)
  {
    guard let name = attributes.name, !name.isEmpty else {
      throw fail("'branch' needs a name", position)
    }
    guard branchIndex[name] == nil else {
      throw fail("the branch '\(Self.short(name))' already exists (use 'checkout')", position)
    }
    try DiagramLimits.checkEdgeCount(graph.branches.count + 1, noun: "branches", at: position)
    var order: Double?
    if let text = attributes.values["order"] {
      guard let value = ChartNumber.parse(text) else {
        throw fail("expected a number after 'order:', found \(DiagramError.quoted(text))", position)
      }
      order = value
    }
    graph.branches.append(GitGraph.Branch(name: name, order: order))
    heads.append(heads[current])
    branchIndex[name] = graph.branches.count - 1
    current = graph.branches.count - 1
  }

  mutating func merge(_ attributes: GitGraphAttributes, at position: SourcePosition)
    throws(DiagramError)
  {
    guard let name = attributes.name else { throw fail("'merge' needs a branch name", position) }
    let here = graph.branches[current].name
    guard name != here else { throw fail("cannot merge a branch into itself", position) }
    guard let other = branchIndex[name] else {
      throw fail("cannot merge '\(Self.short(name))': no branch has that name", position)
    }
    guard let head = heads[current] else {
      throw fail("cannot merge: the current branch '\(Self.short(here))' has no commits", position)
    }
    guard let otherHead = heads[other] else {
      throw fail("cannot merge '\(Self.short(name))': it has no commits", position)
    }
    guard head != otherHead else {
      throw fail("cannot merge '\(Self.short(name))': both branches have the same head", position)
    }
    try add(
      id: attributes.values["id"], parents: [head, otherHead],
      type: try type(attributes) ?? .merge, tags: attributes.tags, at: position, unique: true)
  }

  mutating func cherryPick(_ attributes: GitGraphAttributes, at position: SourcePosition)
    throws(DiagramError)
  {
    guard let id = attributes.values["id"], let source = ids[id] else {
      throw fail("cherry-pick needs the id of an existing commit ('id: \"…\"')", position)
    }
    let commit = graph.commits[source]
    guard commit.branch != current else {
      throw fail("cannot cherry-pick '\(Self.short(id))': it is on the current branch", position)
    }
    if commit.parents.count > 1 {
      guard let parent = attributes.values["parent"] else {
        throw fail(
          "cherry-picking the merge commit '\(Self.short(id))' needs 'parent:' naming one of its parents",
          position)
      }
      guard commit.parents.contains(where: { graph.commits[$0].id == parent }) else {
        throw fail("'\(Self.short(parent))' is not a parent of '\(Self.short(id))'", position)
      }
    } else if attributes.values["parent"] != nil {
      throw fail("'parent:' is only for cherry-picking a merge commit", position)
    }
    guard let head = heads[current] else {
      throw fail("cannot cherry-pick onto a branch with no commits", position)
    }
    let parent = attributes.values["parent"].map { "|parent:\($0)" } ?? ""
    let tags = attributes.tags.isEmpty ? ["cherry-pick:\(id)\(parent)"] : attributes.tags
    // The source is a second parent, so the picked commit is drawn joined to it (Mermaid).
    try add(id: nil, parents: [head, source], type: .cherryPick, tags: tags, at: position)
  }
}
