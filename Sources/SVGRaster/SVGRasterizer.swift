import CRsvg
import Foundation

/// Why an SVG could not be turned into a PNG.
public enum SVGRasterError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidSVG(String)
  case noIntrinsicSize
  case renderFailed(String)

  public var description: String {
    switch self {
    case .invalidSVG(let reason): return "the SVG could not be read: \(reason)"
    case .noIntrinsicSize: return "the SVG has no width and height to render at"
    case .renderFailed(let reason): return "rendering failed: \(reason)"
    }
  }
}

/// A rendered PNG and its size; `requestedWidth`/`requestedHeight` differ from the size when
/// the picture had to be scaled down to fit the rasterizer's limits.
public struct RasterizedPNG: Sendable {
  public var data: Data
  public var width: Int
  public var height: Int
  public var requestedWidth: Int
  public var requestedHeight: Int

  /// Whether the picture is smaller than asked for.
  public var isScaledDown: Bool { width != requestedWidth || height != requestedHeight }
}

/// Renders SVG documents to PNG through librsvg and cairo (opened on first use, see
/// `RsvgLibrary`).
///
/// librsvg and cairo objects are created, used and freed inside `png(fromSVG:scale:)`; no C
/// pointer leaves this file.
public enum SVGRasterizer {
  /// How large a PNG may be.
  public struct Limits: Sendable {
    /// The longest side in pixels.
    public var maximumSide: Int
    /// The most pixels in all.
    public var maximumPixels: Int

    public init(maximumSide: Int, maximumPixels: Int) {
      self.maximumSide = maximumSide
      self.maximumPixels = maximumPixels
    }

    /// The largest side cairo's image surfaces (and so librsvg) can have, 32,767 pixels, and
    /// 6 Mi pixels (24 MiB of ARGB, a 2,508-pixel square): a huge picture cannot allocate
    /// gigabytes, and drawing the most text a diagram may hold at that size stays under two
    /// seconds of CPU (librsvg's time grows with the text times the area it covers).
    public static let standard = Limits(maximumSide: 32_767, maximumPixels: 6 << 20)
  }

  /// The pixel size for `width`×`height` at `scale`: as asked when within `limits`,
  /// otherwise scaled down (aspect kept) to the largest size that fits them. Never cropped.
  public static func fittedSize(
    width: Double, height: Double, scale: Double, limits: Limits = .standard
  ) -> (width: Int, height: Int, requestedWidth: Int, requestedHeight: Int) {
    let requestedWidth = Int((width * scale).rounded(.up))
    let requestedHeight = Int((height * scale).rounded(.up))
    let side = limits.maximumSide
    let pixels = Double(requestedWidth) * Double(requestedHeight)
    guard
      requestedWidth > side || requestedHeight > side || pixels > Double(limits.maximumPixels)
    else { return (requestedWidth, requestedHeight, requestedWidth, requestedHeight) }
    let factor = min(
      Double(side) / Double(requestedWidth), Double(side) / Double(requestedHeight),
      (Double(limits.maximumPixels) / pixels).squareRoot())
    return (
      max(1, min(side, Int((Double(requestedWidth) * factor).rounded(.down)))),
      max(1, min(side, Int((Double(requestedHeight) * factor).rounded(.down)))),
      requestedWidth, requestedHeight
    )
  }

  /// Renders `svg` at its intrinsic size times `scale`, or smaller when that is over the
  /// limits (see `fittedSize`; the result says so).
  public static func png(
    fromSVG svg: String, scale: Double = 1, limits: Limits = .standard
  ) throws -> RasterizedPNG {
    let rsvg = try RsvgLibrary.shared.get()
    let bytes = Array(svg.utf8)
    var error: UnsafeMutablePointer<GError>?
    guard
      let handle = bytes.withUnsafeBufferPointer({
        rsvg.handleNewFromData($0.baseAddress, gsize($0.count), &error)
      })
    else {
      throw SVGRasterError.invalidSVG(takeMessage(error, rsvg))
    }
    defer { rsvg.objectUnref(UnsafeMutableRawPointer(handle)) }

    var width = 0.0
    var height = 0.0
    guard rsvg.handleIntrinsicSize(handle, &width, &height) != 0 else {
      throw SVGRasterError.noIntrinsicSize
    }
    guard width.isFinite, height.isFinite, width * scale >= 0.5, height * scale >= 0.5 else {
      throw SVGRasterError.noIntrinsicSize
    }
    let size = fittedSize(width: width, height: height, scale: scale, limits: limits)
    let (pixelWidth, pixelHeight) = (size.width, size.height)

    guard
      let surface = rsvg.imageSurfaceCreate(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { throw SVGRasterError.renderFailed("cannot allocate the image") }
    defer { rsvg.surfaceDestroy(surface) }
    guard let cairo = rsvg.cairoCreate(surface) else {
      throw SVGRasterError.renderFailed("cannot create a drawing context")
    }
    defer { rsvg.cairoDestroy(cairo) }

    var viewport = RsvgRectangle(
      x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
    guard rsvg.handleRenderDocument(handle, cairo, &viewport, &error) != 0 else {
      throw SVGRasterError.renderFailed(takeMessage(error, rsvg))
    }
    rsvg.surfaceFlush(surface)

    let collector = PNGCollector()
    let status = rsvg.surfaceWritePNGStream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let collector = Unmanaged<PNGCollector>.fromOpaque(closure).takeUnretainedValue()
        collector.data.append(data, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(collector).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason = rsvg.statusToString(status).map { String(cString: $0) } ?? "cairo error"
      throw SVGRasterError.renderFailed(reason)
    }
    return RasterizedPNG(
      data: collector.data, width: pixelWidth, height: pixelHeight,
      requestedWidth: size.requestedWidth, requestedHeight: size.requestedHeight)
  }

  private static func takeMessage(_ error: UnsafeMutablePointer<GError>?, _ rsvg: RsvgLibrary)
    -> String
  {
    guard let error else { return "unknown error" }
    defer { rsvg.errorFree(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }
}

/// Accumulates cairo's PNG stream.
private final class PNGCollector {
  var data = Data()
}
