/// What the Markdown parser accepts: which GFM extensions, and cmark-gfm's parse options.
public struct MarkdownParseOptions: Equatable, Sendable {
  /// A GitHub Flavored Markdown extension of cmark-gfm.
  public enum Extension: String, CaseIterable, Hashable, Sendable {
    case table
    case strikethrough
    case autolink
    /// Filters a few raw HTML tags (`<script>`, `<iframe>`, …); applied when rendering HTML.
    case tagfilter
    case tasklist
    case footnotes
  }

  /// Extensions to enable; all six by default (GitHub's behaviour).
  public var extensions: Set<Extension>
  /// Curly quotes, en and em dashes and ellipses (cmark-gfm `--smart`).
  public var smartPunctuation: Bool
  /// Every soft line break becomes a hard break (cmark-gfm `--hardbreaks`).
  public var hardBreaks: Bool
  /// Keep each block's source range (`data-sourcepos` in HTML).
  public var sourcePositions: Bool
  /// Turn top-level block quotes that start with `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
  /// `[!WARNING]` or `[!CAUTION]` into alerts, as github.com does (not a cmark-gfm feature: off
  /// for the reference output).
  public var alerts: Bool
  /// Read YAML front matter (`---` on the first line, up to a `---` or `...` line) into
  /// `MarkdownDocument.frontMatter` instead of parsing it as Markdown. Off by default: only a
  /// whole note has a top; a message of a conversation does not.
  public var frontMatter: Bool
  /// Turn GitHub's `:shortcode:` names in text into emoji (`:tada:` → 🎉), as github.com and
  /// glow show a note; never inside code. Off by default: a reference parse keeps the text.
  public var emojiShortcodes: Bool

  public init(
    extensions: Set<Extension> = Set(Extension.allCases), smartPunctuation: Bool = false,
    hardBreaks: Bool = false, sourcePositions: Bool = false, alerts: Bool = true,
    frontMatter: Bool = false, emojiShortcodes: Bool = false
  ) {
    self.extensions = extensions
    self.smartPunctuation = smartPunctuation
    self.hardBreaks = hardBreaks
    self.sourcePositions = sourcePositions
    self.alerts = alerts
    self.frontMatter = frontMatter
    self.emojiShortcodes = emojiShortcodes
  }

  /// All GFM extensions, nothing else.
  public static let gfm = MarkdownParseOptions()
  /// Plain CommonMark: no extensions, no alerts.
  public static let commonMark = MarkdownParseOptions(extensions: [], alerts: false)
  /// A whole note as GitHub shows it: GFM, alerts, front matter and emoji shortcodes.
  public static let note = MarkdownParseOptions(frontMatter: true, emojiShortcodes: true)
}
