import RenderSupport

/// The label colours a Git graph's theme variables set (Mermaid's `commitLabelColor`,
/// `commitLabelBackground`, `tagLabelColor`, `tagLabelBackground`, `tagLabelBorder` and
/// `gitBranchLabel0`…`gitBranchLabel7`); nil keeps the theme's.
struct GitGraphLook: Equatable, Sendable {
  var commitLabelColor: String?
  var commitLabelBackground: String?
  var tagLabelColor: String?
  var tagLabelBackground: String?
  var tagLabelBorder: String?
  /// The text colour of branch `i`'s label (Mermaid cycles eight).
  var branchLabelColors: [String?] = Array(repeating: nil, count: 8)

  /// The look `settings` asks for; values that are not colours are `warnings`.
  static func read(_ settings: DiagramSettings, warnings: inout [Diagnostic]) -> GitGraphLook {
    var reader = ConfigReader(settings)
    let theme = "config.themeVariables."
    var look = GitGraphLook()
    look.commitLabelColor = reader.color(theme + "commitLabelColor")
    look.commitLabelBackground = reader.color(theme + "commitLabelBackground")
    look.tagLabelColor = reader.color(theme + "tagLabelColor")
    look.tagLabelBackground = reader.color(theme + "tagLabelBackground")
    look.tagLabelBorder = reader.color(theme + "tagLabelBorder")
    for index in look.branchLabelColors.indices {
      look.branchLabelColors[index] = reader.color(theme + "gitBranchLabel\(index)")
    }
    warnings += reader.warnings
    return look
  }

  /// The colour of branch `index`'s label text, when set.
  func branchLabelColor(_ index: Int) -> String? {
    branchLabelColors[index % branchLabelColors.count]
  }

  /// Rules for the configured plate and tag colours, after the theme's own: in a browser a
  /// class rule wins over the attribute librsvg draws, so both must say the same.
  var rules: [String] {
    var rules: [String] = []
    if let commitLabelBackground {
      rules.append(".commit-label-plate{fill:\(commitLabelBackground)}")
    }
    var tag: [String] = []
    if let tagLabelBackground { tag.append("fill:\(tagLabelBackground)") }
    if let tagLabelBorder { tag.append("stroke:\(tagLabelBorder)") }
    if !tag.isEmpty { rules.append(".note-box{\(tag.joined(separator: ";"))}") }
    return rules
  }
}
