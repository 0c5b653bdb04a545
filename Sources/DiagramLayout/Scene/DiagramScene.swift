import Foundation
import RenderSupport

/// A diagram as a display list that a Canvas, CoreGraphics or cairo paints directly: the
/// canvas, the theme's colours, and groups of primitives in painting order, every colour,
/// width and font resolved, every arc a cubic curve, every text line measured.
///
/// Coordinates are SVG user units (pixels at scale 1), y down. A node's `transform` (when not
/// nil) maps its coordinates into its parent's, as SVG's `transform` does.
public struct DiagramScene: Sendable, Equatable {
  /// The diagram's type.
  public var type: DiagramType
  /// The canvas size.
  public var width: Double
  /// The canvas height.
  public var height: Double
  /// The origin of the canvas in drawing coordinates (a chart's bounds may start below 0).
  public var originX: Double
  /// The y of the canvas's top edge in drawing coordinates.
  public var originY: Double
  /// The theme the colours were resolved in (`auto` resolves as `light`).
  public var theme: DiagramTheme.Name
  /// The light and dark palettes the theme offers (for `auto`, a client may switch).
  public var palettes: DiagramTheme
  /// The default font family list and size.
  public var fontFamily: String
  /// The default font size in pixels.
  public var fontSize: Double
  /// The accessible name and description of the picture.
  public var title: String?
  /// The accessible description.
  public var description: String?
  /// What is drawn, in painting order.
  public var items: [SceneNode]
  /// What the drawing left out, each with its source position when it has one: settings the
  /// type does not draw or values of the wrong kind (as `DiagramRenderer.draw` reports
  /// them), and anything the scene could not express (none for the drawings this library
  /// makes).
  public var warnings: [Diagnostic]
}

/// One entry of the display list.
public enum SceneNode: Sendable, Equatable {
  /// Items drawn together (an item of the diagram, with its id).
  case group(SceneGroup)
  /// A filled and/or stroked outline.
  case shape(SceneShape)
  /// Text lines.
  case text(SceneText)
}

/// A group: one item of the diagram (a node, an edge, a slice) or a layer.
public struct SceneGroup: Sendable, Equatable {
  /// The item's id (`data-id`, else the element id), nil for a plain layer.
  public var id: String?
  /// The item's classes, as the SVG names them (`node`, `edge`, `cluster`).
  public var classes: [String]
  /// The item's tooltip (the SVG's `<title>` inside it), nil for none.
  public var title: String?
  /// The group's opacity, applied to its items as one layer.
  public var opacity: Double
  /// Maps the group's coordinates to its parent's; nil for none.
  public var transform: SceneTransform?
  /// The group's items in painting order.
  public var items: [SceneNode]
}

/// An affine map `x' = a·x + c·y + e`, `y' = b·x + d·y + f` (SVG's `matrix(a b c d e f)`).
public struct SceneTransform: Sendable, Equatable {
  /// The six coefficients.
  public var a, b, c, d, e, f: Double

  /// The map of the six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }

  /// A move by `x`, `y`.
  public static func translate(_ x: Double, _ y: Double) -> SceneTransform {
    SceneTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
  }

  /// A turn by `degrees` (clockwise on screen) around `cx`, `cy`.
  public static func rotate(_ degrees: Double, cx: Double = 0, cy: Double = 0) -> SceneTransform {
    let angle = degrees * .pi / 180
    let cosine = cos(angle)
    let sine = sin(angle)
    return SceneTransform(
      a: cosine, b: sine, c: -sine, d: cosine, e: cx - cosine * cx + sine * cy,
      f: cy - sine * cx - cosine * cy)
  }

  /// This map after `other` (`self(other(p))`).
  public func concatenating(_ other: SceneTransform) -> SceneTransform {
    SceneTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
  }
}
