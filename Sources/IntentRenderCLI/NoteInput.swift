import MarkdownRender

/// The note `note` renders: a large file mapped and released as it is parsed, or text read
/// into memory (standard input, small files, and files that need repair or a clear error).
enum NoteInput {
  case mapped(name: String, MappedFile)
  case text(InputText)

  /// Maps `path` when that pays, else reads it (or standard input) with `InputText`.
  static func read(_ path: String?, context: CommandContext) throws -> NoteInput {
    if let path, path != "-", let file = MappedFile.map(path) {
      return .mapped(name: path, file)
    }
    return .text(try InputText.read(path, context: context))
  }

  /// The name diagnostics and page titles use: the path, or `<stdin>`.
  var name: String {
    switch self {
    case .mapped(let name, _): return name
    case .text(let input): return input.name
    }
  }

  /// `MarkdownParser.parseSections` over the note, releasing a mapped file's pages behind it.
  func parseSections(with parser: MarkdownParser, _ body: (MarkdownDocument) -> Void) {
    switch self {
    case .mapped(_, let file):
      parser.parseSections(utf8: file.bytes, done: file.release(before:), body)
    case .text(let input):
      parser.parseSections(input.text, body)
    }
  }
}
