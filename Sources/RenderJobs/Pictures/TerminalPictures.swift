import DiagramLayout
import Foundation
import MarkdownRender
import RenderSupport
import SVGRaster

/// How pictures are sent to this terminal (`--images`): the protocol, the cell size they are
/// fitted with, and whether tmux's passthrough wraps them.
public struct TerminalPictures: Sendable {
  /// The picture protocol the terminal speaks.
  public var kind: TerminalImageProtocol
  /// Wrap for tmux's passthrough (forced inside tmux).
  public var tmux = false
  /// Pixels of one cell, for the natural size of a picture.
  public var cell: (width: Int, height: Int) = (10, 20)
  /// The tallest picture, in rows (a screen's height, so one never scrolls past unseen).
  public var maxRows = 40

  /// Pictures in `kind`'s protocol, with the default cell size and height.
  public init(kind: TerminalImageProtocol) {
    self.kind = kind
  }

  /// `data`, an image of `header`'s format and size, as a picture at most `maxColumns` wide;
  /// `nil` when it cannot be sent (kitty takes PNG only: JPEG and GIF are converted through
  /// librsvg first).
  func picture(_ data: [UInt8], header: ImageHeader, maxColumns: Int) -> TerminalImage? {
    let (columns, rows) = TerminalImageEncoder.cells(
      width: header.width, height: header.height, maxColumns: maxColumns, maxRows: maxRows,
      cell: cell)
    var payload = data
    if kind == .kitty, header.format != .png {
      guard let png = Self.png(fromImage: data, header: header, columns: columns, rows: rows)
      else { return nil }
      payload = png
    }
    return TerminalImageEncoder.encode(
      payload, protocol: kind, columns: columns, rows: rows, tmux: tmux)
  }

  /// A JPEG or GIF redrawn as PNG by librsvg, at about the pixels its cells show (a large
  /// photo shrinks, so less is sent).
  private static func png(fromImage data: [UInt8], header: ImageHeader, columns: Int, rows: Int)
    -> [UInt8]?
  {
    let scale = min(1, Double(columns * 20) / Double(header.width))
    let width = max(1, Int((Double(header.width) * scale).rounded()))
    let height = max(1, Int((Double(header.height) * scale).rounded()))
    let mime = header.format == .jpeg ? "image/jpeg" : "image/gif"
    // The file's bytes only ever travel as base64 inside the data URL: nothing of them can
    // break out of the attribute.
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\">"
      + "<image width=\"\(width)\" height=\"\(height)\" preserveAspectRatio=\"none\" "
      + "href=\"data:\(mime);base64,\(Data(data).base64EncodedString())\"/></svg>"
    guard let png = try? SVGRasterizer.png(fromSVG: svg, scale: 1) else { return nil }
    return [UInt8](png.data)
  }

  /// A Mermaid diagram as a PNG picture at most `width` cells wide, or `nil` when it cannot be
  /// drawn so (the caller then draws it in cells).
  package func diagram(_ code: String, width: Int, theme: TerminalThemeName) -> TerminalImage? {
    let options = DiagramOptions(theme: theme == .light ? .light : .dark, idPrefix: "fence")
    guard let svg = try? DiagramRenderer.render(code, options: options),
      // Twice the pixels of its natural size, sharp on high-density screens.
      let png = try? SVGRasterizer.png(fromSVG: svg, scale: 2)
    else { return nil }
    let header = ImageHeader(format: .png, width: png.width / 2, height: png.height / 2)
    return picture([UInt8](png.data), header: header, maxColumns: width)
  }
}

/// The terminal's size in cells and pixels through `TIOCGWINSZ` (pixels are 0 where the
/// terminal does not report them).
package enum TerminalPixels {
  package static func size() -> (rows: Int, cellWidth: Int, cellHeight: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (
      Int(size.ws_row), Int(size.ws_xpixel) / Int(size.ws_col),
      Int(size.ws_ypixel) / Int(size.ws_row)
    )
  }
}
