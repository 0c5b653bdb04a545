import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// A note whose text arrives in deltas, rendered for a client that keeps a list of blocks (a
/// SwiftUI or Compose list updating only its last rows): each append answers with the pieces
/// that became final, each with a stable id, and the open rest (the tail) as it stands.
///
/// Final pieces come from `MarkdownStreamParser`, rendered by one renderer whose state carries
/// from piece to piece as in a one-shot render (heading ids, footnote numbers); the tail is
/// rendered by a copy of it, so it never changes what later pieces get. So the final pieces of
/// all appends followed by the last tail are `NoteJob`'s output of the whole text: in the JSON
/// model the blocks (one piece per top-level block), in HTML and the terminal formats the text
/// (one piece per final section).
public final class NoteBlockStream {
  /// One final piece.
  public struct Piece: Sendable, Equatable {
    /// Stable for the stream: 0, 1, 2, … in text order.
    public let id: Int
    public let content: Content
  }

  /// A piece's or the tail's content: a block of the JSON model, or rendered text.
  public enum Content: Sendable, Equatable {
    case block(JSONValue)
    case text(String)
  }

  /// What one append changed.
  public struct Update: Sendable {
    public var final: [Piece] = []
    /// The open rest rendered as it stands (JSON: its blocks; else one text).
    public var tail: [Content] = []
    /// JSON: the footnotes as they stand (only the tail can hold footnotes: a section with
    /// footnote references is final only at the end).
    public var footnotes: [JSONValue] = []
    /// JSON: the front matter's model once the start of the text settled it (sent once).
    public var frontMatter: JSONValue?

    public init() {}
  }

  private let format: NoteJob.Format
  private var parser: MarkdownStreamParser
  private var json: NoteJSONBlockRenderer?
  private var html: HTMLStreamRenderer?
  /// The HTML page's style classes, declared where first used; drafts leave them undeclared.
  private var styles: HighlightStyleTable?
  private var terminal: TerminalStreamRenderer?
  private var code: DraftableCodeHighlighter?
  private var nextID = 0
  private var frontMatterSent = false

  /// A stream rendered as `request` asks (its format, width, theme, parse options).
  public init(_ request: NoteJob.Request, diagnostics: JobDiagnostics = JobDiagnostics()) {
    format = request.format
    var renderers = CodeRenderers(
      environment: request.environment, highlight: request.highlight,
      diagrams: request.diagrams, blockTimeLimit: request.blockTimeLimit,
      warn: { diagnostics.warn($0) }, budgetNotes: request.budgetNotes)
    renderers.asciiDiagrams = request.asciiDiagrams
    renderers.diagramWarnings = MermaidFenceWarnings { diagnostics.report($0) }
    // Source positions place a diagram's warnings in the note (HTML writes them only if
    // its own option asks).
    var parse = request.parse.withSourcePositions
    code = nil
    switch request.format {
    case .json:
      parse.sourcePositions = true
      json = NoteJSONBlockRenderer(
        options: NoteJSONOptions(
          unsafeRawHTML: request.unsafeHTML,
          tagFilter: request.parse.extensions.contains(.tagfilter),
          codeData: renderers.data(theme: request.htmlTheme, prefetcher: nil)))
    case .html:
      // As `note/render`'s page: one set of style classes for every fence of the note.
      let table = HighlightStyleTable(light: ThemeCatalog.light, dark: ThemeCatalog.dark)
      styles = table
      html = HTMLStreamRenderer(
        options: HTMLRenderOptions(
          unsafeRawHTML: request.unsafeHTML,
          tagFilter: request.parse.extensions.contains(.tagfilter),
          headingIDs: request.headingIDs, headingIDPrefix: "",
          sourcePositions: request.parse.sourcePositions,
          codeBlockRenderers: renderers.html(
            theme: request.htmlTheme, prefetcher: nil, styles: table)))
    case .ansi, .text:
      let level = request.format == .text ? ColorLevel.none : request.colorLevel
      let shared = renderers.highlighter
      let budget = HighlightBudget(
        maxCodeBytes: min(request.maxCodeBytes, renderers.maxCodeBytes),
        onFirstRefusal: { bytes in shared?.noteByteBudget(bytes) })
      let draftable = DraftableCodeHighlighter(
        highlighter: renderers.highlighter, budget: budget, diagrams: request.diagrams,
        asciiDiagrams: renderers.asciiDiagrams, diagramWarnings: renderers.diagramWarnings)
      code = draftable
      terminal = TerminalStreamRenderer(
        options: TerminalRenderOptions(
          width: request.width, colorLevel: level, theme: request.terminalTheme,
          hyperlinks: request.hyperlinks, codeHighlighter: draftable,
          maxProseWidth: request.maxProseWidth, images: nil),
        plain: level == .none)
    }
    parser = MarkdownStreamParser(parser: MarkdownParser(options: parse))
  }

  /// The bytes received so far.
  public var byteCount: Int { parser.byteCount }

  /// Takes the next delta of text (any cut of UTF-8).
  public func append(_ text: some Sequence<UInt8>) -> Update {
    var update = Update()
    for section in parser.append(text) { update.final += pieces(of: section) }
    (update.tail, update.footnotes) = tail(parser.rest())
    if format == .json {
      if !frontMatterSent, let settled = settledFrontMatter(update) {
        frontMatterSent = true
        update.frontMatter = settled
      }
    }
    return update
  }

  /// The end of the text: the rest rendered final.
  public func close() -> Update {
    var update = Update()
    let rest = parser.rest()
    if format == .json, !frontMatterSent {
      frontMatterSent = true
      update.frontMatter = NoteJSONBlockRenderer.frontMatter(rest.frontMatter)
    }
    update.final = pieces(of: rest)
    if format == .json, var json {
      update.footnotes = json.footnotes(of: rest)
      self.json = json
    }
    return update
  }

  /// The pieces of a final section, rendered by the carried renderer.
  private func pieces(of section: MarkdownDocument) -> [Piece] {
    var contents: [Content] = []
    switch format {
    case .json:
      if section.frontMatter != nil, !frontMatterSent { pendingFrontMatter = section.frontMatter }
      contents = json!.blocks(of: section).map { .block($0) }
    case .html:
      contents = [.text(String(decoding: html!.render(section), as: UTF8.self))]
    case .ansi, .text:
      var text = ""
      terminal!.render(section) { text += $0 }
      contents = [.text(text)]
    }
    return contents.filter { $0 != .text("") }.map { content in
      defer { nextID += 1 }
      return Piece(id: nextID, content: content)
    }
  }

  private var pendingFrontMatter: FrontMatter?

  /// JSON: the front matter is settled once a section became final (the parser hands the
  /// front matter out first, and a text without it starts with a plain section).
  private func settledFrontMatter(_ update: Update) -> JSONValue? {
    guard !update.final.isEmpty || pendingFrontMatter != nil else { return nil }
    return NoteJSONBlockRenderer.frontMatter(pendingFrontMatter)
  }

  /// The open rest, rendered by a copy of the carried renderer (JSON: with its footnotes).
  private func tail(_ rest: MarkdownDocument) -> ([Content], [JSONValue]) {
    switch format {
    case .json:
      var copy = json!
      let blocks = copy.blocks(of: rest).map { Content.block($0) }
      return (blocks, copy.footnotes(of: rest))
    case .html:
      var copy = html!
      let render = { String(decoding: copy.render(rest), as: UTF8.self) }
      return ([.text(styles?.drafting(render) ?? render())], [])
    case .ansi, .text:
      var copy = terminal!
      var text = ""
      code?.drafting { copy.render(rest) { text += $0 } }
      return ([.text(text)], [])
    }
  }
}
