/// How far an end text must slide along a line to clear every obstacle.
enum EndTextSlide {
  /// The least slide `t` in `0...limit` that puts a box of `size` centred at
  /// `start + direction * t` clear of every obstacle (`Rect.intersects` with 0.5 px of
  /// tolerance), or nil when every slide up to `limit` covers one. `direction` is a unit
  /// vector. Each obstacle blocks one open stretch of slides: where the box overlaps it both
  /// across and down.
  static func least(
    from start: Point, toward direction: Point, size: Size, limit: Double, obstacles: [Rect]
  ) -> Double? {
    var blocked: [(from: Double, to: Double)] = []
    for obstacle in obstacles {
      guard
        let across = stretch(
          start.x, direction.x, obstacle.center.x, (size.width + obstacle.width) / 2 - 0.5),
        let down = stretch(
          start.y, direction.y, obstacle.center.y, (size.height + obstacle.height) / 2 - 0.5)
      else { continue }
      let from = max(across.from, down.from)
      let to = min(across.to, down.to)
      if from < to, to > 0, from < limit { blocked.append((from, to)) }
    }
    blocked.sort { $0.from < $1.from }
    // A hair past each blocked stretch, which is open: exactly at its end the overlap equals
    // the tolerance and counts as clear, but only up to rounding.
    var slide = 0.0
    for stretch in blocked where stretch.from < slide + 1e-9 && stretch.to > slide {
      slide = stretch.to + 0.01
    }
    return slide <= limit ? slide : nil
  }

  /// The slides `t` for which `|position + step * t - center| < reach`, an open stretch,
  /// unbounded when the box does not move on this axis and overlaps already; nil when
  /// no slide overlaps.
  private static func stretch(
    _ position: Double, _ step: Double, _ center: Double, _ reach: Double
  ) -> (from: Double, to: Double)? {
    guard reach > 0 else { return nil }
    if abs(step) < 1e-12 {
      return abs(position - center) < reach ? (-Double.infinity, Double.infinity) : nil
    }
    let a = (center - reach - position) / step
    let b = (center + reach - position) / step
    return (min(a, b), max(a, b))
  }
}
