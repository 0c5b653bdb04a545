import RenderSupport

/// A parsed Mermaid pie chart.
public struct PieChart: Equatable, Sendable {
  /// One slice: its label, its value (finite, not negative) and where it was written.
  public struct Slice: Equatable, Sendable {
    public var label: String
    public var value: Double
    public var position: SourcePosition
  }

  public var title: String?
  /// `showData`: the legend shows each value after its label.
  public var showData = false
  /// Where percentages sit, as a fraction of the radius (Mermaid's `pie.textPosition`).
  public var textPosition = 0.75
  /// The slices in source order (a label written twice keeps its first place, Mermaid's map).
  public var slices: [Slice] = []

  /// The sum of the values.
  public var total: Double { slices.reduce(0) { $0 + $1.value } }
}
