import MarkdownRender
import RenderSupport

/// `--links STYLE` (glow's link styles) for every command that writes Markdown to the terminal,
/// and whether that terminal shows OSC 8 hyperlinks: one row and one decision, so `note` and
/// `transcript` read and explain it the same way.
enum LinkOptions {
  /// The option row.
  static let option = OptionSpec(
    "--links", .choice(TerminalLinkStyle.allCases.map(\.rawValue)),
    help: "ansi and text: how links show where they lead (glow's link styles): auto "
      + "(default; OSC 8 hyperlinks where the terminal takes them, else refs), refs (text[1] "
      + "and a list under the block), inline (text (URL)), osc8 (hyperlinks; refs without "
      + "colour) or none (the text alone)")

  /// The style asked for, `auto` when none was.
  static func style(_ parsed: ParsedOptions) throws -> TerminalLinkStyle {
    try parsed.choice("--links", as: TerminalLinkStyle.self) ?? .auto
  }

  /// Whether `auto` links become OSC 8 hyperlinks: the terminal takes them (or
  /// `FORCE_HYPERLINK` says so) and the output goes to it, not to a file or a pipe.
  static func terminalShowsHyperlinks(_ context: CommandContext, toFile: Bool) -> Bool {
    let forced =
      context.environment["FORCE_HYPERLINK"].map { !$0.isEmpty && $0 != "0" } ?? false
    return TerminalCapabilities.detect(environment: context.environment).hyperlinks
      && ((context.stdoutIsTTY && !toFile) || forced)
  }
}
