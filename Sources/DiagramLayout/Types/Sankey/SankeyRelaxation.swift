import Foundation

/// d3-sankey's vertical relaxation: a few sweeps right then left, each moving every node
/// towards the value-weighted mean centre of the nodes it exchanges with (by `alpha`, which
/// shrinks each sweep), then resolving collisions in its column: pushed down to keep
/// `padding` gaps, then back up from the bottom if the column overflows.
///
/// Pre: `y` holds each node's top, stacked per column. Post: nodes of a column keep their
/// order's gaps and lie within `0…height`.
struct SankeyRelaxation {
  let diagram: SankeyDiagram
  let members: [[Int]]
  let heights: [Double]
  let padding: Double
  let height: Double
  /// d3-sankey's default `iterations`.
  static let iterations = 6

  func relax(_ y: inout [Double], outgoing: [[Int]], incoming: [[Int]]) {
    for iteration in 0..<Self.iterations {
      let alpha = pow(0.99, Double(iteration))
      for column in members.indices.dropFirst() {
        for node in members[column] {
          move(
            node, towards: incoming[node].map { diagram.links[$0].source }, via: incoming[node],
            alpha, &y)
        }
        resolve(members[column], &y)
      }
      for column in members.indices.reversed().dropFirst() {
        for node in members[column] {
          move(
            node, towards: outgoing[node].map { diagram.links[$0].target }, via: outgoing[node],
            alpha, &y)
        }
        resolve(members[column], &y)
      }
    }
  }

  /// Moves `node` part of the way to the weighted mean centre of `others`.
  private func move(
    _ node: Int, towards others: [Int], via links: [Int], _ alpha: Double, _ y: inout [Double]
  ) {
    var weighted = 0.0
    var total = 0.0
    for (other, link) in zip(others, links) {
      let value = diagram.links[link].value
      weighted += (y[other] + heights[other] / 2) * value
      total += value
    }
    guard total > 0 else { return }
    let target = weighted / total - heights[node] / 2
    y[node] += (target - y[node]) * alpha
  }

  /// Keeps the column's nodes in order of their tops, `padding` apart, inside the plot.
  private func resolve(_ column: [Int], _ y: inout [Double]) {
    let order = column.enumerated().sorted {
      (y[$0.element], $0.offset) < (y[$1.element], $1.offset)
    }
    .map(\.element)
    var bottom = 0.0
    for node in order {
      y[node] = max(y[node], bottom)
      bottom = y[node] + heights[node] + padding
    }
    var top = height
    for node in order.reversed() {
      y[node] = min(y[node], top - heights[node])
      top = y[node] - padding
    }
    // A column too full to move up stays stacked from the top.
    if let first = order.first, y[first] < 0 {
      var bottom = 0.0
      for node in order {
        y[node] = bottom
        bottom += heights[node] + padding
      }
    }
  }
}
