extension DiagramType {
  /// Tree views (`treeView-beta`): a directory-like listing.
  public static let treeView = DiagramType(registered: "treeView")
}

extension DiagramTypeDefinition {
  /// The tree view type: parsed, laid out and drawn as SVG.
  static let treeView = DiagramTypeDefinition(
    .treeView, keywords: ["treeView-beta", "treeView"], proseName: "tree view",
    examplesFolder: nil, limitedItems: "rows",
    render: { source, context throws(DiagramError) in
      try TreeViewRenderer.render(source, context: context)
    },
    check: { source throws(DiagramError) in _ = try TreeViewParser.parse(source) }
  )
}
