import Foundation
import Highlight

/// One stylesheet for all highlighted blocks of a two-theme HTML page, written in pieces: each
/// (light, dark) style pair gets one class for the whole page, numbered in first-use order, and
/// a block is preceded by a `<style>` with only the rules it introduces (none once the page has
/// seen its colours). Per-block stylesheets would repeat the same rules thousands of times in a
/// long note.
///
/// Numbering follows the order blocks are written in, so blocks must be written in page order
/// (one sequential writer, as `note` has) for the page to be the same on every run.
final class HighlightStyleTable: @unchecked Sendable {
  private struct Pair: Hashable {
    var light: TokenStyle
    var dark: TokenStyle
  }

  private let lock = NSLock()
  private var classes: [Pair: String] = [:]
  private var wroteRoot = false
  private let lightTheme: Theme
  private let darkTheme: Theme

  init(light: Theme, dark: Theme) {
    lightTheme = light
    darkTheme = dark
  }

  /// Runs `body` (a draft of a streamed note's open rest), then forgets the classes it
  /// declared: the final render declares them where they are first used for good.
  func drafting<T>(_ body: () -> T) -> T {
    let saved = lock.withLock { (classes, wroteRoot) }
    defer { lock.withLock { (classes, wroteRoot) = saved } }
    return body()
  }

  /// The HTML of a source highlighted for both themes: a `<style>` with the rules it adds, if
  /// any, then the `<pre>`.
  func html(for source: HighlightedSource) -> String {
    lock.withLock {
      var light = ""
      var dark = ""
      if !wroteRoot {
        wroteRoot = true
        (light, dark) = HTMLHighlightWriter.rootRules(lightTheme: lightTheme, darkTheme: darkTheme)
      }
      let plainLight = lightTheme.defaultStyle
      let plainDark = darkTheme.defaultStyle
      let markup = HTMLHighlightWriter.markup(source) { lightStyle, darkStyle in
        if lightStyle == plainLight && darkStyle == plainDark { return nil }
        let pair = Pair(light: lightStyle, dark: darkStyle)
        if let name = classes[pair] { return name }
        let name = "\(HTMLHighlightWriter.rootClass)-p\(classes.count)"
        classes[pair] = name
        let rules = HTMLHighlightWriter.rules(
          forClass: name, light: lightStyle, dark: darkStyle, lightTheme: lightTheme,
          darkTheme: darkTheme)
        light += rules.light
        dark += rules.dark
        return name
      }
      guard !light.isEmpty else { return markup }
      return "<style>\n\(light)@media (prefers-color-scheme: dark){\n\(dark)}\n</style>\n" + markup
    }
  }
}
