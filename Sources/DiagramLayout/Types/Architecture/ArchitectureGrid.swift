/// Puts the members of one container (the diagram, or a group) on integer grid cells from the
/// sides their edges name, as Mermaid's architecture layout constrains them: an edge leaving
/// `a` on its right and reaching `b` on its left puts `b` one cell right of `a`; a corner edge
/// (`a:R -- T:b`) one cell right and one down. Members are placed breadth first from the
/// first declared; a taken cell pushes a member further the same way; members no edge
/// reaches start a new column group to the right.
enum ArchitectureGrid {
  /// A member of a container: a node, or a group inside it.
  enum Unit: Hashable {
    case node(Int)
    case group(Int)
  }

  /// The cell of each unit.
  static func cells(
    units: [Unit], links: [(from: Unit, to: Unit, step: (dx: Int, dy: Int))]
  ) -> [Unit: (x: Int, y: Int)] {
    var neighbours: [Unit: [(Unit, (dx: Int, dy: Int))]] = [:]
    for link in links {
      neighbours[link.from, default: []].append((link.to, link.step))
      neighbours[link.to, default: []].append((link.from, (-link.step.dx, -link.step.dy)))
    }
    var cells: [Unit: (x: Int, y: Int)] = [:]
    var taken: Set<Int64> = []
    func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(y))) }
    var nextColumn = 0
    for start in units where cells[start] == nil {
      var origin = (x: nextColumn, y: 0)
      while taken.contains(key(origin.x, origin.y)) { origin.x += 1 }
      cells[start] = origin
      taken.insert(key(origin.x, origin.y))
      var queue = [start]
      var head = 0
      while head < queue.count {
        let unit = queue[head]
        head += 1
        guard let here = cells[unit] else { continue }
        for (next, step) in neighbours[unit] ?? [] where cells[next] == nil {
          var cell = (x: here.x + step.dx, y: here.y + step.dy)
          // A taken cell: go on the same way (every step moves: a zero step is never made).
          while taken.contains(key(cell.x, cell.y)) {
            cell = (cell.x + step.dx, cell.y + step.dy)
          }
          cells[next] = cell
          taken.insert(key(cell.x, cell.y))
          queue.append(next)
        }
      }
      nextColumn = (cells.values.map(\.x).max() ?? 0) + 1
    }
    return cells
  }

  /// The grid step from an edge's first end to its second: out of the first end's side, and
  /// against the second's (`R -- L` is one step right); a pair that cancels (`L -- L`) steps
  /// out of the first side.
  static func step(_ from: ArchitectureDiagram.Side, _ to: ArchitectureDiagram.Side) -> (
    dx: Int, dy: Int
  ) {
    let a = from.step
    let b = to.step
    let dx = (a.dx - b.dx).signum()
    let dy = (a.dy - b.dy).signum()
    return dx == 0 && dy == 0 ? a : (dx, dy)
  }
}
