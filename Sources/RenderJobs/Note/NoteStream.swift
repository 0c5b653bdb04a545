import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// `note --stream`: a note rendered for the terminal while its text arrives.
///
/// Each section that became final (`MarkdownStreamParser`) is written once, by the same
/// renderer state a one-shot render carries from section to section. On a `screen`, the open
/// rest is drawn below as a draft and redrawn in place when text comes (cursor up, clear to the
/// end of the screen), at most the screen's height less one line, so the cursor never leaves
/// the screen; at the end the draft is replaced by the final rest. Without a screen nothing is
/// drafted, so the bytes equal `NoteJob`'s for the same request.
public final class NoteStream {
  private var parser: MarkdownStreamParser
  private var renderer: TerminalStreamRenderer
  private let code: DraftableCodeHighlighter
  private let sink: any OutputSink
  private let screenHeight: Int?
  /// Lines of the draft on the screen, the cursor at the start of the line below them.
  private var draftLines = 0
  private var draft = ""
  /// Whether a final line is on the screen above the draft.
  private var wroteFinal = false

  /// A stream of `request` (an `ansi` or `text` note) into `sink`; `screenHeight` is the
  /// terminal's rows when drafts are drawn, `nil` into a pipe or file. Diagnostics about
  /// places in the note name it `inputName`.
  public init(
    _ request: NoteJob.Request, to sink: any OutputSink, screenHeight: Int?,
    diagnostics: JobDiagnostics = JobDiagnostics(), inputName: String? = nil
  ) {
    var renderers = CodeRenderers(
      environment: request.environment, highlight: request.highlight,
      diagrams: request.diagrams, blockTimeLimit: request.blockTimeLimit,
      warn: { diagnostics.warn($0) }, budgetNotes: request.budgetNotes)
    renderers.asciiDiagrams = request.asciiDiagrams
    renderers.diagramWarnings = MermaidFenceWarnings {
      diagnostics.report($0, input: inputName)
    }
    let level = request.format == .text ? ColorLevel.none : request.colorLevel
    let shared = renderers.highlighter
    let budget = HighlightBudget(
      maxCodeBytes: min(request.maxCodeBytes, renderers.maxCodeBytes),
      onFirstRefusal: { bytes in shared?.noteByteBudget(bytes) })
    code = DraftableCodeHighlighter(
      highlighter: renderers.highlighter, budget: budget, diagrams: request.diagrams,
      asciiDiagrams: renderers.asciiDiagrams, diagramWarnings: renderers.diagramWarnings)
    var options = TerminalRenderOptions(
      width: request.width, colorLevel: level, theme: request.terminalTheme,
      hyperlinks: request.hyperlinks, codeHighlighter: code,
      maxProseWidth: request.maxProseWidth, images: nil)
    options.links = request.links
    renderer = TerminalStreamRenderer(options: options, plain: level == .none)
    // Source positions place a diagram's warnings in the note, as `NoteJob` does.
    parser = MarkdownStreamParser(
      parser: MarkdownParser(options: request.parse.withSourcePositions))
    self.sink = sink
    self.screenHeight = screenHeight.map { max($0, 2) }
  }

  /// Takes the next piece of text (any cut of UTF-8): writes what became final, and on a screen
  /// redraws the draft of the rest.
  public func append(_ chunk: some Sequence<UInt8>) {
    let finals = parser.append(chunk)
    var out = ""
    if !finals.isEmpty { out += erase() }
    var final = ""
    for section in finals { renderer.render(section) { final += $0 } }
    if final.contains("\n") { wroteFinal = true }
    out += final
    if let screenHeight {
      let lines = drafted(limit: screenHeight - 1)
      if lines != draft || !finals.isEmpty {
        if finals.isEmpty { out += erase() }
        out += lines
        draft = lines
        draftLines = lines.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
      }
    }
    if !out.isEmpty { sink.write(out) }
  }

  /// The end of the text: the draft replaced by the rest, rendered final.
  public func finish() {
    var out = erase()
    draft = ""
    renderer.render(parser.rest()) { out += $0 }
    if !out.isEmpty { sink.write(out) }
  }

  /// The escapes that take the cursor back to the draft's first line and clear to the end of
  /// the screen (nothing when no draft is shown).
  private func erase() -> String {
    guard draftLines > 0 else { return "" }
    let up = "\u{1B}[\(draftLines)A"
    defer { draftLines = 0 }
    guard wroteFinal else {
      // Before anything final the draft may start at the screen's top-left corner, and a clear
      // from there is a clear of the whole screen, which tmux (scroll-on-clear) keeps in its
      // scrollback: the draft's lines are cleared one by one instead.
      return up + String(repeating: "\r\u{1B}[2K\n", count: draftLines) + up
    }
    return up + "\r\u{1B}[J"
  }

  /// The rest rendered as it stands, with a copy of the renderer's state and a draft budget,
  /// cut to its last `limit` lines.
  private func drafted(limit: Int) -> String {
    var copy = renderer
    var text = ""
    var rest = parser.rest()
    // Only the draft's last `limit` lines are shown: a fence at its end taller than that is
    // drafted from its last lines (coloured from the line state its earlier lines left), so a
    // piece at the end of a long fence costs what the screen shows, not the fence's length.
    if case .codeBlock(let info, let literal, true, let range)? = rest.blocks.last {
      let shown = Self.lastLines(of: literal, count: limit)
      if shown.utf8.count < literal.utf8.count {
        code.cut = DraftableCodeHighlighter.Cut(whole: literal, shown: shown, info: info)
        rest.blocks[rest.blocks.count - 1] = .codeBlock(
          info: info, literal: shown, fenced: true, range)
      }
    }
    code.drafting {
      copy.render(rest) { text += $0 }
    }
    code.cut = nil
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard !lines.isEmpty else { return "" }
    return lines.suffix(limit).joined(separator: "\n") + "\n"
  }
}

extension NoteStream {
  /// The last `count` lines of `text` (each with its line break).
  static func lastLines(of text: String, count: Int) -> String {
    var seen = 0
    var index = text.utf8.endIndex
    // The final line break ends the last line; it starts none.
    if index > text.utf8.startIndex, text.utf8[text.utf8.index(before: index)] == 0x0A {
      index = text.utf8.index(before: index)
    }
    while index > text.utf8.startIndex {
      let before = text.utf8.index(before: index)
      if text.utf8[before] == 0x0A {
        seen += 1
        if seen == count { return String(text[index...]) }
      }
      index = before
    }
    return text
  }
}

/// The terminal code highlighter of a stream: the final one, or while a draft is rendered one
/// with a draft of its budget, so drafts never spend what the final text gets.
final class DraftableCodeHighlighter: CodeBlockHighlighter, @unchecked Sendable {
  private let final: HighlightTerminalCodeHighlighter
  private let lock = NSLock()
  private var active: HighlightTerminalCodeHighlighter
  private var isDrafting = false
  /// Drafts colour a fence from the line state kept between pieces.
  private let fence: FenceDraftHighlighter?

  /// A long fence drafted from its last lines: its whole code, the lines shown, its info.
  struct Cut {
    var whole: String
    var shown: String
    var info: String
  }

  /// Set while a draft shows the end of a long fence.
  var cut: Cut? {
    get { lock.withLock { cutValue } }
    set { lock.withLock { cutValue = newValue } }
  }
  private var cutValue: Cut?

  init(
    highlighter: SharedHighlighter?, budget: HighlightBudget, diagrams: Bool, asciiDiagrams: Bool,
    diagramWarnings: MermaidFenceWarnings?
  ) {
    final = HighlightTerminalCodeHighlighter(
      highlighter: highlighter, budget: budget, prefetcher: nil, diagrams: diagrams,
      asciiDiagrams: asciiDiagrams, pictures: nil, diagramWarnings: diagramWarnings)
    active = final
    fence = highlighter.map { FenceDraftHighlighter(shared: $0) }
  }

  /// Runs `body` with a draft budget in place.
  func drafting(_ body: () -> Void) {
    var draft = final
    draft.budget = final.budget.draft()
    lock.withLock {
      active = draft
      isDrafting = true
    }
    body()
    lock.withLock {
      active = final
      isDrafting = false
    }
  }

  private var current: HighlightTerminalCodeHighlighter { lock.withLock { active } }

  func highlight(code: String, info: String, theme: TerminalThemeName) -> [[MarkdownRender
    .StyledSpan]]?
  {
    let (drafting, cut, draft) = lock.withLock { (isDrafting, cutValue, active) }
    guard drafting, let fence, let shared = draft.highlighter else {
      return current.highlight(code: code, info: info, theme: theme)
    }
    let whole = cut.flatMap { $0.shown == code && $0.info == info ? $0.whole : nil } ?? code
    // A fence the final text would show plain (past the note's byte budget) is drafted plain.
    let language = CodeBlock.language(of: info)
    guard !language.isEmpty, shared.hasGrammar(for: language),
      draft.budget.claim(bytes: whole.utf8.count)
    else { return nil }
    let lines = fence.highlight(code: whole, info: info, theme: theme)
    return whole == code ? lines : lines.map { Array($0.suffix(LineBreaks.split(code).count)) }
  }

  /// The final text's blocks name their place in the note in a warning; a draft warns of
  /// nothing (its budget is a draft's).
  func highlight(_ block: CodeBlock, theme: TerminalThemeName) -> [[MarkdownRender.StyledSpan]]? {
    let drafting = lock.withLock { isDrafting }
    guard !drafting else { return highlight(code: block.code, info: block.info, theme: theme) }
    return current.highlight(block, theme: theme)
  }

  func note(code: String, info: String) -> String? {
    current.note(code: code, info: info)
  }

  /// In a draft a diagram is not drawn: its fence may still be open, and a diagram redrawn
  /// with every piece of its source would jump about. It is drawn once its block is final.
  func drawing(code: String, info: String, width: Int, theme: TerminalThemeName)
    -> CodeBlockDrawing?
  {
    let (highlighter, drafting) = lock.withLock { (active, isDrafting) }
    if drafting, CodeBlock.language(of: info) == "mermaid" {
      return .source(note: Self.draftNote)
    }
    return highlighter.drawing(code: code, info: info, width: width, theme: theme)
  }

  /// A draft reports nothing: the final block does, once.
  func warnings(for block: CodeBlock) -> [Diagnostic] {
    let (highlighter, drafting) = lock.withLock { (active, isDrafting) }
    return drafting ? [] : highlighter.warnings(for: block)
  }

  static let draftNote = "Mermaid diagram drawn when the text after it begins."
}
