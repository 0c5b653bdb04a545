import Foundation
import Highlight
import RenderSupport

/// A theme file (VS Code JSON when it opens with `{`, else a `.tmTheme` plist) loaded, resolved
/// and used to paint a highlighted sample in every writer.
enum FuzzTheme {
  /// An empty folder to resolve `include`s against, so a relative include finds nothing.
  static let folder: String = {
    let path = NSTemporaryDirectory() + "intent-render-fuzz-theme-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  static let sample = """
    import Foundation
    /// Doc comment
    let value: [String: Int] = ["a": 1, "b": 0x2]  // trailing
    func greet(_ name: String) -> String { return "Hello, \\(name)!" }
    """

  static func run(_ input: FuzzInput) {
    let name = input.looksLikeJSON ? "theme.json" : "theme.tmTheme"
    guard
      let definition = try? ThemeLoader.parse(Data(input.bytes), path: folder + "/" + name)
    else { return }
    let theme = Theme(definition)
    let result = FuzzDiff.highlighter.highlight(
      code: sample, language: "swift", theme: theme, alternateTheme: ThemeCatalog.dark,
      limits: HighlightLimits(timeLimit: 1))
    _ = TokenRunJSONWriter.write(result)
    _ = HTMLHighlightWriter.write(result)
    _ = ANSIHighlightWriter.write(result, options: ANSIHighlightOptions(level: .truecolor))
    _ = ANSIHighlightWriter.write(result, options: ANSIHighlightOptions(level: .ansi16))
  }
}
