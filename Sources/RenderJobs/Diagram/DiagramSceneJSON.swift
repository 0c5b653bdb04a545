import DiagramLayout
import RenderSupport

/// Writes a `DiagramScene` as JSON, versioned by `schemas/diagram-scene.v1.schema.json`.
///
/// Numbers are written with the SVG's formatter (at most two decimals), colours as `#RRGGBB`.
/// Defaults are left out where the schema names them (opacities 1, no dash, no transform).
package enum DiagramSceneJSON {
  /// The schema version this writer follows.
  package static let version = 1

  /// The scene as one JSON document.
  package static func value(_ scene: DiagramScene) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("version", .number(String(version))), ("type", .string(scene.type.rawValue)),
      (
        "canvas",
        object([
          ("x", number(scene.originX)), ("y", number(scene.originY)),
          ("width", number(scene.width)), ("height", number(scene.height)),
        ])
      ),
      ("theme", .string(scene.theme.rawValue)),
      ("palette", palette(scene.palettes.palette)),
    ]
    if scene.theme == .auto {
      members.append(
        (
          "palettes",
          object([
            ("light", palette(scene.palettes.light)), ("dark", palette(scene.palettes.dark)),
          ])
        ))
    }
    members.append(
      ("font", object([("family", .string(scene.fontFamily)), ("size", number(scene.fontSize))])))
    if let title = scene.title { members.append(("title", .string(title))) }
    if let description = scene.description {
      members.append(("description", .string(description)))
    }
    members.append(("items", .array(scene.items.map(node))))
    members.append(("warnings", .array(scene.warnings.map(warning))))
    return object(members)
  }

  /// `{"message", "line", "column"}`, the position left out when there is none.
  package static func warning(_ warning: Diagnostic) -> JSONValue {
    var members: [(String, JSONValue)] = [("message", .string(warning.message))]
    if let position = warning.position {
      members += [
        ("line", .number(String(position.line))), ("column", .number(String(position.column))),
      ]
    }
    return object(members)
  }

  static func node(_ node: SceneNode) -> JSONValue {
    switch node {
    case .group(let group):
      var members: [(String, JSONValue)] = [("kind", .string("group"))]
      if let id = group.id { members.append(("id", .string(id))) }
      members.append(("classes", .array(group.classes.map { .string($0) })))
      if let title = group.title { members.append(("title", .string(title))) }
      if group.opacity != 1 { members.append(("opacity", number(group.opacity))) }
      if let transform = group.transform { members.append(("transform", matrix(transform))) }
      members.append(("items", .array(group.items.map(self.node))))
      return object(members)
    case .shape(let shape):
      var members = geometry(shape.geometry)
      members.append(("classes", .array(shape.classes.map { .string($0) })))
      members += paint(shape.paint)
      if let transform = shape.transform { members.append(("transform", matrix(transform))) }
      return object(members)
    case .text(let text):
      var members: [(String, JSONValue)] = [
        ("kind", .string("text")), ("anchor", .string(text.anchor.rawValue)),
        ("classes", .array(text.classes.map { .string($0) })),
      ]
      if text.opacity != 1 { members.append(("opacity", number(text.opacity))) }
      if let transform = text.transform { members.append(("transform", matrix(transform))) }
      members.append(("lines", .array(text.lines.map(line))))
      return object(members)
    }
  }

  static func geometry(_ geometry: SceneGeometry) -> [(String, JSONValue)] {
    switch geometry {
    case .rect(let x, let y, let width, let height, let rx, let ry):
      return [
        ("kind", .string("rect")), ("x", number(x)), ("y", number(y)),
        ("width", number(width)), ("height", number(height)), ("rx", number(rx)),
        ("ry", number(ry)),
      ]
    case .ellipse(let cx, let cy, let rx, let ry):
      return [
        ("kind", .string("ellipse")), ("cx", number(cx)), ("cy", number(cy)),
        ("rx", number(rx)), ("ry", number(ry)),
      ]
    case .line(let x1, let y1, let x2, let y2):
      return [
        ("kind", .string("line")), ("x1", number(x1)), ("y1", number(y1)), ("x2", number(x2)),
        ("y2", number(y2)),
      ]
    case .path(let commands):
      return [("kind", .string("path")), ("commands", .array(commands.map(command)))]
    }
  }

  static func command(_ command: ScenePathCommand) -> JSONValue {
    let parts: [JSONValue]
    switch command {
    case .move(let x, let y): parts = [.string("M"), number(x), number(y)]
    case .line(let x, let y): parts = [.string("L"), number(x), number(y)]
    case .cubic(let x1, let y1, let x2, let y2, let x, let y):
      parts = [.string("C")] + [x1, y1, x2, y2, x, y].map(number)
    case .quad(let x1, let y1, let x, let y):
      parts = [.string("Q")] + [x1, y1, x, y].map(number)
    case .close: parts = [.string("Z")]
    }
    return .array(parts)
  }

  static func paint(_ paint: ScenePaint) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [
      ("fill", color(paint.fill)), ("stroke", color(paint.stroke)),
      ("strokeWidth", number(paint.strokeWidth)),
    ]
    if paint.fillOpacity != 1 { members.append(("fillOpacity", number(paint.fillOpacity))) }
    if paint.strokeOpacity != 1 {
      members.append(("strokeOpacity", number(paint.strokeOpacity)))
    }
    if !paint.dash.isEmpty { members.append(("dash", .array(paint.dash.map(number)))) }
    if paint.opacity != 1 { members.append(("opacity", number(paint.opacity))) }
    return members
  }

  static func line(_ line: SceneTextLine) -> JSONValue {
    object([
      ("x", number(line.x)), ("y", number(line.y)), ("width", number(line.width)),
      ("runs", .array(line.runs.map(run))),
    ])
  }

  static func run(_ run: SceneTextRun) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("text", .string(run.text)),
      (
        "font",
        object([
          ("family", .string(run.fontFamily)), ("size", number(run.fontSize)),
          ("weight", .string(run.bold ? "bold" : "normal")),
          ("style", .string(run.italic ? "italic" : "normal")),
        ])
      ),
      ("fill", color(run.fill)), ("width", number(run.width)),
    ]
    if run.fillOpacity != 1 { members.append(("fillOpacity", number(run.fillOpacity))) }
    if run.underline { members.append(("underline", .bool(true))) }
    if run.strikethrough { members.append(("strikethrough", .bool(true))) }
    if run.baselineShift != 0 { members.append(("baselineShift", number(run.baselineShift))) }
    return object(members)
  }

  static func palette(_ palette: DiagramTheme.Palette) -> JSONValue {
    // The roles by their custom property's name without `--ir-` (`node-fill`).
    object(palette.properties.map { (String($0.0.dropFirst(5)), .string($0.1)) })
  }

  static func matrix(_ t: SceneTransform) -> JSONValue {
    .array([t.a, t.b, t.c, t.d, t.e, t.f].map(precise))
  }

  static func color(_ color: SceneColor?) -> JSONValue {
    color.map { .string($0.hex) } ?? .null
  }

  static func number(_ value: Double) -> JSONValue { .number(SVGNumber.format(value)) }

  /// Transform coefficients keep more digits: a rotation's sines at two decimals would skew.
  static func precise(_ value: Double) -> JSONValue {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return .number(String(Int(rounded))) }
    return .number("\(rounded)")
  }

  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) }))
  }
}
