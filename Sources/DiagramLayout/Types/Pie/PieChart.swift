import RenderSupport

/// A parsed Mermaid pie chart.
package struct PieChart: Equatable, Sendable {
  /// One slice: its label, its value (finite, not negative) and where it was written.
  package struct Slice: Equatable, Sendable {
    package var label: String
    package var value: Double
    package var position: SourcePosition
  }

  package var title: String?
  /// `showData`: the legend shows each value after its label.
  package var showData = false
  /// Where percentages sit, as a fraction of the radius (Mermaid's `pie.textPosition`).
  package var textPosition = 0.75
  /// The slices in source order (a label written twice keeps its first place, Mermaid's map).
  package var slices: [Slice] = []

  /// The sum of the values.
  package var total: Double { slices.reduce(0) { $0 + $1.value } }
}
