import CRsvg

#if canImport(Glibc)
  import Glibc
#endif

/// The librsvg and cairo functions PNG output needs, looked up when a PNG is first asked for.
/// Linking librsvg directly would load it and its ~45 dependencies (cairo, pango, glib, ICU,
/// X11 …) into every run of every command; opening it on demand keeps Markdown, highlighting
/// and SVG runs from paying that start-up time and memory.
struct RsvgLibrary: @unchecked Sendable {
  typealias NewFromData =
    @convention(c) (
      UnsafePointer<guint8>?, gsize, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> UnsafeMutablePointer<RsvgHandle>?
  typealias IntrinsicSize =
    @convention(c) (
      UnsafeMutablePointer<RsvgHandle>?, UnsafeMutablePointer<gdouble>?,
      UnsafeMutablePointer<gdouble>?
    ) -> gboolean
  typealias RenderDocument =
    @convention(c) (
      UnsafeMutablePointer<RsvgHandle>?, OpaquePointer?, UnsafePointer<RsvgRectangle>?,
      UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> gboolean
  typealias ImageSurfaceCreate = @convention(c) (cairo_format_t, Int32, Int32) -> OpaquePointer?
  typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias Release = @convention(c) (OpaquePointer?) -> Void
  typealias WritePNGStream =
    @convention(c) (OpaquePointer?, cairo_write_func_t?, UnsafeMutableRawPointer?) ->
    cairo_status_t
  typealias StatusToString = @convention(c) (cairo_status_t) -> UnsafePointer<CChar>?
  typealias ErrorFree = @convention(c) (UnsafeMutablePointer<GError>?) -> Void
  typealias ObjectUnref = @convention(c) (gpointer?) -> Void

  let handleNewFromData: NewFromData
  let handleIntrinsicSize: IntrinsicSize
  let handleRenderDocument: RenderDocument
  let imageSurfaceCreate: ImageSurfaceCreate
  let cairoCreate: Create
  let cairoDestroy: Release
  let surfaceDestroy: Release
  let surfaceFlush: Release
  let surfaceWritePNGStream: WritePNGStream
  let statusToString: StatusToString
  let errorFree: ErrorFree
  let objectUnref: ObjectUnref

  /// The library, or why it could not be opened (once per process).
  static let shared: Result<RsvgLibrary, SVGRasterError> = open()

  private static func open() -> Result<RsvgLibrary, SVGRasterError> {
    // librsvg's own dependencies (cairo, GObject, GLib) are searched through its handle.
    guard let library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(.renderFailed("librsvg is not available (\(reason))"))
    }
    func symbol<T>(_ name: String, as type: T.Type) throws(SVGRasterError) -> T {
      guard let address = dlsym(library, name) else {
        throw .renderFailed("librsvg is missing \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    do {
      return .success(
        RsvgLibrary(
          handleNewFromData: try symbol("rsvg_handle_new_from_data", as: NewFromData.self),
          handleIntrinsicSize: try symbol(
            "rsvg_handle_get_intrinsic_size_in_pixels", as: IntrinsicSize.self),
          handleRenderDocument: try symbol(
            "rsvg_handle_render_document", as: RenderDocument.self),
          imageSurfaceCreate: try symbol(
            "cairo_image_surface_create", as: ImageSurfaceCreate.self),
          cairoCreate: try symbol("cairo_create", as: Create.self),
          cairoDestroy: try symbol("cairo_destroy", as: Release.self),
          surfaceDestroy: try symbol("cairo_surface_destroy", as: Release.self),
          surfaceFlush: try symbol("cairo_surface_flush", as: Release.self),
          surfaceWritePNGStream: try symbol(
            "cairo_surface_write_to_png_stream", as: WritePNGStream.self),
          statusToString: try symbol("cairo_status_to_string", as: StatusToString.self),
          errorFree: try symbol("g_error_free", as: ErrorFree.self),
          objectUnref: try symbol("g_object_unref", as: ObjectUnref.self)))
    } catch {
      return .failure(error)
    }
  }
}
