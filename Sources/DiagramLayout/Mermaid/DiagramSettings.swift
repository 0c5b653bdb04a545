/// The settings a diagram may ask for in frontmatter `config` or an `%%{init}%%` directive.
///
/// Only harmless, look-only settings are kept; security settings (`securityLevel`,
/// `htmlLabels`, links, scripts) and limits are read past and never change behaviour.
public struct DiagramSettings: Equatable, Sendable {
  /// The theme the diagram asked for (`dark`, or any other Mermaid theme as light).
  public var theme: DiagramTheme.Name?
  /// Mermaid's `flowchart.inheritDir`: subgraphs without a `direction` take the chart's
  /// instead of the one across their parent's.
  public var subgraphsInheritDirection: Bool?
  /// Mermaid's `flowchart.wrappingWidth`: labels wrap at this many pixels (kept within
  /// 40…2,000, so a diagram cannot ask for one-character columns or unbounded lines).
  public var wrappingWidth: Double?

  public init(theme: DiagramTheme.Name? = nil, subgraphsInheritDirection: Bool? = nil) {
    self.theme = theme
    self.subgraphsInheritDirection = subgraphsInheritDirection
  }

  mutating func merge(_ other: DiagramSettings) {
    if let theme = other.theme { self.theme = theme }
    if let inherit = other.subgraphsInheritDirection { subgraphsInheritDirection = inherit }
    if let width = other.wrappingWidth { wrappingWidth = width }
  }

  /// A `wrappingWidth` value, clamped; nil when not a number.
  static func width(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return min(max(value, 40), 2000)
  }

  /// Mermaid theme names: `dark` is dark, `default`, `neutral`, `forest` and `base` are light.
  static func themeName(_ word: String) -> DiagramTheme.Name? {
    switch word.lowercased() {
    case "dark": return .dark
    case "default", "neutral", "forest", "base", "light": return .light
    default: return nil
    }
  }
}
