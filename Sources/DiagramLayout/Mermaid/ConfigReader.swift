import RenderSupport

/// Reads one diagram type's settings from `DiagramSettings`, checking each value, and says
/// what it could not honour: a value of the wrong kind, and every key under the type's
/// prefixes that the type does not read (Mermaid's `xyChart.titlePadding` where no padding
/// setting is drawn). Each such key becomes a warning at the position it was written, so no
/// setting is ignored silently.
struct ConfigReader {
  let settings: DiagramSettings
  /// What could not be honoured, in the order it was read.
  private(set) var warnings: [Diagnostic] = []
  /// The paths read so far, honoured or not.
  private var read: Set<String> = []

  init(_ settings: DiagramSettings) {
    self.settings = settings
  }

  /// The text of `path`, when set.
  mutating func value(_ path: String) -> String? {
    read.insert(path)
    return settings.value(path)
  }

  /// `true`/`false` at `path`; anything else is a warning.
  mutating func flag(_ path: String) -> Bool? {
    guard let text = value(path) else { return nil }
    guard let flag = settings.flag(path) else {
      warn(path, "expected true or false, found \(DiagramError.quoted(text)); ignored")
      return nil
    }
    return flag
  }

  /// A number at `path`, kept within `range`; not a number is a warning, and so is one
  /// outside the range (it is drawn at the nearest end).
  mutating func number(_ path: String, in range: ClosedRange<Double>) -> Double? {
    guard let text = value(path) else { return nil }
    guard
      let number = settings.number(
        path, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    else {
      warn(path, "expected a number, found \(DiagramError.quoted(text)); ignored")
      return nil
    }
    guard range.contains(number) else {
      let kept = min(max(number, range.lowerBound), range.upperBound)
      warn(
        path,
        "\(ChartNumber.format(number)) is outside \(ChartNumber.format(range.lowerBound))–"
          + "\(ChartNumber.format(range.upperBound)); \(ChartNumber.format(kept)) is used")
      return kept
    }
    return number
  }

  /// A colour at `path` as `#RRGGBB`; anything else is a warning.
  mutating func color(_ path: String) -> String? {
    guard let text = value(path) else { return nil }
    guard let color = ConfiguredTheme.color(text) else {
      warn(path, "expected a colour, found \(DiagramError.quoted(text)); ignored")
      return nil
    }
    return color
  }

  /// A list of colours separated by commas; the entries that are not colours are warnings.
  mutating func colors(_ path: String, limit: Int) -> [String] {
    guard let text = value(path) else { return [] }
    var colors: [String] = []
    for part in text.split(separator: ",").prefix(limit) {
      if let color = ConfiguredTheme.color(String(part)) {
        colors.append(color)
      } else {
        warn(
          path,
          "expected a colour, found \(DiagramError.quoted(String(part).trimmingCharacters())); "
            + "that entry is ignored")
      }
    }
    return colors
  }

  /// Warns about every key under `prefixes` that was set but not read: settings of the type
  /// this library does not draw.
  mutating func warnUnread(under prefixes: [String]) {
    let unread = settings.values.keys.filter { key in
      !read.contains(key) && prefixes.contains { key.hasPrefix($0) }
    }
    for key in unread.sorted(by: {
      position($0) < position($1) || (position($0) == position($1) && $0 < $1)
    }) {
      warn(key, "this setting is not supported; ignored")
    }
  }

  /// A warning about the setting at `path`, named as the source wrote it (`xyChart.width`).
  mutating func warn(_ path: String, _ message: String) {
    let name = path.hasPrefix("config.") ? String(path.dropFirst("config.".count)) : path
    settings.reads.insert([path])
    warnings.append(
      Diagnostic(.warning, "setting '\(name)': \(message)", at: settings.positions[path]))
  }

  private func position(_ path: String) -> SourcePosition {
    settings.positions[path] ?? SourcePosition(line: 0, column: 0)
  }
}
