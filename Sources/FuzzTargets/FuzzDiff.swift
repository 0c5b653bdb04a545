import DiffView
import Highlight
import RenderSupport

/// A diff through `DiffParser` and `DiffPipeline` into every renderer (ANSI unified and side
/// by side, HTML, JSON) and the `--color-only` filter, coloured by Linguist's grammars when
/// they are installed.
enum FuzzDiff {
  /// One highlighter for the process, as the CLI has: grammars compile once, not per input.
  /// Its language table is awaited here: decoded on a dispatch thread while the first input
  /// ran, it was in flight when libFuzzer's per-input leak check looked, and reported.
  static let highlighter: Highlighter = {
    let highlighter = Highlighter(environment: [:])
    _ = highlighter.languages
    return highlighter
  }()

  static func run(_ input: FuzzInput) {
    let theme = input.flag(0) ? ThemeCatalog.dark : ThemeCatalog.light
    let coloring = HighlightColoring(
      highlighter: highlighter, theme: theme,
      alternateTheme: input.flag(1) ? ThemeCatalog.dark : nil,
      limits: HighlightLimits(timeLimit: 1))
    let pipeline = DiffPipeline(colorizer: FileColorizer(coloring: coloring))
    let output = DiffOutput(chunk: 4096) { _ in }
    var options = DiffRenderOptions()
    options.width = input.width
    options.colorLevel = ColorLevel(rawValue: Int(input.byte(2) % 4)) ?? .truecolor
    options.theme = input.flag(0) ? .dark : .light
    options.tabWidth = 1 + Int(input.byte(3) % 8)

    // The pipeline's own loop, with one renderer.
    pipeline.run(
      parser: DiffParser(reader: LineReader(bytes: input.bytes)),
      renderer: JSONDiffRenderer(output: output, coloring: coloring)
    ) { _ in }

    // Parsed and analysed once, then every other renderer.
    let (events, _) = DiffParser.parseAll(input.text)
    var split = options
    split.layout = .split
    let renderers: [any DiffRenderer] = [
      ANSIDiffRenderer(output: output, options: options),
      ANSIDiffRenderer(output: output, options: split),
      HTMLDiffRenderer(
        output: output, layout: input.flag(2) ? .split : .unified, standalone: input.flag(3),
        theme: input.flag(4) ? .dark : nil),
    ]
    let analyzed = events.map { event -> (DiffEvent, AnalyzedFile?) in
      if case .file(let file) = event { return (event, pipeline.analyze(file)) }
      return (event, nil)
    }
    for renderer in renderers {
      renderer.begin()
      for (event, file) in analyzed {
        switch event {
        case .commit(let commit): renderer.render(commit: commit)
        case .file: renderer.render(file: file!)
        case .text(let text): renderer.render(text: text)
        case .coloredText(let text, let raw): renderer.render(text: text, raw: raw)
        case .conflict(let text): renderer.render(conflict: pipeline.analyze(text))
        case .listing(let listing):
          renderer.render(listing: AnalyzedListing(listing: listing, coloring: coloring))
        }
      }
      renderer.finish()
    }

    ColorOnlyFilter(output: output, options: options, coloring: coloring)
      .run(LineReader(bytes: input.bytes))
  }
}
