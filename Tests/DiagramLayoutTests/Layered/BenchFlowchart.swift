/// The bench corpus's generated flowcharts (`flow_N.mmd`), rebuilt from the same splitmix64
/// numbers so layout tests can check the exact graphs the benchmark measures.
enum BenchFlowchart {
  struct Rng {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick(_ words: [String]) -> String { words[below(words.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  static let verbs = [
    "Parse", "Load", "Validate", "Check", "Fetch", "Render", "Store", "Merge", "Split", "Retry",
    "Send", "Receive", "Compile", "Link", "Resolve", "Update", "Notify", "Schedule", "Cache",
    "Lookup",
  ]
  static let nouns = [
    "input", "config", "token", "request", "response", "order", "user", "session", "payload",
    "index", "queue", "record", "batch", "manifest", "graph", "layout", "theme", "grammar", "diff",
    "report",
  ]
  static let edgeLabels = [
    "yes", "no", "ok", "error", "retry", "next", "done", "timeout", "cached", "miss",
  ]

  /// The Mermaid text of `flow_<edges>.mmd` generated with `seed`, drawn in `direction`.
  static func text(edges count: Int, seed: UInt64, direction: String = "TD") -> String {
    var rng = Rng(state: seed)
    let n = max(3, Int((Double(count) * 0.7).rounded(.toNearestOrEven)))
    var lines = ["flowchart \(direction)"]
    for index in 0..<n {
      let shape = rng.chance(15) ? "diamond" : (rng.chance(18) ? "round" : "rect")
      var label = "\(rng.pick(verbs)) \(rng.pick(nouns))"
      if shape == "diamond" { label += "?" }
      if rng.chance(30) { label += " \(index + 1)" }
      let (open, close) =
        shape == "diamond" ? ("{", "}") : shape == "round" ? ("(", ")") : ("[", "]")
      lines.append("    n\(index)\(open)\"\(label)\"\(close)")
    }
    var seen: Set<[Int]> = []
    var edges: [String] = []
    func add(_ u: Int, _ v: Int) {
      guard u != v, !seen.contains([u, v]) else { return }
      seen.insert([u, v])
      let label = rng.chance(25) ? rng.pick(edgeLabels) : nil
      edges.append(label.map { "    n\(u) -->|\($0)| n\(v)" } ?? "    n\(u) --> n\(v)")
    }
    for v in 1..<n { add(v <= 8 ? rng.below(v) : v - 1 - rng.below(8), v) }
    while edges.count < count {
      let u = rng.below(n)
      if rng.chance(8) {
        if u == 0 { continue }
        add(u, u - 1 - rng.below(min(u, 10)))
      } else {
        let v = u + 1 + rng.below(15)
        if v < n { add(u, v) }
      }
    }
    return (lines + edges).joined(separator: "\n") + "\n"
  }
}
