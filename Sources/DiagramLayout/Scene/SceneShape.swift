/// A filled and/or stroked outline with its paint resolved.
public struct SceneShape: Sendable, Equatable {
  /// The outline.
  public var geometry: SceneGeometry
  /// How it is painted.
  public var paint: ScenePaint
  /// Maps the shape's coordinates to its parent's; nil for none.
  public var transform: SceneTransform?
  /// The classes the SVG element carries (`node-shape`, `edge-path`), for clients that style.
  public var classes: [String]
}

/// The outline of a shape.
public enum SceneGeometry: Sendable, Equatable {
  /// A rectangle with corner radii (`rx`, `ry`, 0 for square corners).
  case rect(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double)
  /// An ellipse (a circle when the radii agree).
  case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
  /// A straight segment.
  case line(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A path of absolute commands.
  case path([ScenePathCommand])
}

/// One absolute path command (arcs are already cubic curves).
public enum ScenePathCommand: Sendable, Equatable {
  /// Starts a subpath.
  case move(x: Double, y: Double)
  /// A straight line.
  case line(x: Double, y: Double)
  /// A cubic Bézier curve.
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
  /// A quadratic Bézier curve.
  case quad(x1: Double, y1: Double, x: Double, y: Double)
  /// Closes the subpath.
  case close
}

/// Fill and stroke, resolved to concrete colours.
public struct ScenePaint: Sendable, Equatable {
  /// The fill, nil for none.
  public var fill: SceneColor?
  /// The fill's opacity, 0…1.
  public var fillOpacity: Double
  /// The stroke, nil for none.
  public var stroke: SceneColor?
  /// The stroke's opacity, 0…1.
  public var strokeOpacity: Double
  /// The stroke width in user units.
  public var strokeWidth: Double
  /// Dash and gap lengths, empty for a solid stroke.
  public var dash: [Double]
  /// The element's opacity (applied to fill and stroke together), 0…1.
  public var opacity: Double
}

/// An sRGB colour.
public struct SceneColor: Sendable, Equatable {
  /// The channels, 0…255.
  public var red, green, blue: UInt8

  /// The colour of the channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// `#RRGGBB`.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    return "#"
      + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
  }
}

/// Text: lines of styled runs, already wrapped and measured.
public struct SceneText: Sendable, Equatable {
  /// Where each line's `x` is: its `start`, `middle` or `end`.
  public enum Anchor: String, Sendable, Equatable {
    /// `x` is where the line starts.
    case start
    /// `x` is the line's middle.
    case middle
    /// `x` is where the line ends.
    case end
  }

  /// The anchor of every line.
  public var anchor: Anchor
  /// The lines, top to bottom.
  public var lines: [SceneTextLine]
  /// Maps the text's coordinates to its parent's; nil for none.
  public var transform: SceneTransform?
  /// The element's opacity, 0…1.
  public var opacity: Double
  /// The classes the SVG element carries.
  public var classes: [String]
}

/// One line of text at a baseline point.
public struct SceneTextLine: Sendable, Equatable {
  /// The anchor point's x.
  public var x: Double
  /// The baseline's y.
  public var y: Double
  /// The line's advance in the shipped DejaVu Sans metrics.
  public var width: Double
  /// The runs, in reading order.
  public var runs: [SceneTextRun]
}

/// A run of text in one style.
public struct SceneTextRun: Sendable, Equatable {
  /// The characters.
  public var text: String
  /// The font family list (the first that the client has wins).
  public var fontFamily: String
  /// The font size in pixels.
  public var fontSize: Double
  /// Bold.
  public var bold: Bool
  /// Italic.
  public var italic: Bool
  /// The text colour, nil for none.
  public var fill: SceneColor?
  /// The fill's opacity, 0…1.
  public var fillOpacity: Double
  /// Underlined.
  public var underline: Bool
  /// Struck through.
  public var strikethrough: Bool
  /// How far the baseline is raised (superscript > 0, subscript < 0), in pixels.
  public var baselineShift: Double
  /// The run's advance in the shipped DejaVu Sans metrics.
  public var width: Double
}
