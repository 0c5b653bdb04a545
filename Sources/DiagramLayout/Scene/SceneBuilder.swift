import RenderSupport

/// Turns the calls a renderer made into `SVGWriter` (`SVGEvent`s) into a `DiagramScene`:
/// each element's properties cascaded (`SceneStyle`), classes matched against the typed
/// stylesheet, `var(--ir-…)` resolved from the sheet's custom properties (the drawn scheme's:
/// light for `auto`), shapes and text lines made into scene nodes.
///
/// The cascade is a browser's with one difference: a theme variable does not replace a
/// presentation attribute. Renderers write each theme colour twice, as the attribute and as
/// the variable; where the two differ the attribute is the diagram's own style, and it is
/// what the PNG output (librsvg, which has no `var()`) shows.
struct SceneBuilder {
  /// An open element and what it collects.
  private struct Frame {
    var name: String
    var style: SceneStyle
    var items: [SceneNode] = []
    var group: SceneGroup?
    /// Inside a shape, title or desc: children are not painted.
    var inert = false
  }

  private var frames: [Frame]
  private var sheet = DiagramStyleSheet(rootID: "")
  private var properties: [String: StyleValue] = [:]
  private var rules: [StyleRule] = []
  private var text: SceneTextBuilder?
  private var warnings: [String] = []
  private var noted: Set<String> = []
  private var size = (width: 0.0, height: 0.0, x: 0.0, y: 0.0)
  private var titleText: String?
  private var descriptionText: String?
  private var collecting: String?
  private let measurer: TextMeasurer

  init(measurer: TextMeasurer) {
    self.measurer = measurer
    frames = [
      Frame(
        name: "", style: SceneStyle(fontFamily: measurer.familyList, fontSize: measurer.fontSize))
    ]
  }

  /// The scene of `events`.
  static func scene(
    _ events: [SVGEvent], type: DiagramType, theme: DiagramTheme, measurer: TextMeasurer
  ) -> DiagramScene {
    var builder = SceneBuilder(measurer: measurer)
    for event in events { builder.take(event) }
    while builder.frames.count > 1 { builder.take(.close) }
    let root = builder.frames[0]
    return DiagramScene(
      type: type, width: builder.size.width, height: builder.size.height,
      originX: builder.size.x, originY: builder.size.y,
      theme: theme.name, palettes: theme, fontFamily: measurer.familyList,
      fontSize: measurer.fontSize, title: builder.titleText,
      description: builder.descriptionText, items: root.items,
      warnings: builder.warnings.map { Diagnostic(.warning, "diagram scene: \($0)") })
  }

  private mutating func take(_ event: SVGEvent) {
    switch event {
    case .style(let sheet):
      self.sheet = sheet
      properties = sheet.customProperties(dark: false)
      // Stable by specificity: equal ones keep their order, as the cascade does.
      rules = sheet.orderedRules.enumerated().sorted {
        ($0.element.selector.specificity, $0.offset) < ($1.element.selector.specificity, $1.offset)
      }.map(\.element)
    case .text(let content):
      if collecting != nil {
        collecting! += content
      } else if text != nil {
        text!.append(content, style: frames[frames.count - 1].style)
      } else if !content.allSatisfy({ $0 == " " || $0 == "\n" }), !(frames.last?.inert ?? false) {
        note("text outside a text element was left out")
      }
    case .open(let name, let attributes):
      open(name, attributes, empty: false)
    case .empty(let name, let attributes):
      open(name, attributes, empty: true)
    case .close:
      close()
    }
  }

  private mutating func open(_ name: String, _ attributes: [SVGAttribute], empty: Bool) {
    let parent = frames[frames.count - 1]
    var frame = Frame(name: name, style: parent.style.inherited)
    frame.inert = parent.inert
    let values = Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    if !frame.inert { cascade(name, values, into: &frame.style) }
    switch name {
    case "svg":
      readCanvas(values)
    case "g":
      let id = text(values["data-id"]) ?? text(values["id"])
      frame.group = SceneGroup(
        id: id, classes: classes(values), title: nil, opacity: frame.style.opacity,
        transform: transform(values), items: [])
    case "title", "desc":
      frame.inert = true
      // The document's own title and description, or an item's tooltip.
      if frames.count == 2 && frames[1].name == "svg" || frames.last?.group != nil {
        collecting = ""
      }
    case "text":
      text = SceneTextBuilder(
        style: frame.style, x: number(values["x"]), y: number(values["y"]),
        transform: transform(values), classes: classes(values), measurer: measurer)
    case "tspan":
      if text != nil {
        text!.startLine(x: number(values["x"]), y: number(values["y"]), style: frame.style)
      }
    default:
      if !frame.inert, !frame.style.hidden, let geometry = geometry(name, values) {
        frames[frames.count - 1].items.append(
          .shape(
            SceneShape(
              geometry: geometry, paint: frame.style.paint, transform: transform(values),
              classes: classes(values))))
      }
      frame.inert = true
    }
    frames.append(frame)
    if empty { close() }
  }

  private mutating func close() {
    guard frames.count > 1, let frame = frames.popLast() else { return }
    switch frame.name {
    case "g":
      guard var group = frame.group else { break }
      group.items = frame.items
      if !group.items.isEmpty { frames[frames.count - 1].items.append(.group(group)) }
      return
    case "title", "desc":
      if let collected = collecting {
        if frames.count == 2 && frames[1].name == "svg" {
          if frame.name == "title" { titleText = collected } else { descriptionText = collected }
        } else if frame.name == "title" {
          frames[frames.count - 1].group?.title = collected
        }
        collecting = nil
      }
    case "text":
      if let built = text?.finish(opacity: frame.style.opacity), !frame.style.hidden {
        frames[frames.count - 1].items.append(.text(built))
      }
      text = nil
    default:
      break
    }
    frames[frames.count - 1].items += frame.items
  }

  /// Presentation attributes, then the sheet's rules, then the `style` attribute.
  private mutating func cascade(
    _ name: String, _ values: [String: SVGAttributeValue], into style: inout SceneStyle
  ) {
    var given: Set<String> = []
    for (key, value) in values.sorted(by: { $0.key < $1.key })
    where Self.presentationAttributes.contains(key) {
      set(key, literal(value), in: &style)
      given.insert(key)
    }
    let held = classes(values)
    for rule in rules where rule.selector.matches(element: name, classes: held) {
      for declaration in rule.declarations {
        // A theme variable stands for the colour the renderer also wrote as the attribute
        // (for browsers, to switch schemes); where the attribute differs, it is the diagram's
        // own style, which the PNG (librsvg, no `var()`) shows, so the attribute wins.
        if case .variable = declaration.value, given.contains(declaration.property) { continue }
        set(declaration.property, resolve(declaration.value), in: &style)
      }
    }
    if let inline = text(values["style"]) {
      for (property, value) in SceneValueReader.declarations(inline) {
        set(property, resolve(text: value), in: &style)
      }
    }
  }

  static let presentationAttributes: Set<String> = [
    "fill", "stroke", "stroke-width", "stroke-dasharray", "fill-opacity", "stroke-opacity",
    "opacity", "font-size", "font-family", "font-weight", "font-style", "text-anchor",
    "text-decoration", "baseline-shift", "visibility", "display",
  ]

  private mutating func set(_ property: String, _ value: String?, in style: inout SceneStyle) {
    // Custom properties are the sheet's business, not a painted property.
    guard !property.hasPrefix("--") else { return }
    guard let value, style.apply(property, value) else {
      note("the style \(property): \(value ?? "(undefined variable)") was left out")
      return
    }
  }

  private func resolve(_ value: StyleValue, depth: Int = 0) -> String? {
    switch value {
    case .literal(let text): resolve(text: text, depth: depth)
    case .variable(let name):
      depth < 8 ? properties[name].flatMap { resolve($0, depth: depth + 1) } : nil
    }
  }

  /// A value that may be `var(--name)` or `var(--name,fallback)`.
  private func resolve(text: String, depth: Int = 0) -> String? {
    let trimmed = text.trimmed
    guard trimmed.hasPrefix("var("), trimmed.hasSuffix(")") else { return trimmed }
    let inner = trimmed.dropFirst(4).dropLast()
    let parts = inner.split(separator: ",", maxSplits: 1)
    let name = String(parts[0]).trimmed
    if let value = properties[name], depth < 8 { return resolve(value, depth: depth + 1) }
    return parts.count == 2 ? resolve(text: String(parts[1]), depth: depth + 1) : nil
  }

  private mutating func readCanvas(_ values: [String: SVGAttributeValue]) {
    let width = number(values["width"]) ?? 0
    let height = number(values["height"]) ?? 0
    size = (width, height, 0, 0)
    if let box = text(values["viewBox"]) {
      let parts = box.split(separator: " ").compactMap { SceneValueReader.number(String($0)) }
      if parts.count == 4 { size = (parts[2], parts[3], parts[0], parts[1]) }
    }
  }

  private mutating func geometry(_ name: String, _ values: [String: SVGAttributeValue])
    -> SceneGeometry?
  {
    func n(_ key: String) -> Double? { number(values[key]) }
    switch name {
    case "rect":
      let rx = n("rx") ?? n("ry") ?? 0
      let ry = n("ry") ?? n("rx") ?? 0
      guard let width = n("width"), let height = n("height"), width > 0, height > 0 else {
        return nil
      }
      return .rect(
        x: n("x") ?? 0, y: n("y") ?? 0, width: width, height: height,
        rx: min(rx, width / 2), ry: min(ry, height / 2))
    case "circle":
      guard let r = n("r"), r > 0 else { return nil }
      return .ellipse(cx: n("cx") ?? 0, cy: n("cy") ?? 0, rx: r, ry: r)
    case "ellipse":
      guard let rx = n("rx"), let ry = n("ry"), rx > 0, ry > 0 else { return nil }
      return .ellipse(cx: n("cx") ?? 0, cy: n("cy") ?? 0, rx: rx, ry: ry)
    case "line":
      return .line(x1: n("x1") ?? 0, y1: n("y1") ?? 0, x2: n("x2") ?? 0, y2: n("y2") ?? 0)
    case "path":
      guard let data = text(values["d"]) else { return nil }
      guard let commands = ScenePathReader.commands(data) else {
        note("a path whose data could not be read was left out")
        return nil
      }
      return commands.isEmpty ? nil : .path(commands)
    default:
      note("a <\(name)> element was left out")
      return nil
    }
  }

  private func literal(_ value: SVGAttributeValue) -> String {
    switch value {
    case .text(let text): text
    case .number(let number): SVGNumber.format(number)
    }
  }

  private func text(_ value: SVGAttributeValue?) -> String? {
    value.map(literal)
  }

  private func number(_ value: SVGAttributeValue?) -> Double? {
    switch value {
    case .number(let number): number
    case .text(let text): SceneValueReader.number(text)
    case nil: nil
    }
  }

  private func classes(_ values: [String: SVGAttributeValue]) -> [String] {
    text(values["class"]).map { $0.split(separator: " ").map(String.init) } ?? []
  }

  private mutating func transform(_ values: [String: SVGAttributeValue]) -> SceneTransform? {
    guard let text = text(values["transform"]) else { return nil }
    guard let transform = SceneValueReader.transform(text) else {
      note("a transform that could not be read was left out")
      return nil
    }
    return transform
  }

  /// A warning, once per kind.
  private mutating func note(_ message: String) {
    if noted.insert(message).inserted { warnings.append(message) }
  }
}
