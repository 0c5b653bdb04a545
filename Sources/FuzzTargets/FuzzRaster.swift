import SVGRaster

/// Any text as SVG through librsvg into a PNG (what `diagram --format png` and the terminal's
/// pictures run), at the scale the first byte picks, within small pixel limits.
enum FuzzRaster {
  static let limits = SVGRasterizer.Limits(maximumSide: 512, maximumPixels: 65_536)

  static func run(_ input: FuzzInput) {
    let scale = [0.5, 1, 2, 3][Int(input.byte(0) % 4)]
    guard let png = try? SVGRasterizer.png(fromSVG: input.text, scale: scale, limits: limits)
    else { return }
    check(png.width <= limits.maximumSide && png.height <= limits.maximumSide, "PNG over the cap")
  }
}
