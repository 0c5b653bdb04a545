import MarkdownRender

/// The text of a note: a large file mapped and released as it is parsed, or text in memory.
public enum NoteSource: Sendable {
  case mapped(name: String, MappedFile)
  case text(name: String, String)

  /// The name diagnostics and page titles use: a path, or `<stdin>`.
  public var name: String {
    switch self {
    case .mapped(let name, _): return name
    case .text(let name, _): return name
    }
  }

  /// `MarkdownParser.parseSections` over the note, releasing a mapped file's pages behind it.
  func parseSections(with parser: MarkdownParser, _ body: (MarkdownDocument) -> Void) {
    switch self {
    case .mapped(_, let file):
      parser.parseSections(utf8: file.bytes, done: file.release(before:), body)
    case .text(_, let text):
      parser.parseSections(text, body)
    }
  }
}
