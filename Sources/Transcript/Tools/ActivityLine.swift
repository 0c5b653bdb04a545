import RenderSupport

/// A one-line summary of activity ("Ran 2 commands (1 failed: `pytest`)"): words, and the
/// names of what failed, which each export sets as code in its own way. Kept as pieces, not
/// as one string, so no export has to find its way back from backticks to code.
package struct ActivityLine: Equatable, Sendable {
  /// Words, or a name quoted from the log (a program, a file, a tool).
  package enum Piece: Equatable, Sendable {
    case text(String)
    case code(String)
  }

  package var pieces: [Piece]

  package init(_ pieces: [Piece]) {
    self.pieces = pieces
  }

  /// The line as plain text, for a terminal: names without quotes.
  package var plain: String {
    pieces.map {
      switch $0 {
      case .text(let text), .code(let text): return text
      }
    }.joined()
  }

  /// The line in Markdown: names as code spans. Names never hold a backtick (they are
  /// replaced when the names are made), so one backtick each side always closes.
  package var markdown: String {
    pieces.map {
      switch $0 {
      case .text(let text): return text
      case .code(let text): return "`" + text + "`"
      }
    }.joined()
  }

  /// The line as HTML text: words escaped, names as escaped `<code>`. What a Markdown export
  /// writes inside raw HTML (a `<summary>`), where GitHub reads no code spans.
  package var html: String {
    pieces.map {
      switch $0 {
      case .text(let text): return HTMLEscaping.text(text)
      case .code(let text): return "<code>" + HTMLEscaping.text(text) + "</code>"
      }
    }.joined()
  }

  /// The line with its first letter lowercased, to go on inside a sentence.
  var continuingASentence: ActivityLine {
    guard case .text(let first)? = pieces.first else { return self }
    var copy = self
    copy.pieces[0] = .text(first.prefix(1).lowercased() + first.dropFirst())
    return copy
  }
}
