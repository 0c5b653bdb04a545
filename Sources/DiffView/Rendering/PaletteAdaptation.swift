import RenderSupport

/// The diff's colours fitted to terminals with fewer colours.
///
/// 256 colours: the tinted backgrounds of the themes are dark or pale and nearly grey, so the
/// nearest palette entry is the same grey for added and removed lines; they are replaced by
/// the cube's own reds and greens (52/22 and 88/28 on dark, 224/194 and 217/157 on light, the
/// entries delta and git's `diff-highlight` setups use), which stay readable under the theme's
/// foreground. 16 colours: red and green mean removed and added, so a syntax colour that would
/// come out red or green (keywords, strings) is drawn magenta or cyan instead.
enum PaletteAdaptation {
  /// `theme` for `level`: unchanged except at 256 colours.
  static func theme(_ theme: DiffTheme, for level: ColorLevel) -> DiffTheme {
    guard level == .ansi256 else { return theme }
    var fitted = theme
    func cube(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBColor {
      RGBColor(red: red, green: green, blue: blue)
    }
    if theme.isDark {
      fitted.removedBackground = cube(95, 0, 0)
      fitted.addedBackground = cube(0, 95, 0)
      fitted.removedEmphasis = cube(135, 0, 0)
      fitted.addedEmphasis = cube(0, 135, 0)
    } else {
      fitted.removedBackground = cube(255, 215, 215)
      fitted.addedBackground = cube(215, 255, 215)
      fitted.removedEmphasis = cube(255, 175, 175)
      fitted.addedEmphasis = cube(175, 255, 175)
    }
    return fitted
  }

  /// Syntax runs for a 16-colour terminal: red becomes magenta, green cyan (bright variants
  /// kept bright).
  static func basicRuns(_ runs: [SyntaxRun]) -> [SyntaxRun] {
    runs.map { run in
      guard let color = run.style.foreground else { return run }
      let replacement: Int
      switch ANSIPalette.nearest16(color) {
      case 1: replacement = 5
      case 9: replacement = 13
      case 2: replacement = 6
      case 10: replacement = 14
      default: return run
      }
      var changed = run
      changed.style.foreground = ANSIPalette.basic[replacement]
      return changed
    }
  }
}
