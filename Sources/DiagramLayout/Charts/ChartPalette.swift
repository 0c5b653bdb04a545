/// The colour scale of the chart-like diagrams (pie slices, Gantt sections, timeline
/// sections, XY series, Git branches, mindmap branches), in light and dark.
///
/// Like `DiagramTheme`, each colour is written twice: as a presentation attribute (what
/// librsvg draws) and as a class whose CSS custom property the browser applies, so the `auto`
/// theme switches scale under `prefers-color-scheme: dark`. Text on a scale colour uses the
/// theme's text colour: light fills are pale, dark fills deep, both with WCAG AA contrast.
enum ChartPalette {
  static let light = [
    "#8DA9F0", "#F2B36B", "#8FD19E", "#F09393", "#C4A2E8", "#E3CF63", "#7FCFD4", "#F0A3CF",
    "#B5C98A", "#D9B38C", "#A9B8C9", "#DDA0A0",
  ]
  static let dark = [
    "#2F4F9A", "#8A5A1E", "#2E6E3E", "#8A2E2E", "#5E3E8A", "#6E601A", "#1E6A70", "#8A3A6A",
    "#52652A", "#6E5236", "#46546A", "#703A3A",
  ]

  /// The number of distinct colours; indices wrap around.
  static var count: Int { light.count }

  /// The colour of scale entry `index` in `theme` (auto draws light).
  static func color(_ index: Int, _ theme: DiagramTheme) -> String {
    let scale = theme.name == .dark ? theme.darkScale : theme.lightScale
    return scale[((index % scale.count) + scale.count) % scale.count]
  }

  /// The text colour a diagram set for scale entry `index` (`cScaleLabel3`), nil for the
  /// theme's text colour.
  static func labelColor(_ index: Int, _ theme: DiagramTheme) -> String? {
    let labels = theme.name == .dark ? theme.darkScaleLabels : theme.lightScaleLabels
    return labels[((index % count) + count) % count]
  }

  /// The class of scale entry `index` (`c3`).
  static func fillClass(_ index: Int) -> String { "c\(((index % count) + count) % count)" }

  /// Custom properties `--ir-c0…` on the root, and rules `.c0{fill:…}`/`.s0{stroke:…}`.
  static func css(rootID: String, theme: DiagramTheme) -> DiagramStyleSheet {
    func declarations(_ scale: [String]) -> [StyleDeclaration] {
      scale.enumerated().map { StyleDeclaration("--ir-c\($0.offset)", .literal($0.element)) }
    }
    var sheet = DiagramStyleSheet(rootID: rootID)
    sheet.rootProperties = declarations(theme.name == .dark ? theme.darkScale : theme.lightScale)
    if theme.name == .auto { sheet.darkProperties = declarations(theme.darkScale) }
    for index in 0..<count {
      sheet.rules.append(
        StyleRule(.class("c\(index)"), [StyleDeclaration("fill", .variable("--ir-c\(index)"))]))
      sheet.rules.append(
        StyleRule(.class("s\(index)"), [StyleDeclaration("stroke", .variable("--ir-c\(index)"))]))
    }
    return sheet
  }

}
