import MarkdownRender

/// The note `note` renders: a large file mapped and released as it is parsed, or text read
/// into memory (standard input, small files, and files that need repair or a clear error).
enum NoteInput {
  case mapped(name: String, MappedFile)
  case text(InputText)

  /// Maps `path` when that pays, else reads it (or standard input) with `InputText`; the
  /// file is opened once either way.
  static func read(_ path: String?, context: CommandContext) throws -> NoteInput {
    guard let path, path != "-" else { return .text(try InputText.read(path, context: context)) }
    let file = try InputFile.open(path)
    defer { file.close() }
    if let mapped = MappedFile.map(file.descriptor) {
      return .mapped(name: path, mapped)
    }
    return .text(
      try InputText.read(
        descriptor: file.descriptor, name: path, context: context,
        limit: InputStreamReader.maximumBytes))
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
