import RenderSupport

extension FlowchartParser {
  /// `classDef a,b fill:#f96,stroke:#333`
  mutating func parseClassDef() throws(DiagramError) {
    cursor.skipBlanks()
    let names = readWord()
    let style = StyleParser.parse(cursor.restOfLine())
    for name in names.split(separator: ",") {
      var merged = chart.classStyles[String(name)] ?? FlowStyle()
      merged.merge(style)
      chart.classStyles[String(name)] = merged
    }
  }

  /// `class a,b name` (nodes, subgraphs or edge ids; unknown ids are ignored).
  ///
  /// A subgraph id wins over a node of the same id: an edge that names a subgraph makes a
  /// node entry too, which `resolveSubgraphEndpoints` drops at the end.
  mutating func parseClassStatement() {
    cursor.skipBlanks()
    let ids = readWord()
    cursor.skipBlanks()
    let name = readWord()
    _ = cursor.restOfLine()
    guard !name.isEmpty else { return }
    for id in ids.split(separator: ",").map(String.init) {
      if let index = subgraphIndex[id] {
        chart.subgraphs[index].classes.append(name)
      } else if let index = nodeIndex[id] {
        chart.nodes[index].classes.append(name)
      } else if let index = edgeIndex[id] {
        chart.edges[index].classes.append(name)
      }
    }
  }

  /// `style id fill:#f9f,stroke:#333` (a subgraph id wins, as in `parseClassStatement`).
  mutating func parseStyleStatement() {
    cursor.skipBlanks()
    let id = readWord()
    let style = StyleParser.parse(cursor.restOfLine())
    if let index = subgraphIndex[id] {
      chart.subgraphs[index].style.merge(style)
    } else if let index = nodeIndex[id] {
      chart.nodes[index].style.merge(style)
    }
  }

  /// `linkStyle 0,2 stroke:#f00` or `linkStyle default …`, by edge number in source order.
  mutating func parseLinkStyle() {
    cursor.skipBlanks()
    let targets = readWord()
    let style = StyleParser.parse(cursor.restOfLine(), allowed: StyleParser.edgeProperties)
    // Mermaid's `default` styles every edge, also those written after it.
    guard targets != "default" else {
      chart.defaultEdgeStyle.merge(style)
      return
    }
    let indices = targets.split(separator: ",").compactMap { Int($0) }
    for index in indices where chart.edges.indices.contains(index) {
      chart.edges[index].style.merge(style)
    }
  }

  /// Reads up to the next blank or line end.
  mutating func readWord() -> String {
    var word = String.UnicodeScalarView()
    while let scalar = cursor.peek(), scalar != " ", scalar != "\t", scalar != "\n",
      scalar != ";"
    {
      word.append(scalar)
      cursor.advance()
    }
    return String(word)
  }
}

/// Validates `style`/`classDef`/`linkStyle` properties: only colours, widths, dash patterns
/// and font weight/style survive, with values of a strict form, so no CSS from the source can
/// reach the SVG (no `url(…)`, no `;`, no `}`, no animations).
enum StyleParser {
  static let nodeProperties: Set<String> = [
    "fill", "stroke", "stroke-width", "color", "stroke-dasharray", "font-weight", "font-style",
    "opacity", "fill-opacity", "stroke-opacity",
  ]
  static let edgeProperties: Set<String> = [
    "stroke", "stroke-width", "color", "stroke-dasharray", "opacity", "stroke-opacity",
  ]

  static func parse(_ text: String, allowed: Set<String> = nodeProperties) -> FlowStyle {
    var pieces: [String] = []
    for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
      // `stroke-dasharray: 9,5` splits into `9` and `5`: pieces without `:` continue a value.
      if !piece.contains(":"), !pieces.isEmpty {
        pieces[pieces.count - 1] += "," + piece
      } else {
        pieces.append(String(piece))
      }
    }
    var style = FlowStyle()
    for piece in pieces {
      var body = piece.trimmingCharacters()
      if body.hasSuffix(";") { body.removeLast() }
      guard let colon = body.firstIndex(of: ":") else { continue }
      let name = String(body[..<colon]).trimmingCharacters().lowercased()
      let value = String(body[body.index(after: colon)...]).trimmingCharacters()
      guard allowed.contains(name), let safe = validate(name, value) else { continue }
      style.set(name, safe)
    }
    return style
  }

  static func validate(_ name: String, _ value: String) -> String? {
    switch name {
    case "fill", "stroke", "color": return color(value)
    case "stroke-width":
      return number(value.hasSuffix("px") ? String(value.dropLast(2)) : value).map { "\($0)px" }
    case "opacity", "fill-opacity", "stroke-opacity": return number(value)
    case "stroke-dasharray":
      let parts = value.split(whereSeparator: { $0 == " " || $0 == "," })
      let numbers = parts.compactMap { number(String($0)) }
      guard !numbers.isEmpty, numbers.count == parts.count, numbers.count <= 8 else { return nil }
      return numbers.joined(separator: " ")
    case "font-weight":
      return ["bold", "normal", "bolder", "lighter"].contains(value) || number(value) != nil
        ? value : nil
    case "font-style": return ["italic", "normal", "oblique"].contains(value) ? value : nil
    default: return nil
    }
  }

  /// A plain non-negative decimal number, re-spelled.
  static func number(_ text: String) -> String? {
    guard !text.isEmpty, text.count <= 10,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text)
    else { return nil }
    return SVGNumber.format(value)
  }

  /// `#rgb`, `#rrggbb` (and alpha forms), `rgb()`/`rgba()` of numbers, or a colour keyword.
  static func color(_ text: String) -> String? {
    let value = text.lowercased()
    if value.hasPrefix("#") {
      let digits = value.dropFirst()
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
        return nil
      }
      return value
    }
    if value.hasPrefix("rgb(") || value.hasPrefix("rgba("), value.hasSuffix(")") {
      let inner = value.drop(while: { $0 != "(" }).dropFirst().dropLast()
      guard inner.count <= 40,
        inner.allSatisfy({ $0.isNumber || $0 == "," || $0 == "." || $0 == " " || $0 == "%" })
      else { return nil }
      return value
    }
    guard (1...20).contains(value.count), value.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    return value
  }
}
