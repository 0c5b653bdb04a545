/// A quick outside test for the clipping of edge ends (`EdgeRouter.crossing`).
extension EdgeRouter {
  /// The box around an outline, to answer `Polygon.contains` at once for the points of a
  /// walk that lie clearly outside it (most of them: the walk starts at the far end).
  ///
  /// The answer is the same: above or below the box no side straddles the point's height;
  /// left or right of it, by a margin far beyond the rounding of a side's crossing, either
  /// no crossing lies right of the point or every one does, and a closed outline has an even
  /// number of sides straddling any height.
  struct OutlineBox {
    var minX = Double.infinity
    var maxX = -Double.infinity
    var minY = Double.infinity
    var maxY = -Double.infinity
    var margin = 0.0
    /// False when a corner is not finite: every point then takes the full test.
    var isUsable = true

    init(_ polygon: Polygon) {
      for point in polygon.points {
        guard point.x.isFinite, point.y.isFinite else {
          isUsable = false
          return
        }
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
      margin = 1e-6 * (abs(minX) + abs(maxX) + 1)
    }

    /// `polygon.contains(point)`, skipping the test for points clearly outside the box.
    func contains(_ point: Point, _ polygon: Polygon) -> Bool {
      if isUsable,
        point.y < minY || point.y > maxY || point.x < minX - margin || point.x > maxX + margin
      {
        return false
      }
      return polygon.contains(point)
    }
  }
}
