import DiagramLayout
import Foundation
import MarkdownRender
import RenderSupport
import SVGRaster

/// A Mermaid diagram to SVG, PNG or the terminal: what `intent-render diagram` does, for any
/// client.
public enum DiagramJob {
  /// The output formats: SVG 1.1, PNG (librsvg), drawn in character cells, or the drawing
  /// as a display list (`schemas/diagram-scene.v1.schema.json`).
  public enum Format: String, CaseIterable, Sendable {
    case svg, png, ansi, text, json
  }

  /// Everything one drawing is asked for.
  public struct Request: Sendable {
    public var format = Format.svg
    /// The colours; `nil` writes SVG following the reader's scheme.
    public var theme: DiagramTheme.Name?
    /// The prefix of every id in the SVG (several diagrams in one page must differ).
    public var idPrefix = "diagram"
    /// Gantt's today marker (seconds since 1970, UTC), `nil` for none.
    public var today: Int64?
    /// PNG: pixels per SVG unit.
    public var scale = 1
    /// Terminal: ASCII only, the widest drawing allowed (`nil`: any), the colours, and the
    /// palette used when no `theme` is given.
    public var ascii = false
    public var maxWidth: Int?
    public var colorLevel = ColorLevel.truecolor
    public var terminalTheme = TerminalThemeName.dark
    /// Terminal: a type that is not drawn in cells is written as SVG instead of failing.
    public var svgWhenNotDrawable = false
    /// Terminal: the diagram as a picture, on a terminal that shows them, at most this wide.
    public var pictures: TerminalPictures?
    public var pictureWidth = 80

    public init() {}
  }

  /// What was written.
  public enum Written: Sendable, Equatable {
    case svg, png, picture, json
    /// Drawn in cells, this many wide.
    case cells(width: Int)
  }

  /// Draws `source` (named `name` in diagnostics) into `sink`.
  @discardableResult
  public static func run(
    _ request: Request, source: String, name: String, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics()
  ) throws(JobError) -> Written {
    if request.format == .ansi, let pictures = request.pictures,
      let picture = pictures.diagram(
        source, width: request.pictureWidth, theme: request.theme == .dark ? .dark : .light)
    {
      // Any diagram type as a picture on a terminal that shows them; else drawn in cells.
      sink.write(picture.escape + "\n")
      return .picture
    }
    if request.format == .ansi || request.format == .text,
      let drawing = try cells(request, source: source, name: name)
    {
      if let width = request.maxWidth, drawing.width > width {
        throw JobError(
          .badInput,
          "the diagram is \(drawing.width) cells wide, wider than --width \(width); give a "
            + "larger --width, or --format svg", input: name, line: 1, column: 1)
      }
      let level = request.format == .text ? .none : request.colorLevel
      let palette = request.theme ?? (request.terminalTheme == .light ? .light : .dark)
      sink.write(
        level == .none
          ? drawing.plainText : drawing.ansi(theme: DiagramTheme(palette), level: level))
      return .cells(width: drawing.width)
    }
    if request.format == .json {
      let scene: DiagramScene
      do {
        scene = try DiagramRenderer.scene(
          source,
          options: DiagramOptions(
            theme: request.theme, idPrefix: request.idPrefix, today: request.today))
      } catch {
        throw jobError(error, name: name)
      }
      for warning in scene.warnings { diagnostics.report(warning, input: name) }
      sink.write(DiagramSceneJSON.value(scene).compactText() + "\n")
      return .json
    }
    let svg: String
    do {
      let drawing = try DiagramRenderer.draw(
        source,
        options: DiagramOptions(
          theme: request.theme, idPrefix: request.idPrefix, today: request.today))
      svg = drawing.svg
      for warning in drawing.warnings { diagnostics.report(warning, input: name) }
    } catch {
      throw jobError(error, name: name)
    }
    guard request.format == .png else {
      sink.write(svg)
      return .svg
    }
    let png: RasterizedPNG
    do {
      png = try SVGRasterizer.png(fromSVG: svg, scale: Double(request.scale))
    } catch {
      throw JobError(.badInput, "\(error)", input: name)
    }
    if png.isScaledDown {
      let limits = SVGRasterizer.Limits.standard
      diagnostics.report(
        Diagnostic(
          .warning,
          "the PNG would be \(png.requestedWidth)×\(png.requestedHeight) pixels, over the "
            + "rasterizer's limit (\(limits.maximumSide) pixels a side, "
            + "\(limits.maximumPixels >> 20) Mi pixels); scaled down to "
            + "\(png.width)×\(png.height) (the SVG output has the full size)"), input: name)
    }
    sink.write(png.data)
    return .png
  }

  /// The drawing in cells, or `nil` when the type is not drawn so and SVG may stand in.
  private static func cells(_ request: Request, source: String, name: String) throws(JobError)
    -> TerminalDiagram?
  {
    do {
      return try TerminalDiagramRenderer.render(
        source, options: TerminalDiagramOptions(ascii: request.ascii))
    } catch {
      guard error.kind == .unsupported && request.svgWhenNotDrawable else {
        throw jobError(error, name: name)
      }
      return nil
    }
  }

  /// A diagram's error with its position.
  static func jobError(_ error: DiagramError, name: String) -> JobError {
    JobError(
      .badInput, error.message, input: name, line: error.position.line,
      column: error.position.column)
  }
}
