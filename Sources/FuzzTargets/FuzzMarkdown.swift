import DiagramLayout
import MarkdownRender
import RenderSupport

/// Markdown to every output: HTML safe (with Mermaid fences drawn) and unsafe, ANSI, plain text,
/// whole and in small sections (so the section splitter and the footnote registry run).
enum FuzzMarkdown {
  static func run(_ input: FuzzInput) {
    var options = input.flag(0) ? MarkdownParseOptions.commonMark : .gfm
    options.smartPunctuation = input.flag(1)
    options.hardBreaks = input.flag(2)
    options.sourcePositions = input.flag(3)
    let parser = MarkdownParser(options: options)
    let text = input.text
    let document = parser.parse(text)

    var registry = CodeBlockRendererRegistry()
    registry.register(MermaidFence(), for: ["mermaid"])
    let safe = HTMLRenderer(
      options: HTMLRenderOptions(
        headingIDs: input.flag(4), sourcePositions: options.sourcePositions,
        codeBlockRenderers: registry)
    ).renderBytes(document)
    // Safe mode's promise: no raw `<script` survives, however the input disguises it.
    check(!contains(safe, "<script"), "safe HTML holds a <script tag")
    _ = HTMLRenderer(options: HTMLRenderOptions(unsafeRawHTML: true, tagFilter: input.flag(5)))
      .renderBytes(document)

    let level: ColorLevel = ColorLevel(rawValue: Int(input.byte(2) % 4)) ?? .truecolor
    _ = TerminalRenderer(
      options: TerminalRenderOptions(
        width: input.width, colorLevel: level, theme: input.flag(6) ? .light : .dark,
        hyperlinks: input.flag(7))
    ).render(document)
    let plain = TerminalRenderer(options: TerminalRenderOptions(width: input.width))
      .renderPlainText(document)
    check(!plain.utf8.contains(0x1B), "plain text holds an escape character")

    parser.parseSections(text, sectionSize: 64) { section in
      _ = HTMLRenderer().renderBytes(section)
    }
  }

  /// Draws ```` ```mermaid ```` fences as the CLI does, or leaves them plain when they fail.
  struct MermaidFence: CodeBlockRenderer {
    func html(for block: CodeBlock) -> String? {
      try? DiagramRenderer.render(block.code, options: DiagramOptions(idPrefix: "fence"))
    }
  }

  /// Whether `needle` (lower-case ASCII) occurs in `bytes`, ignoring ASCII case.
  static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return false }
    for start in 0...(bytes.count - pattern.count) {
      var index = 0
      while index < pattern.count, bytes[start + index] | 0x20 == pattern[index] { index += 1 }
      if index == pattern.count { return true }
    }
    return false
  }
}
