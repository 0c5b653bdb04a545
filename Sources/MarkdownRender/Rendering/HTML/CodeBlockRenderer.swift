import RenderSupport

/// A fenced code block as handed to a `CodeBlockRenderer`.
package struct CodeBlock: Equatable, Sendable {
  /// The whole info string after the fence (entities and escapes already decoded).
  package var info: String
  /// The first word of the info string, lowercased (`swift`, `mermaid`); empty if none.
  package var language: String
  /// The code, with its final newline.
  package var code: String
  /// Where the fence starts in the document (its opening line and column), when the parse
  /// kept source positions: a diagram's warnings are placed in the document by it.
  package var start: SourcePosition?

  package init(info: String, code: String, start: SourcePosition? = nil) {
    self.info = info
    self.code = code
    self.start = start
    self.language = Self.language(of: info)
  }

  /// The first word of an info string (cmark-gfm splits at the first space or tab), lowercased.
  package static func language(of info: String) -> String {
    let word = info.utf8.prefix { $0 != UInt8(ascii: " ") && $0 != 0x09 && $0 != 0x0A }
    return String(decoding: word, as: UTF8.self).lowercased()
  }
}

/// Renders the HTML of fenced code blocks for some languages (syntax highlighting, diagrams).
///
/// The returned HTML is inserted as is: a renderer is trusted code and must escape the code it
/// embeds (`HTMLEscaping`). Returning `nil` falls back to the plain `<pre><code>` form.
package protocol CodeBlockRenderer: Sendable {
  func html(for block: CodeBlock) -> String?
}

/// Code-block renderers keyed by language, with an optional fallback for every other fence.
package struct CodeBlockRendererRegistry: Sendable {
  private var byLanguage: [String: any CodeBlockRenderer] = [:]
  /// Tried for fenced blocks whose language has no renderer of its own.
  package var fallback: (any CodeBlockRenderer)?

  package init() {}

  /// Uses `renderer` for fences whose language is one of `languages` (case-insensitive).
  package mutating func register(_ renderer: any CodeBlockRenderer, for languages: [String]) {
    for language in languages { byLanguage[language.lowercased()] = renderer }
  }

  /// Whether no renderer at all is registered (the renderer can skip lookups).
  package var isEmpty: Bool { byLanguage.isEmpty && fallback == nil }

  /// The renderer for `language`, or the fallback.
  package func renderer(for language: String) -> (any CodeBlockRenderer)? {
    byLanguage[language] ?? fallback
  }
}
