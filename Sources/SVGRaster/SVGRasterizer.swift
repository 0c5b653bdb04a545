import CRsvg
import Foundation

/// Why an SVG could not be turned into a PNG.
public enum SVGRasterError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidSVG(String)
  case noIntrinsicSize
  case tooLarge(width: Int, height: Int)
  case renderFailed(String)

  public var description: String {
    switch self {
    case .invalidSVG(let reason): return "the SVG could not be read: \(reason)"
    case .noIntrinsicSize: return "the SVG has no width and height to render at"
    case .tooLarge(let width, let height):
      return "the picture would be \(width)×\(height) pixels, over the limit"
    case .renderFailed(let reason): return "rendering failed: \(reason)"
    }
  }
}

/// Renders SVG documents to PNG through librsvg and cairo.
///
/// librsvg and cairo objects are created, used and freed inside `png(fromSVG:scale:)`; no C
/// pointer leaves this file.
public enum SVGRasterizer {
  /// The largest side, in pixels, a PNG may have (a hostile SVG must not allocate gigabytes).
  public static let maximumSide = 16_384

  /// Renders `svg` at its intrinsic size times `scale`.
  public static func png(fromSVG svg: String, scale: Double = 1) throws -> Data {
    let bytes = Array(svg.utf8)
    var error: UnsafeMutablePointer<GError>?
    guard
      let handle = bytes.withUnsafeBufferPointer({
        rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
      })
    else {
      throw SVGRasterError.invalidSVG(takeMessage(error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }

    var width = 0.0
    var height = 0.0
    guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else {
      throw SVGRasterError.noIntrinsicSize
    }
    let pixelWidth = Int((width * scale).rounded(.up))
    let pixelHeight = Int((height * scale).rounded(.up))
    guard pixelWidth > 0, pixelHeight > 0 else { throw SVGRasterError.noIntrinsicSize }
    guard pixelWidth <= maximumSide, pixelHeight <= maximumSide else {
      throw SVGRasterError.tooLarge(width: pixelWidth, height: pixelHeight)
    }

    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { throw SVGRasterError.renderFailed("cannot allocate the image") }
    defer { cairo_surface_destroy(surface) }
    guard let cairo = cairo_create(surface) else {
      throw SVGRasterError.renderFailed("cannot create a drawing context")
    }
    defer { cairo_destroy(cairo) }

    var viewport = RsvgRectangle(
      x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
    guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
      throw SVGRasterError.renderFailed(takeMessage(error))
    }
    cairo_surface_flush(surface)

    let collector = PNGCollector()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let collector = Unmanaged<PNGCollector>.fromOpaque(closure).takeUnretainedValue()
        collector.data.append(data, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(collector).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw SVGRasterError.renderFailed(String(cString: cairo_status_to_string(status)))
    }
    return collector.data
  }

  private static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }
}

/// Accumulates cairo's PNG stream.
private final class PNGCollector {
  var data = Data()
}
