/// The painting properties of one element as SVG computes them: inherited from the parent,
/// then the element's presentation attributes, then the stylesheet's matching rules (by
/// specificity, then order), then its `style` attribute, as CSS cascades them in a browser.
struct SceneStyle {
  // Inherited (SVG 1.1 §6.1's property index; text-decoration propagates to the runs inside).
  var fill: SceneValueReader.Paint = .color(SceneColor(red: 0, green: 0, blue: 0), alpha: 1)
  var fillOpacity = 1.0
  var stroke: SceneValueReader.Paint = .none
  var strokeOpacity = 1.0
  var strokeWidth = 1.0
  var dash: [Double] = []
  var fontFamily: String
  var fontSize: Double
  var bold = false
  var italic = false
  var anchor = SceneText.Anchor.start
  var underline = false
  var strikethrough = false
  var hidden = false
  // Not inherited.
  var opacity = 1.0
  var baselineShift = 0.0
  /// `baseline-shift` as a keyword, resolved once the font size is known.
  var shiftKeyword: String?

  init(fontFamily: String, fontSize: Double) {
    self.fontFamily = fontFamily
    self.fontSize = fontSize
  }

  /// The style a child starts from.
  var inherited: SceneStyle {
    var child = self
    child.opacity = 1
    child.baselineShift = 0
    child.shiftKeyword = nil
    return child
  }

  /// The properties the scene takes no notice of: they do not change what is painted here
  /// (`color` only feeds `currentColor`, which no drawing uses).
  static let ignored: Set<String> = [
    "color", "cursor", "pointer-events", "dominant-baseline", "alignment-baseline",
    "white-space", "text-align", "line-height", "font-variant", "letter-spacing",
  ]

  /// Sets property `name` to `value`; false when the property or value is not understood.
  mutating func apply(_ name: String, _ value: String) -> Bool {
    switch name {
    case "fill":
      guard let paint = SceneValueReader.paint(value) else { return false }
      fill = paint
    case "stroke":
      guard let paint = SceneValueReader.paint(value) else { return false }
      stroke = paint
    case "fill-opacity":
      guard let value = SceneValueReader.opacity(value) else { return false }
      fillOpacity = value
    case "stroke-opacity":
      guard let value = SceneValueReader.opacity(value) else { return false }
      strokeOpacity = value
    case "opacity":
      guard let value = SceneValueReader.opacity(value) else { return false }
      opacity = value
    case "stroke-width":
      guard let value = SceneValueReader.number(value), value >= 0 else { return false }
      strokeWidth = value
    case "stroke-dasharray":
      guard let value = SceneValueReader.dash(value) else { return false }
      dash = value
    case "font-size":
      guard let value = SceneValueReader.number(value), value > 0 else { return false }
      fontSize = value
    case "font-family":
      fontFamily = value
    case "font-weight":
      let word = value.lowercased()
      if let number = Int(word) {
        bold = number >= 600
      } else if ["bold", "bolder"].contains(word) {
        bold = true
      } else if ["normal", "lighter"].contains(word) {
        bold = false
      } else {
        return false
      }
    case "font-style":
      italic = ["italic", "oblique"].contains(value.lowercased())
    case "text-anchor":
      guard let anchor = SceneText.Anchor(rawValue: value) else { return false }
      self.anchor = anchor
    case "text-decoration":
      let words = value.lowercased().split(separator: " ")
      underline = words.contains("underline")
      strikethrough = words.contains("line-through")
    case "baseline-shift":
      if let number = SceneValueReader.number(value) {
        baselineShift = number
      } else if ["super", "sub", "baseline"].contains(value) {
        shiftKeyword = value
      } else {
        return false
      }
    case "visibility":
      hidden = value == "hidden" || value == "collapse"
    case "display":
      hidden = value == "none"
    default:
      return SceneStyle.ignored.contains(name)
    }
    return true
  }

  /// The raise of the baseline in pixels (librsvg's `super` is 0.4 em, `sub` −0.2 em).
  var shift: Double {
    switch shiftKeyword {
    case "super": fontSize * 0.4
    case "sub": -fontSize * 0.2
    default: baselineShift
    }
  }

  /// The paint of a shape.
  var paint: ScenePaint {
    func split(_ paint: SceneValueReader.Paint) -> (SceneColor?, Double) {
      switch paint {
      case .none: (nil, 1)
      case .color(let color, let alpha): (color, alpha)
      }
    }
    let (fillColor, fillAlpha) = split(fill)
    let (strokeColor, strokeAlpha) = split(stroke)
    return ScenePaint(
      fill: fillColor, fillOpacity: fillOpacity * fillAlpha,
      stroke: strokeWidth > 0 ? strokeColor : nil, strokeOpacity: strokeOpacity * strokeAlpha,
      strokeWidth: strokeWidth, dash: dash, opacity: opacity)
  }
}
