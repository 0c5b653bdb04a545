/// Puts the groups of a Venn diagram (sets no union joins) beside each other. Up to four
/// groups sit as venn.js puts them: the largest first, the second to its right, the third
/// below it and the fourth diagonally, each centred on the first where it is smaller and a
/// fiftieth of the first's width apart. More groups fill rows from the largest on, so a
/// diagram of many separate sets stays readable.
enum VennPacking {
  static let minimumGap = 12.0
  static let rowGap = 40.0

  /// The groups moved into place, in the order given.
  static func pack(_ groups: [[VennLayout.Circle]], rowWidth: Double) -> [[VennLayout.Circle]] {
    let boxes = groups.map { VennLayout.box($0) }
    // Largest box first; equal ones in the order written.
    let order = groups.indices.sorted {
      let (a, b) = (boxes[$0].width * boxes[$0].height, boxes[$1].width * boxes[$1].height)
      return a != b ? a > b : $0 < $1
    }
    var offsets = [Point](repeating: Point(0, 0), count: groups.count)
    if groups.count <= 4 {
      let first = boxes[order[0]]
      let gap = max(first.width / 50, minimumGap)
      for (rank, index) in order.enumerated().dropFirst() {
        let box = boxes[index]
        let right = rank != 2
        let below = rank >= 2
        let dx =
          right
          ? first.maxX - box.minX + gap
          : first.maxX - box.maxX + min(0, (box.width - first.width) / 2)
        let dy =
          below
          ? first.maxY - box.minY + gap
          : first.maxY - box.maxY + min(0, (box.height - first.height) / 2)
        offsets[index] = Point(dx, dy)
      }
    } else {
      var cursor = Point(0, 0)
      var rowHeight = 0.0
      for index in order {
        let box = boxes[index]
        if cursor.x > 0, cursor.x + box.width > rowWidth {
          cursor = Point(0, cursor.y + rowHeight + rowGap)
          rowHeight = 0
        }
        offsets[index] = Point(cursor.x - box.x, cursor.y - box.y)
        cursor.x += box.width + rowGap
        rowHeight = max(rowHeight, box.height)
      }
    }
    return groups.indices.map { g in
      groups[g].map { VennLayout.Circle(center: $0.center + offsets[g], radius: $0.radius) }
    }
  }
}
