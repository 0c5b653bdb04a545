import DiagramLayout
import Highlight
import MarkdownRender

/// Where syntax highlighting and Mermaid diagrams plug into Markdown output, for `note` and
/// `transcript` alike: MarkdownRender knows neither Highlight nor DiagramLayout, the jobs wire
/// them in here.
///
/// Every renderer made here shares one `SharedHighlighter`, so grammars compile once per run;
/// the renderers of one document share one `HighlightBudget`.
public struct CodeRenderers: Sendable {
  /// The colours of HTML output: one theme written as inline styles, or both (classes and a
  /// stylesheet switched by `prefers-color-scheme`).
  public enum HTMLTheme: String, Sendable {
    case light, dark, auto
  }

  /// `nil` when highlighting is off (`--no-highlight`): code stays plain, diagrams are drawn.
  package let highlighter: SharedHighlighter?
  /// Whether ```mermaid fences become diagrams in HTML (off for cmark-gfm-identical output).
  public let diagrams: Bool
  /// Terminal diagrams in ASCII: `--ascii`, or a locale that is not UTF-8.
  public var asciiDiagrams: Bool
  /// A lower byte budget for every prefetcher's document (a server request's limit).
  public var maxCodeBytes = Int.max
  /// The syntax theme of code in place of the built-in light or dark one (`--theme dracula`);
  /// HTML that follows the reader's scheme (`auto`) keeps both built-in themes.
  public var codeTheme: Highlight.Theme?
  /// Where the warnings of Mermaid fences go (settings a diagram does not draw), each at its
  /// line and column in the document; nil drops them. The highlighter's warnings about one
  /// fence (a fired time limit, a budget) go there too, at the fence's place.
  package var diagramWarnings: MermaidFenceWarnings? {
    didSet { highlighter?.placeWarnings(diagramWarnings?.report) }
  }

  /// `warn` hears when a time safety net of the fence highlighting fires (the output then
  /// depends on the machine's speed), and with `budgetNotes` when a fence is shown plain
  /// because of a budget; `blockTimeLimit` is that net for one block.
  public init(
    environment: [String: String], highlight: Bool = true, diagrams: Bool = true,
    blockTimeLimit: Double = 1.0,
    cancellation: HighlightCancellation? = nil, warn: (@Sendable (String) -> Void)? = nil,
    budgetNotes: Bool = false
  ) {
    highlighter =
      highlight
      ? SharedHighlighter(
        environment: environment, blockTimeLimit: blockTimeLimit, cancellation: cancellation,
        warn: warn, budgetNotes: budgetNotes)
      : nil
    self.diagrams = diagrams
    asciiDiagrams = !TerminalDiagramOptions.localeIsUTF8(environment)
  }

  /// A prefetcher for one document written in page order by one writer (`note`): it
  /// highlights upcoming sections on worker threads, and its budget bounds the document.
  /// `nil` when highlighting is off.
  package func prefetcher(maxCodeBytes: Int = .max) -> FencePrefetcher? {
    highlighter.map { highlighter in
      FencePrefetcher(
        highlighter: highlighter,
        budget: HighlightBudget(
          maxCodeBytes: min(maxCodeBytes, self.maxCodeBytes),
          onFirstRefusal: { highlighter.noteByteBudget($0) }))
    }
  }

  /// Renderers for fenced code in one HTML document. With a `prefetcher` (blocks written in
  /// page order by one writer) the page's highlighted blocks also share one set of style
  /// classes.
  package func html(theme: HTMLTheme = .auto) -> CodeBlockRendererRegistry {
    html(theme: theme, prefetcher: nil)
  }

  /// `html(theme:)`, taking highlighted blocks from `prefetcher` when it has them.
  package func html(theme: HTMLTheme, prefetcher: FencePrefetcher?)
    -> CodeBlockRendererRegistry
  {
    html(theme: theme, prefetcher: prefetcher, styles: nil)
  }

  /// `html(theme:prefetcher:)` declaring two-theme styles in `styles` (a streamed note keeps
  /// its table, so drafts can leave it as they found it).
  func html(theme: HTMLTheme, prefetcher: FencePrefetcher?, styles: HighlightStyleTable?)
    -> CodeBlockRendererRegistry
  {
    var registry = CodeBlockRendererRegistry()
    if diagrams {
      registry.register(
        MermaidCodeBlockRenderer(theme: theme, warnings: diagramWarnings), for: ["mermaid"])
    }
    if let highlighter {
      registry.fallback = HighlightCodeBlockRenderer(
        highlighter: highlighter, budget: prefetcher?.budget ?? HighlightBudget(),
        prefetcher: prefetcher, theme: theme, codeTheme: codeTheme,
        styles: styles
          ?? (prefetcher == nil
            ? nil : HighlightStyleTable(light: ThemeCatalog.light, dark: ThemeCatalog.dark)))
    }
    return registry
  }

  /// The data of fenced code in one JSON model: runs in `theme` (`auto`: the light one, as a
  /// native client picks its own), Mermaid fences as SVG in the same scheme.
  package func data(theme: HTMLTheme, prefetcher: FencePrefetcher?) -> any CodeBlockDataRenderer {
    FenceDataRenderer(
      highlighter: highlighter, budget: prefetcher?.budget ?? HighlightBudget(),
      prefetcher: prefetcher, diagrams: diagrams,
      theme: syntaxTheme(dark: theme == .dark),
      diagramTheme: theme == .dark ? .dark : .light, warnings: diagramWarnings)
  }

  /// Colours and remarks for code in one terminal document; with `pictures`, Mermaid fences
  /// become pictures.
  package func terminal(pictures: TerminalPictures? = nil) -> any CodeBlockHighlighter {
    terminal(prefetcher: nil, pictures: pictures)
  }

  /// `terminal(pictures:)`, taking highlighted blocks from `prefetcher` when it has them.
  package func terminal(prefetcher: FencePrefetcher?, pictures: TerminalPictures?)
    -> any CodeBlockHighlighter
  {
    HighlightTerminalCodeHighlighter(
      highlighter: highlighter, budget: prefetcher?.budget ?? HighlightBudget(),
      prefetcher: prefetcher, diagrams: diagrams, asciiDiagrams: asciiDiagrams,
      pictures: pictures, codeTheme: codeTheme, diagramWarnings: diagramWarnings)
  }

  /// The theme code is coloured with where one palette applies: `codeTheme`, else the
  /// built-in light or dark one.
  package func syntaxTheme(dark: Bool) -> Highlight.Theme {
    codeTheme ?? (dark ? ThemeCatalog.dark : ThemeCatalog.light)
  }
}
