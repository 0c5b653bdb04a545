import RenderSupport

/// What a quadrant chart's settings ask for: the plot's size (Mermaid's
/// `quadrantChart.chartWidth`/`chartHeight`) and the text and point colours of its theme
/// variables (`quadrant1TextFill`…`quadrant4TextFill`, `quadrantPointFill`,
/// `quadrantPointTextFill`, `quadrantTitleFill`, `quadrantXAxisTextFill`,
/// `quadrantYAxisTextFill`); nil keeps the theme's.
struct QuadrantLook: Equatable, Sendable {
  var width = 500.0
  var height = 500.0
  var quadrantTextColors: [String?] = [nil, nil, nil, nil]
  var pointColor: String?
  var pointTextColor: String?
  var titleColor: String?
  var xAxisTextColor: String?
  var yAxisTextColor: String?

  /// The look `settings` asks for; values of the wrong kind are `warnings`.
  static func read(_ settings: DiagramSettings, warnings: inout [Diagnostic]) -> QuadrantLook {
    var reader = ConfigReader(settings)
    var look = QuadrantLook()
    look.width = reader.number("config.quadrantChart.chartWidth", in: 100...4000) ?? look.width
    look.height = reader.number("config.quadrantChart.chartHeight", in: 100...4000) ?? look.height
    let theme = "config.themeVariables."
    for index in 0..<4 {
      look.quadrantTextColors[index] = reader.color(theme + "quadrant\(index + 1)TextFill")
    }
    look.pointColor = reader.color(theme + "quadrantPointFill")
    look.pointTextColor = reader.color(theme + "quadrantPointTextFill")
    look.titleColor = reader.color(theme + "quadrantTitleFill")
    look.xAxisTextColor = reader.color(theme + "quadrantXAxisTextFill")
    look.yAxisTextColor = reader.color(theme + "quadrantYAxisTextFill")
    warnings += reader.warnings
    return look
  }
}
