/// The slot of a node with companions beside it (`Companion`): its size for the layered
/// layout and where the host and each companion sit in it, all in the final orientation and
/// relative to the slot's centre.
///
/// Companions on one side stand in a column `gap` from the host's core (its shape and any
/// self-loop room), stacked `gap / 2` apart. Ranks running down, the column is centred on the
/// host; running across, the column sits above the middle of the host's side, where the ends
/// of the edges on that side spread (`EdgeRouter.spreadEnds`, at most 30% of the side from its
/// centre), so the edges leaving toward it pass below it; the connector runs level where
/// both span. Across the ranks the slot grows on
/// both sides alike, so the host stays centred where the layout aligns slots and its
/// straight edges stay straight; along the ranks it grows only where the companions are.
struct CompanionSlot {
  var size: Size
  var hostOffset: Point
  /// The companions' centres, in the order given.
  var offsets: [Point]

  /// Room between the host and a companion: the connector's length.
  static let gap = 24.0

  /// `core` is the host's slot without companions, centred on the origin, with the host's
  /// shape at `hostOffset` (`host` its size); `companions` their sides and sizes.
  static func make(
    core: Size, host: Size, hostOffset: Point, companions: [(side: Companion.Side, size: Size)],
    horizontal: Bool
  ) -> CompanionSlot {
    var boxes: [Rect] = []
    for side in [Companion.Side.left, .right] {
      let column = companions.indices.filter { companions[$0].side == side }
      guard !column.isEmpty else { continue }
      let height =
        column.map { companions[$0].size.height }.reduce(0, +) + gap / 2 * Double(column.count - 1)
      // Ranks across: the column's bottom 4 px above the spread ends, yet 8 px below the
      // host's top, so the connector has a side to run level from.
      let bottom = max(
        hostOffset.y - 0.3 * host.height - 4, hostOffset.y - host.height / 2 + 8)
      var top = horizontal ? bottom - height : hostOffset.y - height / 2
      let inner = side == .left ? -core.width / 2 - gap : core.width / 2 + gap
      for index in column {
        let size = companions[index].size
        let x = side == .left ? inner - size.width : inner
        boxes.append(Rect(x: x, y: top, width: size.width, height: size.height))
        top += size.height + gap / 2
      }
    }
    // `boxes` lists the left column first: put the offsets back in the given order.
    let order =
      companions.indices.filter { companions[$0].side == .left }
      + companions.indices.filter { companions[$0].side == .right }
    var placed = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: companions.count)
    for (box, index) in zip(boxes, order) { placed[index] = box }
    let core = Rect(center: Point(0, 0), width: core.width, height: core.height)
    let all = placed.reduce(core) { $0.union($1) }
    // Symmetric across the ranks (x running down, y across), the union along them.
    let halfX = max(abs(all.minX), abs(all.maxX))
    let halfY = max(abs(all.minY), abs(all.maxY))
    let center = horizontal ? Point(all.center.x, 0) : Point(0, all.center.y)
    let size =
      horizontal
      ? Size(width: all.width, height: 2 * halfY) : Size(width: 2 * halfX, height: all.height)
    return CompanionSlot(
      size: size, hostOffset: hostOffset - center,
      offsets: placed.map { $0.center - center })
  }
}
