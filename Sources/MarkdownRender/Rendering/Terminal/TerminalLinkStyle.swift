/// How a terminal note shows where its links lead (glow users' `--links`): numbered
/// references under the block, the URL in parentheses after the text, OSC 8 hyperlinks, or
/// the text alone.
public enum TerminalLinkStyle: String, CaseIterable, Sendable {
  /// OSC 8 where the terminal takes it (`TerminalRenderOptions.hyperlinks`), else references.
  case auto
  /// `text[1]`, and `[1]: URL` after the block.
  case refs
  /// `text (URL)`.
  case inline
  /// OSC 8 hyperlinks; without colour (plain text) references, so no URL is lost.
  case osc8
  /// The text alone; the URLs are left out, as asked.
  case none
}
