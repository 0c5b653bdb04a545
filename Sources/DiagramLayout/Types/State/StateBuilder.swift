import RenderSupport

/// The state table a `StateParser` fills: ids to states, the open composite states, and the
/// start and end pseudo-states of each container (Mermaid gives every composite its own
/// `[*]`).
struct StateBuilder {
  var diagram = StateDiagram()
  var index: [String: Int] = [:]
  /// Open composite states, innermost last, each with the container new states go into
  /// (the composite, or its current concurrency region).
  var open: [(composite: Int, container: Int, position: SourcePosition)] = []
  var starts: [Int: Int] = [:]
  var ends: [Int: Int] = [:]
  var rootStart: Int?
  var rootEnd: Int?
  /// The state a `state Name` line just declared: a `{` on the next line opens it.
  var awaitingBrace: Int?

  /// Where states mentioned now are created.
  var container: Int? { open.last?.container }

  /// The state named `id`, created in the current container at first mention.
  mutating func state(_ id: String, at position: SourcePosition) -> Int {
    if let existing = index[id] { return existing }
    diagram.states.append(
      StateDiagram.State(id: id, kind: .simple, parent: container, position: position))
    index[id] = diagram.states.count - 1
    return diagram.states.count - 1
  }

  /// The current container's start (`[*]` as a source) or end (`[*]` as a target).
  mutating func pseudo(start: Bool, at position: SourcePosition) -> Int {
    let key = container
    if let key, let existing = start ? starts[key] : ends[key] { return existing }
    if key == nil, let existing = start ? rootStart : rootEnd { return existing }
    diagram.states.append(
      StateDiagram.State(
        id: "[*]", kind: start ? .start : .end, parent: key, position: position))
    let made = diagram.states.count - 1
    switch (key, start) {
    case (let k?, true): starts[k] = made
    case (let k?, false): ends[k] = made
    case (nil, true): rootStart = made
    case (nil, false): rootEnd = made
    }
    return made
  }

  /// Opens `state id {`: the state becomes composite and new states go inside it.
  mutating func openComposite(_ state: Int, at position: SourcePosition) throws(DiagramError) {
    try DiagramLimits.checkNesting(open.count + 1, at: position)
    diagram.states[state].kind = .composite
    open.append((state, state, position))
  }

  /// `--` inside a composite: the states so far form the first region, a new region starts.
  mutating func separateRegion(at position: SourcePosition) throws(DiagramError) {
    guard let (composite, current, _) = open.last else {
      throw DiagramError(
        .syntax, "'--' separates regions only inside a composite state", at: position)
    }
    if current == composite {
      let first = addRegion(in: composite, at: position)
      for other in diagram.states.indices where other != first {
        if diagram.states[other].parent == composite { diagram.states[other].parent = first }
      }
      // The composite's own `[*]`s now belong to its first region.
      if let s = starts.removeValue(forKey: composite) { starts[first] = s }
      if let e = ends.removeValue(forKey: composite) { ends[first] = e }
    }
    let next = addRegion(in: composite, at: position)
    open[open.count - 1].container = next
  }

  private mutating func addRegion(in composite: Int, at position: SourcePosition) -> Int {
    let count = diagram.states.filter { $0.kind == .region && $0.parent == composite }.count
    diagram.states.append(
      StateDiagram.State(
        id: "\(diagram.states[composite].id)-region-\(count + 1)", kind: .region,
        parent: composite, position: position))
    return diagram.states.count - 1
  }

  /// `}`: closes the innermost composite state.
  mutating func closeComposite(at position: SourcePosition) throws(DiagramError) {
    guard open.popLast() != nil else {
      throw DiagramError(.syntax, "'}' closes no composite state", at: position)
    }
  }

  mutating func addTransition(
    from: Int, to: Int, label: String?, at position: SourcePosition
  ) throws(DiagramError) {
    try DiagramLimits.checkEdgeCount(
      diagram.transitions.count + 1, noun: "transitions", at: position)
    diagram.transitions.append(
      StateDiagram.Transition(from: from, to: to, label: label, position: position))
  }

  /// The finished diagram; throws when a composite state is left open.
  func finish() throws(DiagramError) -> StateDiagram {
    if let (composite, _, position) = open.last {
      let id = DiagramError.quoted(diagram.states[composite].id)
      throw DiagramError(
        .syntax, "the composite state \(id) is not closed with '}'", at: position)
    }
    return diagram
  }
}
