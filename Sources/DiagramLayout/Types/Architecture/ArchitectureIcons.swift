/// The icons Mermaid's architecture diagrams know without an icon pack (`cloud`, `database`,
/// `disk`, `internet`, `server`), drawn as strokes on the icon box; any other name (an
/// iconify pack's `logos:aws-s3`, which needs a download) is drawn as Mermaid draws an
/// unknown icon: a question mark.
enum ArchitectureIcons {
  /// The strokes of `name` in a box of `size` at `box`, nil when the name is not built in.
  static func strokes(_ name: String, in box: Rect) -> String? {
    let c = box.center
    let s = box.width / 60
    func p(_ x: Double, _ y: Double) -> Point { Point(c.x + x * s, c.y + y * s) }
    var path = PathBuilder()
    switch name {
    case "database":
      path.move(to: p(-15, -12))
      path.arc(to: p(15, -12), rx: 15 * s, ry: 5 * s)
      path.arc(to: p(-15, -12), rx: 15 * s, ry: 5 * s)
      path.line(to: p(-15, 12))
      path.arc(to: p(15, 12), rx: 15 * s, ry: 5 * s, sweep: false)
      path.line(to: p(15, -12))
      path.move(to: p(-15, 0))
      path.arc(to: p(15, 0), rx: 15 * s, ry: 5 * s, sweep: false)
    case "disk":
      path = PathBuilder(polygon: [p(-14, -19), p(14, -19), p(14, 19), p(-14, 19)])
      circle(&path, p(0, -3), 9 * s)
      circle(&path, p(0, -3), 2 * s)
      path.move(to: p(-2, 4))
      path.line(to: p(-7, 13))
    case "server":
      for top in [-18.0, -6, 6] {
        path.move(to: p(-17, top))
        path.line(to: p(17, top))
        path.line(to: p(17, top + 11))
        path.line(to: p(-17, top + 11))
        path.close()
        path.move(to: p(4, top + 5.5))
        path.line(to: p(12, top + 5.5))
      }
    case "internet":
      circle(&path, p(0, 0), 17 * s)
      path.move(to: p(0, -17))
      path.arc(to: p(0, 17), rx: 8 * s, ry: 17 * s)
      path.arc(to: p(0, -17), rx: 8 * s, ry: 17 * s)
      path.move(to: p(-17, 0))
      path.line(to: p(17, 0))
      path.move(to: p(0, -17))
      path.line(to: p(0, 17))
    case "cloud":
      path.move(to: p(-16, 9))
      path.arc(to: p(-12, -4), rx: 7 * s, ry: 7 * s)
      path.arc(to: p(6, -8), rx: 10 * s, ry: 10 * s)
      path.arc(to: p(16, 9), rx: 9 * s, ry: 9 * s)
      path.close()
    default:
      return nil
    }
    return path.data
  }

  static func circle(_ path: inout PathBuilder, _ center: Point, _ radius: Double) {
    path.move(to: Point(center.x - radius, center.y))
    path.arc(to: Point(center.x + radius, center.y), rx: radius, ry: radius)
    path.arc(to: Point(center.x - radius, center.y), rx: radius, ry: radius)
  }
}
