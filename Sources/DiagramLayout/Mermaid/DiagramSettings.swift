import RenderSupport
import Synchronization

/// The settings a diagram may ask for in frontmatter `config` or an `%%{init}%%` directive.
///
/// Both sources are read into one table of values by dotted path (`config.sequence.wrap`):
/// the frontmatter first, then each directive in order, a later value replacing an earlier
/// one as in Mermaid. Only harmless, look-only settings are read from it; security settings
/// (`securityLevel`, `htmlLabels`, links, scripts) and limits (`maxTextSize`, `maxEdges`) are
/// never read, so nothing in a diagram can relax them.
package struct DiagramSettings: Equatable, Sendable {
  /// The theme the diagram asked for (`dark`, or any other Mermaid theme as light).
  package var theme: DiagramTheme.Name?
  /// Mermaid's `flowchart.inheritDir`: subgraphs without a `direction` take the chart's
  /// instead of the one across their parent's.
  package var subgraphsInheritDirection: Bool?
  /// Mermaid's `flowchart.wrappingWidth`: labels wrap at this many pixels (kept within
  /// 40…2,000, so a diagram cannot ask for one-character columns or unbounded lines).
  package var wrappingWidth: Double?
  /// Config values by dotted key path (`config.pie.textPosition`), for the look-only options
  /// of each type; each type reads the few it knows.
  package var values: [String: String] = [:]
  /// Where each of `values` was written (the key's line and column), for warnings about
  /// settings that are read but cannot be honoured.
  package var positions: [String: SourcePosition] = [:]
  /// The paths a drawing has read (honoured, or warned about as a bad value), so that
  /// `SettingsAudit` can warn about the ones it never looked at.
  let reads = SettingsReads()

  package init(theme: DiagramTheme.Name? = nil, subgraphsInheritDirection: Bool? = nil) {
    self.theme = theme
    self.subgraphsInheritDirection = subgraphsInheritDirection
  }

  /// The settings of a merged value table.
  init(values: [String: String]) {
    self.values = values
    theme = value("config.theme").flatMap(DiagramSettings.themeName)
    if flag("config.themeVariables.darkMode") == true { theme = .dark }
    wrappingWidth = value("config.flowchart.wrappingWidth", "config.wrappingWidth")
      .flatMap(DiagramSettings.width)
    subgraphsInheritDirection = flag("config.flowchart.inheritDir", "config.inheritDir")
  }

  /// A `wrappingWidth` value, clamped; nil when not a number.
  static func width(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return min(max(value, 40), 2000)
  }

  /// Compares the settings, not what has been read of them.
  package static func == (lhs: DiagramSettings, rhs: DiagramSettings) -> Bool {
    lhs.theme == rhs.theme && lhs.subgraphsInheritDirection == rhs.subgraphsInheritDirection
      && lhs.wrappingWidth == rhs.wrappingWidth && lhs.values == rhs.values
      && lhs.positions == rhs.positions
  }

  /// The first of `paths` the config sets.
  func value(_ paths: String...) -> String? {
    value(paths)
  }

  /// The first of `paths` the config sets; every path asked for counts as read.
  func value(_ paths: [String]) -> String? {
    reads.insert(paths)
    for path in paths { if let value = values[path] { return value } }
    return nil
  }

  /// The first of `paths` the config sets, as a Boolean (`true`/`false`).
  func flag(_ paths: String...) -> Bool? {
    reads.insert(paths)
    for path in paths {
      switch values[path]?.lowercased() {
      case "true": return true
      case "false": return false
      default: continue
      }
    }
    return nil
  }

  /// The first of `paths` the config sets as a finite number (`12`, `12.5`, `12px`), kept
  /// within `range`; nil when none does.
  func number(_ paths: String..., in range: ClosedRange<Double>) -> Double? {
    reads.insert(paths)
    for path in paths {
      guard var text = values[path] else { continue }
      if text.hasSuffix("px") { text.removeLast(2) }
      guard text.count <= 12, let number = Double(text.trimmingCharacters()), number.isFinite
      else { continue }
      return min(max(number, range.lowerBound), range.upperBound)
    }
    return nil
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

/// The setting paths a drawing has read, from any of its threads.
final class SettingsReads: Sendable {
  private let paths = Mutex<Set<String>>([])

  /// Marks `read` as read.
  func insert(_ read: [String]) {
    paths.withLock { $0.formUnion(read) }
  }

  /// Whether `path` has been read.
  func contains(_ path: String) -> Bool {
    paths.withLock { $0.contains(path) }
  }
}
