import Foundation
import RenderSupport

/// Why a theme file could not be loaded.
package enum ThemeLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  case unreadable(path: String)
  /// Not a regular file, or larger than `ThemeLoader.maximumFileBytes`.
  case refused(path: String, reason: String)
  case malformed(path: String, reason: String)
  case includeCycle(path: String)

  package var description: String {
    switch self {
    case .unreadable(let path): return "\(path): cannot read theme"
    case .refused(let path, let reason): return "\(path): cannot read theme: \(reason)"
    case .malformed(let path, let reason): return "\(path): not a theme: \(reason)"
    case .includeCycle(let path): return "\(path): theme includes itself"
    }
  }
}

/// Reads VS Code JSON themes (`tokenColors` or `settings`, `colors`, `include`) and TextMate
/// `.tmTheme` property lists into a `ThemeDefinition`.
///
/// The format comes from the file name, as in vscode-textmate: `.json` is JSON (comments and
/// trailing commas allowed, as VS Code's own parser allows them), anything else a plist.
package enum ThemeLoader {
  /// The largest theme file read (4 MiB; VS Code's own themes are under 100 KB): a theme is
  /// parsed whole into a document tree several times its size.
  package static let maximumFileBytes = 4 << 20

  /// Loads the theme at `path`, following `include` (and a `tokenColors` path) relative to it.
  package static func load(path: String) throws -> ThemeDefinition {
    try load(path: path, visiting: [])
  }

  /// Parses theme `data` as if read from `path`; includes are resolved beside `path`.
  package static func parse(_ data: Data, path: String) throws -> ThemeDefinition {
    try parse(data, path: path, visiting: [path])
  }

  private static func load(path: String, visiting: Set<String>) throws -> ThemeDefinition {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    guard !visiting.contains(standardized) else { throw ThemeLoadError.includeCycle(path: path) }
    let bytes: [UInt8]
    do throws(RegularFileReader.Failure) {
      bytes = try RegularFileReader.read(path, limit: maximumFileBytes)
    } catch .cannotOpen {
      throw ThemeLoadError.unreadable(path: path)
    } catch {
      throw ThemeLoadError.refused(path: path, reason: error.reason)
    }
    return try parse(Data(bytes), path: path, visiting: visiting.union([standardized]))
  }

  private static func parse(_ data: Data, path: String, visiting: Set<String>) throws
    -> ThemeDefinition
  {
    let root = try document(from: data, path: path)
    guard root.objectValue != nil else {
      throw ThemeLoadError.malformed(path: path, reason: "the top level is not an object")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    var settings: [ThemeSetting] = []
    var isDark: Bool?
    var editorForeground: String?
    var editorBackground: String?
    // Included entries come first, so the including theme's own rules win ties.
    if let include = root["include"]?.stringValue {
      let included = try load(
        path: directory.appendingPathComponent(include).path, visiting: visiting)
      settings = included.settings
      isDark = included.isDark
      editorForeground = included.editorForeground
      editorBackground = included.editorBackground
    }
    if let type = root["type"]?.stringValue {
      isDark = type.lowercased().contains("dark") || type.lowercased() == "hc"
    }
    if let colors = root["colors"], colors.objectValue != nil {
      editorForeground =
        ThemeSetting.validColor(colors["editor.foreground"]?.stringValue) ?? editorForeground
      editorBackground =
        ThemeSetting.validColor(colors["editor.background"]?.stringValue) ?? editorBackground
    }
    if let entries = root["tokenColors"]?.arrayValue {
      settings += entries.compactMap(setting(from:))
    } else if let tokenColorsPath = root["tokenColors"]?.stringValue {
      settings += try load(
        path: directory.appendingPathComponent(tokenColorsPath).path, visiting: visiting
      ).settings
    }
    if let entries = root["settings"]?.arrayValue {
      settings += entries.compactMap(setting(from:))
    }
    let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return ThemeDefinition(
      name: root["name"]?.stringValue ?? fallbackName, isDark: isDark, settings: settings,
      editorForeground: editorForeground, editorBackground: editorBackground)
  }

  /// The theme file as a document: JSON (comments and trailing commas stripped first) through
  /// the project's JSON parser, anything else as a property list, as grammars are read.
  private static func document(from data: Data, path: String) throws -> JSONValue {
    if path.lowercased().hasSuffix(".json") {
      do throws(JSONParseError) {
        return try JSONValue.parseSkippingByteOrderMark([UInt8](JSONCStripper.strip(data)))
      } catch {
        throw ThemeLoadError.malformed(
          path: path, reason: "\(error.message) at byte \(error.offset)")
      }
    }
    do {
      return GrammarLoader.value(
        fromPropertyList: try PropertyListSerialization.propertyList(from: data, format: nil))
    } catch {
      throw ThemeLoadError.malformed(path: path, reason: "\(error.localizedDescription)")
    }
  }

  /// One `{scope, settings}` entry; entries without a `settings` object are skipped, like
  /// vscode-textmate's `parseTheme`.
  static func setting(from entry: JSONValue) -> ThemeSetting? {
    guard let values = entry["settings"], values.objectValue != nil else { return nil }
    var selectors: [String]?
    if let scope = entry["scope"]?.stringValue {
      // Leading and trailing commas are dropped before splitting, as upstream does.
      var trimmed = Substring(scope)
      while trimmed.first == "," { trimmed = trimmed.dropFirst() }
      while trimmed.last == "," { trimmed = trimmed.dropLast() }
      selectors = trimmed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    } else if let scopes = entry["scope"]?.arrayValue {
      selectors = scopes.compactMap(\.stringValue)
    }
    return ThemeSetting(
      selectors: selectors,
      foreground: ThemeSetting.validColor(values["foreground"]?.stringValue),
      background: ThemeSetting.validColor(values["background"]?.stringValue),
      fontStyle: values["fontStyle"]?.stringValue.map(FontStyle.init(parsing:)))
  }
}
