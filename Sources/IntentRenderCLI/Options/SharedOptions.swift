import Highlight
import RenderSupport

/// The options several subcommands share, declared once so they are spelled, checked and
/// explained the same everywhere they apply.
public enum SharedOptions {
  /// `-o/--output FILE`: every subcommand that writes output has it.
  public static let output = OptionSpec(
    "--output", short: "-o", .file,
    help: "write to FILE atomically (a temporary file renamed into place, never a partial "
      + "file) instead of standard output; '-' is standard output")

  /// `--width N`: terminal layouts.
  public static func width(_ range: ClosedRange<Int> = 20...1000, extra: String = "")
    -> OptionSpec
  {
    OptionSpec(
      "--width", short: "-w", .number(range),
      help: "lay terminal output out in N cells (default: the terminal's width; with --color "
        + "always into a pipe the controlling terminal's; else $COLUMNS, else 80)" + extra)
  }

  /// `--color WHEN`.
  public static let color = OptionSpec(
    "--color", .choice(ColorChoice.allCases.map(\.rawValue)), placeholder: "WHEN",
    help: "auto (default: colour on a terminal), always or never; auto honours NO_COLOR, "
      + "CLICOLOR_FORCE/FORCE_COLOR, COLORTERM and TERM=dumb")

  /// `--theme THEME` where a theme file may colour the code.
  public static func theme(_ help: String) -> OptionSpec {
    OptionSpec(
      "--theme", short: "-s", .theme(ThemeNames.builtins + ThemeNames.shipped),
      help: "light, dark, a shipped theme ("
        + ThemeNames.shipped.concatenated(separator: ", ")
        + "), a theme file (VS Code .json or .tmTheme, a regular file of at most "
        + "\(ThemeLoader.maximumFileBytes >> 20) MiB) or the name of one in the "
        + "themes directory (see --list-themes); default: $INTENT_RENDER_THEME, else " + help)
  }

  /// `--theme THEME` for prose and code: light or dark choose the palette; a shipped theme or
  /// a theme file colours the code and its darkness chooses the palette.
  public static func palette(_ help: String) -> OptionSpec {
    OptionSpec(
      "--theme", short: "-s", .theme(ThemeNames.builtins + ThemeNames.shipped),
      help: "light, dark, a shipped theme ("
        + ThemeNames.shipped.concatenated(separator: ", ") + ") or a theme file, which "
        + "colours the code and whose darkness picks the palette; default: "
        + "$INTENT_RENDER_THEME, else " + help)
  }

  /// `--standalone`: HTML as a whole page.
  public static let standalone = OptionSpec(
    "--standalone", .flag,
    help: "HTML: a complete page (CSS for light and dark schemes, a Content-Security-Policy "
      + "that allows no script) instead of a fragment")

  /// `--paging WHEN`: terminal output through the pager.
  public static let paging = OptionSpec(
    "--paging", .choice(PagingChoice.allCases.map(\.rawValue)), placeholder: "WHEN",
    help: "auto (default: page through $INTENT_RENDER_PAGER, else $PAGER, else less -RFX when "
      + "the output is taller than the terminal), always (whatever its height) or never; "
      + "output into a pipe or file is never paged")

  /// `-p/--plain`: bat's `-pp`, for every command that pages.
  public static func plain(_ extra: String = "") -> OptionSpec {
    OptionSpec("--plain", short: "-p", .flag, help: "never page (--paging never)" + extra)
  }

  /// `--format F` with the formats of one subcommand.
  public static func format(_ formats: [String], _ help: String) -> OptionSpec {
    OptionSpec("--format", .choice(formats), placeholder: "FORMAT", help: help)
  }
}
