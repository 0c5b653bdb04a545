import Foundation
import SVGRaster
import Testing

/// Pictures over the rasterizer's limits are scaled down whole, never cropped or refused.
@Suite struct PNGLimitTests {
  /// Width and height from a PNG's IHDR chunk.
  func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    func word(_ at: Int) -> Int {
      bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return (word(16), word(20))
  }

  @Test func sizesWithinTheLimitsAreKept() {
    let size = SVGRasterizer.fittedSize(width: 2584, height: 2400, scale: 1)
    #expect(size.width == 2584 && size.height == 2400)
    #expect(size.requestedWidth == 2584 && size.requestedHeight == 2400)
  }

  @Test func oversizedPicturesShrinkToFitKeepingTheirShape() {
    let limits = SVGRasterizer.Limits.standard
    for (width, height, scale) in [
      (2584.0, 19828.0, 2.0), (2584.0, 19828.0, 8.0), (40_000.0, 300.0, 1.0),
      (9000.0, 9000.0, 1.0),
    ] {
      let size = SVGRasterizer.fittedSize(width: width, height: height, scale: scale)
      #expect(size.width <= limits.maximumSide && size.height <= limits.maximumSide)
      #expect(size.width * size.height <= limits.maximumPixels)
      let asked = width / height
      let got = Double(size.width) / Double(size.height)
      #expect(abs(got / asked - 1) < 0.01, "\(width)x\(height)")
      // As large as the limits allow: one more pixel a side would break one of them.
      let grown = (size.width + 2) * (size.height + 2)
      #expect(
        size.width + 2 > limits.maximumSide || size.height + 2 > limits.maximumSide
          || grown > limits.maximumPixels)
    }
  }

  @Test func renderingOverTheLimitScalesTheWholePicture() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300" viewBox="0 0 1000 300">\
      <rect width="1000" height="300" fill="#fff"/><rect x="990" y="290" width="10" height="10" \
      fill="#f00"/></svg>
      """
    let small = SVGRasterizer.Limits(maximumSide: 500, maximumPixels: 1 << 20)
    let png = try SVGRasterizer.png(fromSVG: svg, scale: 1, limits: small)
    #expect(png.isScaledDown)
    #expect(png.width == 500 && png.height == 150)
    #expect(png.requestedWidth == 1000 && png.requestedHeight == 300)
    let (width, height) = pngSize(png.data)
    #expect(width == 500 && height == 150)
    let full = try SVGRasterizer.png(fromSVG: svg, scale: 1)
    #expect(!full.isScaledDown)
    #expect(pngSize(full.data) == (1000, 300))
  }
}
